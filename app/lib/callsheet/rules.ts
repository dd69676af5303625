// Call sheet rules (SPEC §5 Call sheet): duration 1–8766 hours, call times shown as
// M/D/YYYY h:mm A in the offer's time zone, and the lock once the sheet was sent.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { z } from "zod";

export const MIN_DURATION = 1;
export const MAX_DURATION = 8766;
export const DURATION_MESSAGE = `Duration must be a number from ${MIN_DURATION} to ${MAX_DURATION} hours.`;

/** SPEC §5: fields are locked when the first attendee's call_sheet_status is ready. */
export function isCallSheetLocked(attendees: readonly { call_sheet_status: string | null }[]) {
  return attendees[0]?.call_sheet_status === "ready";
}

export function formatCallTime(iso: string | null | undefined, timeZone: string) {
  if (!iso) return "";
  return formatInTimeZone(new Date(iso), timeZone, "M/d/yyyy h:mm a");
}

/** The value of a datetime-local input (yyyy-MM-ddTHH:mm) in the offer's time zone. */
export function toLocalInput(iso: string | null | undefined, timeZone: string) {
  return iso ? formatInTimeZone(new Date(iso), timeZone, "yyyy-MM-dd'T'HH:mm") : "";
}

export function fromLocalInput(value: string, timeZone: string) {
  return fromZonedTime(value.length === 16 ? `${value}:00` : value, timeZone).toISOString();
}

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "Enter a date and time.");

export const callSheetSchema = z
  .object({
    location: z.string({ required_error: "Enter the location." }).trim().min(1, "Enter the location.").max(300, "The location is at most 300 characters."),
    job_requirements: z.string().trim().max(2000, "Job requirements are at most 2000 characters.").optional(),
    job_end_date_duration: z.coerce
      .number({ required_error: DURATION_MESSAGE, invalid_type_error: DURATION_MESSAGE })
      .int(DURATION_MESSAGE)
      .min(MIN_DURATION, DURATION_MESSAGE)
      .max(MAX_DURATION, DURATION_MESSAGE),
    job_start_date_type: z.enum(["all", "individual"], { message: "Choose how the start date is set." }),
    job_start_date: localDateTime.optional(),
    call_times: z.record(z.string(), z.string().optional()).default({}),
  })
  .superRefine((value, ctx) => {
    if (value.job_start_date_type === "all" && !value.job_start_date) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["job_start_date"], message: "Enter the start date." });
    }
    if (value.job_start_date_type === "individual") {
      for (const [id, time] of Object.entries(value.call_times)) {
        if (!time || !localDateTime.safeParse(time).success)
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["call_times", id], message: "Enter a call time." });
      }
    }
  });
export type CallSheetForm = z.infer<typeof callSheetSchema>;
