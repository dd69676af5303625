// The call sheet form's schema (docs/product/applicants.md#fields), read by the server: the page's own
// JavaScript checks only what the constraint attributes say (decision 0012). Each date and time
// is a 12-hour picker: a date, an hour, a minute in steps of 5 and AM or PM.
import { z } from "zod";
import { wallTimeToIso } from "../wizard/time";
import { DURATION_MESSAGE, MAX_DURATION, MIN_DURATION } from "./rules";

const opt = z.string().optional();
const pickedTime = z.object({ date: opt, hour: opt, minute: opt, ampm: opt }).default({});
/** A whole, real date and time (its zone does not matter to that). */
const isPicked = (time: z.infer<typeof pickedTime>) => wallTimeToIso(time) !== null;

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
    job_start: pickedTime,
    call_times: z.record(z.string(), pickedTime).default({}),
  })
  .superRefine((value, ctx) => {
    // The message goes under the picker, which shows its date's error.
    if (value.job_start_date_type === "all" && !isPicked(value.job_start)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["job_start", "date"], message: "Enter the start date." });
    }
    if (value.job_start_date_type === "individual") {
      for (const [id, time] of Object.entries(value.call_times)) {
        if (!isPicked(time)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["call_times", id, "date"], message: "Enter a call time." });
      }
    }
  });
export type CallSheetForm = z.infer<typeof callSheetSchema>;
