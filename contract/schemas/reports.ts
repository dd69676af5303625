// Response shapes of the report, ig-actions, PDF and link services.
import { z } from "zod";
import { disclosureSchema, tagsSchema } from "./content";
import { figureVenuesSchema } from "./locations";

const instagramSchema = z.object({
  handle: z.string(),
  username: z.string(),
  profile_url: z.string().optional(),
  number_of_followers: z.number(),
});

export const reportModelSchema = z.object({ id: z.number(), name: z.string(), avatar: z.string(), instagram: instagramSchema.nullable() });
export type ReportModel = z.infer<typeof reportModelSchema>;

export const reportPostSchema = z.object({
  id: z.number(),
  instagram_id: z.string(),
  type: z.string(),
  thumbnail: z.string(),
  media: z.string(),
  post_url: z.string(),
  count_of_likes: z.number(),
  count_of_comments: z.number(),
  posted_at: z.string(),
  comments: z.array(z.object({ username: z.string(), text: z.string() })).optional(),
  model: z.object({ id: z.number(), name: z.string(), instagram: instagramSchema.omit({ profile_url: true }).nullable() }),
  disclosure: disclosureSchema.optional().describe("The brand's own reports only: the disclosure check of the caption."),
  tags: tagsSchema.optional().describe("The brand's own reports only: whether the offer's mentions and hashtags are in the caption."),
  cleared: z.literal(true).optional().describe('Shared reports only, when the brand shows "Cleared for ads": rights to paid ads are granted and in force.'),
});
export type ReportPost = z.infer<typeof reportPostSchema>;

export const reportSchema = z.object({
  report: z.object({
    id: z.string(),
    title: z.string(),
    type: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    show_in_person: z.boolean().default(false),
    show_comments: z.boolean().default(false),
    show_pricing: z.boolean().default(false),
  }),
  models: z.array(reportModelSchema),
  posts: z.array(reportPostSchema),
  locations: z.array(z.object({ address: z.string() }).passthrough()).default([]),
  organic: z.number().default(0),
  inPerson: z.object({ check_ins: z.number() }).nullable().default(null),
  error: z.string().nullable().default(null),
  disclosure: z
    .object({ disclosed: z.number(), late: z.number(), missing: z.number() })
    .optional()
    .describe("The brand's own reports only: how many posts the disclosure check found in each state."),
});
export type Report = z.infer<typeof reportSchema>;

export const reportEnvelope = z.object({ data: reportSchema });
/** The rows of a month's results CSVs (GET /report/monthly/export, this API's addition). */
export const monthlyExportEnvelope = z.object({
  data: z.object({
    posts: z.array(
      z.object({
        model: z.string(),
        handle: z.string().nullable(),
        offer: z.string().nullable(),
        location: z.string().nullable().describe("The name of the location the post's offer runs at; null for a post of no location."),
        posted_at: z.string(),
        type: z.string(),
        likes: z.number(),
        comments: z.number(),
        reach: z.number(),
        link: z.string(),
      }),
    ),
    models: z.array(
      z.object({ name: z.string(), handle: z.string().nullable(), followers: z.number(), posts: z.number(), likes: z.number(), comments: z.number() }),
    ),
  }),
});
export type MonthlyExport = z.infer<typeof monthlyExportEnvelope>["data"];

export const monthsEnvelope = z.object({ data: z.array(z.object({ year: z.number(), month: z.number() })) });
/** A month's content archive, signed for an hour (GET /report/zipSign): `url` downloads it, `id` is what that link carries. */
export const zipSignEnvelope = z.object({ data: z.object({ url: z.string(), id: z.string().optional() }) });

