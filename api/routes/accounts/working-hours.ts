// The brand's working hours (docs/product/accounts.md#working-hours): GET and PUT
// /businesses/:id/working-hours, behind requireAuth + requireOwnBusiness.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { badRequest, ownedOr404 } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getWorkingHours, setWorkingHours } from "../../services/accounts/businesses";
import { businessParams } from "../../lib/openapi";
import { workingHoursResponse } from "../../../contract/schemas/profile";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (name: string) => z.string().regex(HH_MM, { message: `${name} must be a time as HH:mm (00:00 to 23:59).` });

// Per weekday open and close as HH:mm, or null for a closed day.
// A day ends at midnight, so close must come after open.
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

const putBody = z.object({
  working_hours: z
    .union([z.string().max(10_000), z.record(z.unknown())])
    .describe("Per weekday (monday to sunday) {open, close} as HH:mm, or null for a closed day: as a JSON string or as the object."),
});

export const workingHoursRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const read = { summary: "The brand's working hours", params: businessParams, response: { 200: workingHoursResponse } };
  const write = {
    summary: "Sets the brand's working hours",
    description: "Each weekday's close must come after its open (a day ends at midnight); a 400 names the weekday's field.",
    params: businessParams,
    body: putBody,
    response: { 200: workingHoursResponse },
  };
  const kept = { ...keptRoute([requireAuth, requireOwnBusiness]), schema: read };
  const guarded = { preHandler: [requireAuth, requireOwnBusiness], schema: write };

  app.get<{ Params: { id: string } }>("/businesses/:id/working-hours", kept, async (request) => {
    return { working_hours: ownedOr404(await getWorkingHours(db, Number(request.params.id))).workingHours ?? null };
  });

  // The web tool sends working_hours as a JSON string; an object is taken too.
  app.put<{ Params: { id: string } }>("/businesses/:id/working-hours", guarded, async (request) => {
    const { working_hours: given } = parseInput(putBody, request.body);
    let value: unknown = given;
    if (typeof given === "string") {
      try {
        value = JSON.parse(given);
      } catch {
        throw badRequest("working_hours is not valid JSON.", { working_hours: "working_hours is not valid JSON." });
      }
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      throw badRequest("working_hours must be an object with one entry per weekday.");
    }
    const workingHours = parseInput(workingHoursSchema, value);
    return { working_hours: ownedOr404(await setWorkingHours(db, Number(request.params.id), workingHours)).workingHours ?? null };
  });
};
