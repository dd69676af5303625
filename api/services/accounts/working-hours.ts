// Working hours as the API takes them (docs/product/accounts.md#working-hours): per weekday open and
// close as HH:mm, or null for a closed day; a day ends at midnight, so close comes after open. The
// brand's hours (PUT /businesses/:id/working-hours) and each location's take the same value, as
// the object or as its JSON string (the spec's web tool sends a string).
import { z } from "zod";
import type { WorkingHours } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (name: string) => z.string().regex(HH_MM, { message: `${name} must be a time as HH:mm (00:00 to 23:59).` });

const day = (name: string) =>
  z
    .object({ open: time(`${name}.open`), close: time(`${name}.close`) })
    .strict()
    .refine((hours) => hours.close > hours.open, {
      message: `${name}: the closing time must be after the opening time.`,
      path: ["close"],
    })
    .nullable()
    .default(null);

export const workingHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, day(d)])) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof day>>)
  .strict();

/** What a body's working_hours field may be: the object, or its JSON string. */
export const workingHoursField = z.union([z.string().max(10_000), z.record(z.unknown())]);

/**
 * The field's value read as working hours; a 400 naming the field or the weekday when it is not.
 * `nested`: the body's fields are named under working_hours (a location's), else by weekday alone
 * (the brand's PUT, whose body is the hours).
 */
export function readWorkingHours(given: string | Record<string, unknown>, nested = false): WorkingHours {
  let value: unknown = given;
  if (typeof given === "string") {
    try {
      value = JSON.parse(given);
    } catch {
      throw badRequest("working_hours is not valid JSON.", { working_hours: "working_hours is not valid JSON." });
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    const message = "working_hours must be an object with one entry per weekday.";
    throw badRequest(message, nested ? { working_hours: message } : undefined);
  }
  if (!nested) return parseInput(workingHoursSchema, value);
  return parseInput(z.object({ working_hours: workingHoursSchema }), { working_hours: value }).working_hours;
}