/** The brand's reports, newest first, each with the id its public link carries (GET /report/shared). */
export const sharedReportsEnvelope = z.object({
  data: z.array(z.object({ id: z.string(), type: z.string(), title: z.string(), date_from: z.string(), date_to: z.string() })),
});
/** A report's new public id (POST /report/{id}/renew): the old link answers 404 from then on. */
export const renewedReportEnvelope = z.object({ data: z.object({ id: z.string() }) });
/** A shared report's version (GET /report/{id}/version), which a kept page of the report is checked against. */
export const reportVersionEnvelope = z.object({ data: z.object({ version: z.string() }) });

/** A PDF job that outlasted the API's wait (202, or GET /pdf/{job}): still preparing, or failed with a message. */
export const pdfJobStateSchema = z.object({
  status: z.enum(["preparing", "failed"]),
  job: z.string().optional(),
  message: z.string().optional(),
});
/**
 * The PDF service's answer: the file's `url` (an applicant export's also a short link,
 * `page_url`), `mail` when a report went out by mail instead, or the job's state.
 */
export const pdfResultSchema = z.object({
  url: z.string().optional(),
  page_url: z.string().optional(),
  mail: z.boolean().optional(),
  data: pdfJobStateSchema.optional(),
});
/** POST /pdf's 202: the PDF outlasted the wait; GET /pdf/{job} tells how it went. */
export const pdfPreparingEnvelope = z.object({ data: z.object({ status: z.literal("preparing"), job: z.string() }) });
export const shortLinkEnvelope = z.object({ data: z.object({ url: z.string() }) });

export const periodItemSchema = z.object({
  title: z.string(),
  period: z.string(),
  counters: z.object({ reach: z.number(), likes: z.number(), comments: z.number() }),
  actions: z.object({ seen: z.object({ count: z.number() }), unseen: z.object({ count: z.number() }) }),
});
export type PeriodItem = z.infer<typeof periodItemSchema>;
export const actionPeriodsEnvelope = z.object({ data: z.array(periodItemSchema) });

export const actionPostSchema = z.object({
  id: z.number(),
  posted_at: z.string(),
  type: z.string(),
  media: z.object({ thumbnail_url: z.string(), resource_url: z.string() }),
  model: z.object({
    name: z.string().optional(),
    instagram: z.object({ number_of_followers: z.number(), username: z.string().nullable(), profile_url: z.string().nullable().optional() }),
  }),
  post: z.object({ count_of_likes: z.number(), count_of_comments: z.number() }),
});
export type ActionPost = z.infer<typeof actionPostSchema>;
export const actionPostsEnvelope = z.object({ data: z.array(actionPostSchema) });
export const actionPostEnvelope = z.object({ data: actionPostSchema });

/** Results over time: one entry per month, oldest first, months without posts as zeros. */
export const trendMonthSchema = z.object({ period: z.string(), posts: z.number(), reach: z.number(), likes: z.number(), comments: z.number() });
export type TrendMonth = z.infer<typeof trendMonthSchema>;
export const trendEnvelope = z.object({ data: z.array(trendMonthSchema) });

/** Cost per result of a month (GET /businesses/:id/reports/costs): the brand's own, never on a report. */
export const monthCostsSchema = z.object({
  spend_cents: z.number(),
  completed_claims: z.number(),
  costed_claims: z.number(),
  posts: z.number(),
  reach: z.number(),
  cost_per_post_cents: z.number().nullable(),
  cost_per_1000_reach_cents: z.number().nullable(),
});
export type MonthCosts = z.infer<typeof monthCostsSchema>;
export const monthCostsEnvelope = z.object({ data: monthCostsSchema });

/** GET /businesses/:id/results: the results page's five facts in one answer. */
export const resultsPageEnvelope = z.object({
  data: z.object({
    months: monthsEnvelope.shape.data,
    selected: z.object({ year: z.number(), month: z.number() }).nullable(),
    report: reportSchema.nullable(),
    trend: trendEnvelope.shape.data.nullable(),
    costs: monthCostsSchema.nullable(),
    venues: figureVenuesSchema,
    location_report: z
      .string()
      .nullable()
      .describe("With location: the id of that location's shared report of the month, once shared (POST …/results/share); else null."),
  }),
});
