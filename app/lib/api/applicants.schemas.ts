// zod schemas of the applicant responses the applicant pages rely on (api/README.md, Applicants).
import { z } from "zod";
import { attendeeSchema, modelSchema } from "./offers.schemas";

export const applicantSchema = attendeeSchema
  .extend({
    claimed_at: z.string().nullable(),
    application_status: z.string().nullable(),
    is_locked: z.boolean(),
    model: modelSchema.extend({
      media: z.object({ path: z.string(), thumbnail: z.string() }).passthrough(),
      stats: z.record(z.unknown()).nullable(),
      instagram: z.object({ id: z.string(), handle: z.string(), username: z.string(), profile_url: z.string(), number_of_followers: z.number() }).nullable(),
    }),
  })
  .passthrough();
export type Applicant = z.infer<typeof applicantSchema>;

export const bucketsSchema = z.object({ dismissed: z.number(), unreviewed: z.number(), liked: z.number(), selected: z.number(), spots: z.number() });
export type Buckets = z.infer<typeof bucketsSchema>;

export const applicantsSchema = z.object({
  applicants: z.object({ data: z.array(applicantSchema) }).passthrough(),
  buckets: bucketsSchema,
});

export const applyOfferSchema = z.object({
  data: z
    .object({
      id: z.number(),
      subtitle: z.string(),
      mode: z.string(),
      is_stats_required: z.boolean(),
      deliberation_status: z.string().nullable(),
      deliberation_starts: z.string().nullable(),
    })
    .passthrough(),
});
export type ApplyOffer = z.infer<typeof applyOfferSchema>["data"];
