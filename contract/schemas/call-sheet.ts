// zod schemas of the job offer the call sheet page relies on (api/README.md, Call sheet).
import { z } from "zod";
import { attendeeSchema, venueSchema } from "./offers";

export const jobOfferSchema = z.object({
  data: z
    .object({
      id: z.number(),
      type: z.string(),
      subtitle: z.string(),
      timezone: z.string(),
      location: z.object({ address: z.string() }).passthrough().nullable(),
      /** The brand's location the job runs at; null for one with no location. */
      venue: venueSchema.nullable(),
      job_requirements: z.string().nullish(),
      job_end_date_duration: z.number().nullish(),
      job_start_date_type: z.string().nullish(),
      job_start_date: z.string().nullish(),
      starts_at: z.string().nullable(),
      attendees: z.array(attendeeSchema.extend({ call_time: z.string().nullable(), call_sheet_status: z.string().nullable() })).default([]),
    })
    .passthrough(),
});
export type JobOffer = z.infer<typeof jobOfferSchema>["data"];
