// The content library's answers (API GET /content, GET /content/:id), the usage rights' (POST
// /content/rights, POST /content/rights/:id/revoke, PUT /content/rights/:id/ad-code, GET
// /content/rights), a rights link's (GET and POST /rights/:token) and the brand's content
// settings (GET and PUT /content/settings). The words: contract/content.ts.
import { z } from "zod";
import { DISCLOSURE_STATES, RIGHTS_FILTERS, RIGHTS_STATES, RIGHTS_TERM_KEYS, RIGHTS_USE_KEYS } from "../content";

export const disclosureSchema = z.enum(DISCLOSURE_STATES);
export const tagsSchema = z.enum(["present", "missing"]).nullable();
const rightsFilter = z.enum(RIGHTS_FILTERS);
const use = z.enum(RIGHTS_USE_KEYS as [string, ...string[]]);
const term = z.enum(RIGHTS_TERM_KEYS as [string, ...string[]]);

export const libraryPostSchema = z.object({
  id: z.number(),
  type: z.string(),
  thumbnail: z.string(),
  media: z.string(),
  post_url: z.string(),
  posted_at: z.string(),
  caption: z.string(),
  disclosure: disclosureSchema,
  tags: tagsSchema,
  rights: rightsFilter,
  rights_until: z.string().nullable(),
  model: z.object({ id: z.number(), name: z.string(), handle: z.string().nullable() }),
  offer: z.object({ id: z.number(), title: z.string() }).nullable(),
});
export type LibraryPost = z.infer<typeof libraryPostSchema>;

const facet = z.array(z.object({ key: z.string(), label: z.string(), count: z.number() }));
export const libraryEnvelope = z.object({
  data: z.object({
    posts: z.array(libraryPostSchema),
    next: z.string().nullable().describe("The cursor of the next page; null on the last."),
    total: z.number().describe("Posts under the filters."),
    facets: z
      .object({ model: facet, offer: facet, month: facet, rights: facet, disclosure: facet })
      .describe("Each filter's choices, with their counts under the other filters."),
  }),
});
export type Library = z.infer<typeof libraryEnvelope>["data"];

export const rightsSchema = z.object({
  id: z.number(),
  model_id: z.number(),
  uses: z.array(use),
  term,
  fee_cents: z.number().nullable(),
  note: z.string().nullable(),
  terms_text: z.string().describe("The terms as the model read them, word for word."),
  state: z.enum(RIGHTS_STATES),
  from_claim: z.boolean().describe("Taken at the claim of an offer that asked for them up front."),
  requested_at: z.string(),
  link_expires_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable().describe("Null for perpetual rights and for rights not granted."),
  revoked_at: z.string().nullable(),
  ad_code: z.string().nullable(),
});
export type Rights = z.infer<typeof rightsSchema>;
export const rightsEnvelope = z.object({ data: rightsSchema });

export const contentPostEnvelope = z.object({
  data: z.object({
    id: z.number(),
    type: z.string(),
    thumbnail: z.string(),
    media: z.string(),
    post_url: z.string(),
    posted_at: z.string(),
    likes: z.number(),
    comments: z.number(),
    caption: z.string(),
    disclosure: disclosureSchema,
    tags: tagsSchema,
    rights: rightsFilter,
    model: z.object({ id: z.number(), name: z.string(), avatar: z.string(), handle: z.string().nullable() }),
    offer: z.object({ id: z.number(), title: z.string(), type: z.string() }).nullable(),
    visit: z.object({ claim_id: z.number(), status: z.string(), claimed_at: z.string(), checked_in_at: z.string().nullable() }).nullable(),
    history: z.array(rightsSchema.extend({ requested_by: z.string().nullable(), revoked_by: z.string().nullable() })),
  }),
});
export type ContentPost = z.infer<typeof contentPostEnvelope>["data"];

export const rightsAskedEnvelope = z.object({
  data: z.object({ requests: z.array(rightsSchema.extend({ model: z.string(), posts: z.number() })) }),
});

/** The rights register: every request, one row per post it covers (the CSV's rows). */
export const rightsRegisterEnvelope = z.object({
  data: z.array(
    z.object({
      post_id: z.number(),
      post_url: z.string(),
      posted_at: z.string(),
      model: z.string(),
      handle: z.string().nullable(),
      uses: z.array(use),
      term,
      fee_cents: z.number().nullable(),
      state: z.enum(RIGHTS_STATES),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      requested_at: z.string(),
      ad_code: z.string().nullable(),
    }),
  ),
});
export type RightsRegisterRow = z.infer<typeof rightsRegisterEnvelope>["data"][number];

export const rightsLinkEnvelope = z.object({
  data: z.object({
    brand: z.string(),
    model: z.string(),
    terms_text: z.string(),
    uses: z.array(use),
    term,
    fee_cents: z.number().nullable(),
    note: z.string().nullable(),
    link_expires_at: z.string(),
    posts: z.array(z.object({ id: z.number(), thumbnail: z.string(), post_url: z.string(), type: z.string(), posted_at: z.string() })),
  }),
});
export type RightsLink = z.infer<typeof rightsLinkEnvelope>["data"];

export const rightsAnswerEnvelope = z.object({ data: z.object({ answer: z.enum(["granted", "declined"]), ends_at: z.string().nullable() }) });

export const contentSettingsEnvelope = z.object({
  data: z.object({
    disclosure_words: z.array(z.string()).describe("The brand's own, beside the default ones."),
    default_words: z.array(z.string()),
    show_cleared: z.boolean().describe('Shared reports show "Cleared for ads" on posts with rights to paid ads in force.'),
  }),
});
export type ContentSettings = z.infer<typeof contentSettingsEnvelope>["data"];
