// The working-hours form's schema (the rules are in working-hours.ts's header): the profile's
// hours page validates with it in the browser and its action on the server.
import { z } from "zod";
import { HH_MM, WEEKDAYS, type DayHours, type Weekday } from "./working-hours";

/** "09:00:00" (a time input with seconds) → "09:00"; anything else is left for the check. */
function toHHmm(value: string | undefined) {
  const text = (value ?? "").trim();
  const match = /^(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(text);
  return match ? match[1]! : text;
}

const dayField = z.object({ closed: z.string().optional(), open: z.string().optional(), close: z.string().optional() }).transform((day, ctx): DayHours => {
  if (day.closed === "on") return null;
  const open = toHHmm(day.open);
  const close = toHHmm(day.close);
  let ok = true;
  if (!HH_MM.test(open)) {
    ctx.addIssue({ code: "custom", path: ["open"], message: open ? "Enter the open time as HH:mm." : "Enter an open time, or mark the day closed." });
    ok = false;
  }
  if (!HH_MM.test(close)) {
    ctx.addIssue({ code: "custom", path: ["close"], message: close ? "Enter the close time as HH:mm." : "Enter a close time, or mark the day closed." });
    ok = false;
  }
  if (ok && close <= open) {
    ctx.addIssue({ code: "custom", path: ["close"], message: "The close time must be after the open time." });
    ok = false;
  }
  return ok ? { open, close } : null;
});

// A checkbox that is not ticked sends nothing, so every day must default to an empty object.
export const workingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayField.default({})])) as Record<Weekday, z.ZodDefault<typeof dayField>>,
);
