// A claim (attendee) and the offer that carries it, every field as the API sends them
// (api/services/offers/shapes.ts): the answers of the offers' and the claims' routes. Each page's
// schema (offers.ts, shipment.ts, call-sheet.ts, applicants.ts, wizard.ts) names what that page
// reads of the same objects.
import { z } from "zod";
import { locationSchema } from "./common";
import { attendeeSchema, claimModelSchema, groupSchema, memberSchema, offerRightsTermsSchema, offerSchema } from "./offers";
import { shipmentSchema } from "./shipment";

const isoDate = z.string().nullable();

export const claimSchema = attendeeSchema.extend({
  claim_id: z.number(),
  call_time: isoDate,
  call_sheet_status: z.string().nullable(),
  claimed_at: z.string(),
  canceled_at: isoDate,
  expires_at: isoDate,
  posted_at: isoDate,
  posts_count: z.number(),
  /** An applicant's state (unreviewed, liked, selected, dismissed); null for a claim. */
  application_status: z.string().nullable(),
  applicant_status_locked_at: isoDate,
  is_locked: z.boolean(),
  rule_note: z.string().nullable(),
  check_in: z.object({ open: z.boolean(), opens_at: isoDate, closes_at: isoDate, notice: z.string().nullable() }).optional(),
  model: claimModelSchema,
  /** A gift's delivery (null when none is recorded, and on the answers that do not read it). */
  shipment: shipmentSchema.extend({ tracking_status: z.string().nullable() }).nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** A claim after an action on it (check-in, reservation, applicant move, shipment). */
export const claimEnvelope = z.object({ data: claimSchema });

// A member's claim is one of the offer's attendees or awaitings: named here by its id only, so the
// reference does not spell a claim out four more times in every offer.
const memberClaim = z.object({ id: z.number() }).passthrough().describe("The member's claim, as the offer's attendees or awaitings give it.");
const claimMemberSchema = memberSchema.extend({ claim: memberClaim.nullable() });

const range = z.number().nullable();
const ids = z.array(z.number());
const labels = z.array(z.string());
/**
 * A job's model requirements, as the wizard set them: heights ten times the cm number, the other
 * ranges in inches, sizes by their /enum ids, colours and backgrounds by label.
 */
const modelRequirementsSchema = z.object({
  height_minimum: range,
  height_maximum: range,
  waist_size_ids: ids,
  hair_colors: labels,
  eye_colors: labels,
  backgrounds: labels,
  bust_minimum: range,
  bust_maximum: range,
  hips_minimum: range,
  hips_maximum: range,
  dress_size_ids: ids,
  shoe_size_ids: ids,
  collar_minimum: range,
  collar_maximum: range,
  sleeve_minimum: range,
  sleeve_maximum: range,
  suit_size_ids: ids,
  inseam_minimum: range,
  inseam_maximum: range,
  male_shoe_size_ids: ids,
});

const offerMediaSchema = z.object({ id: z.number(), media_id: z.number().nullable(), path: z.string(), thumbnail: z.string(), sort: z.number() });

export const offerResourceSchema = offerSchema.extend({
  business_id: z.number(),
  /** The saved template this offer was made from or saved as (DELETE /templates/{id}/{key}). */
  template_id: z.number().nullable(),
  template_key: z.string().nullable(),
  mode: z.enum(["claim", "apply"]),
  group_min_size: z.number().nullable(),
  group_max_size: z.number().nullable(),
  group_max_number: z.number().nullable(),
  waitlist_spots: z.number(),
  age_limit: z.number().nullable(),
  repeat_type: z.string().nullable(),
  /** The brand's location it runs at (GET /businesses/{id}/locations); null for an offer with no location. */
  location_id: z.number().nullable(),
  location: locationSchema,
  contact_name: z.string(),
  /** canceled, pending (awaiting the marketplace's approval) or past; null: live. */
  state: z.string().nullable(),
  canceled_at: isoDate,
  verification_status: z.string(),
  gift_source: z.string().nullable(),
  deliberation_status: z.string().nullable(),
  deliberation_starts: isoDate,
  deliberation_until: isoDate,
  is_stats_required: z.boolean(),
  /** Days after the visit the model has to post; null: the default. */
  post_within_days: z.number().nullable(),
  value_per_model_cents: z.number().nullable(),
  created_at: z.string(),
  media: z.array(offerMediaSchema),
  taken_spots: z.number(),
  /** -1 when any of the spots is unlimited. */
  available_spots: z.number(),
  applicants_total_count: z.number(),
  applicants_unreviewed_count: z.number(),
  applicants_selected_count: z.number(),
  applicants_liked_count: z.number(),
  applicants_dismissed_count: z.number(),
  deal_call_sheet_ready: z.boolean(),
  is_locked: z.boolean(),
  // The wizard's fields and the call sheet's, kept as they were sent.
  categories: z.array(z.string()).optional(),
  city_ids: z.array(z.number()).optional(),
  display_start_date: z.string().nullish(),
  display_end_date: z.string().nullish(),
  reservation_method: z.string().nullish(),
  reservation_data: z.string().nullish(),
  custom_email_text: z.string().nullish(),
  post_instructions: z.string().nullish(),
  social_mentions: z.array(z.string()).optional(),
  social_hashtags: z.array(z.string()).optional(),
  /** Usage rights a model accepts with the claim; null: the offer asks for none. */
  rights_terms: offerRightsTermsSchema.nullish(),
  /** The call sheet's job requirements, free text: null until the sheet is sent. */
  job_requirements: z.string().nullish(),
  /** A job's model requirements (null on other types); the call sheet leaves them as they are. */
  model_requirements: modelRequirementsSchema.nullish(),
  job_end_date_duration: z.number().nullish(),
  job_start_date_type: z.string().nullish(),
  job_start_date: z.string().nullish(),
  /** Without claims (attendees=false), the offer has no attendees, awaitings or groups. */
  attendees: z.array(claimSchema).optional(),
  awaitings: z.array(claimSchema).optional(),
  groups: z
    .array(
      groupSchema.extend({
        offer_id: z.number(),
        owner: claimMemberSchema.nullable(),
        invitees: z.array(claimMemberSchema),
        confirmed: z.array(claimMemberSchema),
        uncertain: z.array(claimMemberSchema),
      }),
    )
    .optional(),
  /** Past offers: the month (YYYY-MM) whose row the offer is in. */
  period: z.string().optional(),
});

export const offerEnvelope = z.object({ data: offerResourceSchema });

/** A create's answer: the offer, and with several locations every offer made, one per location in the order asked (data is the first). */
export const createdOffersEnvelope = offerEnvelope.extend({ offers: z.array(offerResourceSchema) });

/** A list of offers; Active and Upcoming asked for a page at a time (limit) also say where the next page starts (null: the last). */
export const offerListEnvelope = z.object({ data: z.array(offerResourceSchema), next: z.string().nullable().optional() });
