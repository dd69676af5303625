// The call sheet form's schema (SPEC §5 Call sheet), read by the server: the page's own
// JavaScript checks only what the constraint attributes say (decision 0012).
import { z } from "zod";
import { DURATION_MESSAGE, MAX_DURATION, MIN_DURATION } from "./rules";

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
