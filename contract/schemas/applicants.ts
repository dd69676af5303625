// zod schemas of the applicant responses the applicant pages rely on (api/README.md, Applicants).
import { z } from "zod";
import { APPLICANT_STATUSES } from "../offers";
import { pdfJobStateSchema } from "./reports";
import { attendeeSchema, claimModelSchema, trackRecordSchema } from "./offers";

export const applicantSchema = attendeeSchema
  .extend({
    claimed_at: z.string().nullable(),
    application_status: z.string().nullable(),
    is_locked: z.boolean(),
    track_record: trackRecordSchema,
    /** Why the brand's rule for who may claim skips this applicant; shown last in review. */
    rule_note: z.string().nullish(),
    /** `photos`: the model's photos, for the applicant's slideshow. */
    model: claimModelSchema.extend({ photos: z.array(z.string()).optional() }),
  })
  .passthrough();
export type Applicant = z.infer<typeof applicantSchema>;

export const bucketsSchema = z.object({ dismissed: z.number(), unreviewed: z.number(), liked: z.number(), selected: z.number(), spots: z.number() });
export type Buckets = z.infer<typeof bucketsSchema>;

export const applicantsSchema = z.object({
  applicants: z
    .object({
      data: z.array(applicantSchema),
      meta: z.object({ page: z.number().optional(), per_page: z.number().optional(), total: z.number() }).passthrough(),
    })
    .passthrough(),
  buckets: bucketsSchema,
});

/** One applicant in the list of the state it is in now, with its place there. */
export const applicantInListSchema = z.object({
  data: applicantSchema,
  meta: z.object({
    status: z.enum(APPLICANT_STATUSES),
    /** The order the place and the neighbours are in. */
    sort: z.string().optional(),
    position: z.number(),
    total: z.number(),
    previous_id: z.number().nullable(),
    next_id: z.number().nullable(),
  }),
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

/** The PDF service's answer to an applicant export (no envelope, as the spec's service answers). */
export const applicantExportSchema = z.object({ url: z.string().optional(), page_url: z.string().optional(), data: pdfJobStateSchema.optional() });

/** A PDF's renewed share link (POST /files/{id}/renew): the file's new address and a short link that ends with it. */
export const pdfLinkRenewalSchema = z.object({ data: z.object({ id: z.string(), url: z.string(), page_url: z.string(), expires_at: z.string() }) });

/** A model's recent Instagram posts, loaded by its Instagram id. */
export const instagramPostsSchema = z.object({
  data: z.object({
    user_social_id: z.string(),
    posts: z.array(z.object({ id: z.string(), media_url: z.string(), thumbnail_url: z.string(), posted_at: z.string() })),
  }),
});
export type InstagramPost = z.infer<typeof instagramPostsSchema>["data"]["posts"][number];
