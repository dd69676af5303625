// zod schemas of the offer responses the Offers page relies on (api/README.md, Offers).
// Unknown fields pass through, so other pages can read more of the same objects.
import { z } from "zod";
import { postDueSchema } from "./posts-due";
import { disclosureSchema } from "./content";
import { RIGHTS_TERM_KEYS, RIGHTS_USE_KEYS, type RightsTerm, type RightsUse } from "../content";

const isoDate = z.string().nullable();

export const modelSchema = z
  .object({
    user_id: z.number(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string(),
    sex: z.string(),
    instagram: z.object({ handle: z.string(), number_of_followers: z.number() }).passthrough().nullable(),
  })
  .passthrough();

/** A claim's model with everything the API sends: the whole Instagram account, a photo and the stats (null on a list's card). */
export const claimModelSchema = modelSchema.extend({
  instagram: z.object({ id: z.string(), handle: z.string(), username: z.string(), profile_url: z.string(), number_of_followers: z.number() }).nullable(),
  media: z.object({ path: z.string(), thumbnail: z.string() }).passthrough(),
  stats: z.record(z.unknown()).nullable(),
});

const recordCountsSchema = z.object({
  claims: z.number(),
  kept: z.number(),
  no_shows: z.number(),
  completed: z.number(),
  posted: z.number(),
  posting_rate: z.number().nullable(),
});
export type RecordCounts = z.infer<typeof recordCountsSchema>;

/**
 * A model's track record (api/services/offers/track-record.ts): totals with this brand and with all
 * brands, whether the model is new (under 3 claims made) and the line the API writes for it.
 */
export const trackRecordSchema = z.object({ brand: recordCountsSchema, all: recordCountsSchema, new: z.boolean(), line: z.string() });
export type TrackRecord = z.infer<typeof trackRecordSchema>;

/** The seat that made a change (api/services/accounts/changes.ts). */
export const changedBySchema = z.object({ name: z.string(), role: z.enum(["owner", "manager", "door"]) });

/** A claim's post as the claims modal shows it: its disclosure check links to its page in the content library. */
export const claimPostSchema = z.object({ id: z.number(), type: z.string(), posted_at: z.string(), disclosure: disclosureSchema });
export type ClaimPost = z.infer<typeof claimPostSchema>;

/** The usage rights an offer asks for up front (the wizard's "Usage rights"), accepted by a model with the claim. */
export const offerRightsTermsSchema = z.object({
  uses: z.array(z.enum(RIGHTS_USE_KEYS as [RightsUse, ...RightsUse[]])),
  term: z.enum(RIGHTS_TERM_KEYS as [RightsTerm, ...RightsTerm[]]),
  fee_cents: z.number().nullable(),
  note: z.string().nullable(),
});

export const attendeeSchema = z
  .object({
    id: z.number(),
    offer_id: z.number(),
    group_id: z.number().nullable(),
    status: z.string(),
    spot_type: z.string().nullable(),
    starts_at: isoDate,
    ends_at: isoDate,
    checked_in_at: isoDate,
    /** The seat that checked the model in (null before seats existed, or not checked in). */
    checked_in_by: changedBySchema.nullish(),
    reserved_for: isoDate,
    /** Whether the claim takes one of the offer's spots (not canceled, cancelled, expired or declined). */
    holds_spot: z.boolean(),
    /** Whether the API would check this model in now, and its notice when not (api/services/offers/check-in.ts). */
    check_in: z.object({ open: z.boolean(), notice: z.string().nullable() }).passthrough().optional(),
    /** Posts the model owes, null when none. */
    post_due: postDueSchema.nullish(),
    /** Sent with one offer's claims (the claims modal), not with the lists' cards. */
    track_record: trackRecordSchema.optional(),
    /** The claim's posts, oldest first: sent with one offer's claims (the claims modal), as the track record is. */
    posts: z.array(claimPostSchema).optional(),
    model: modelSchema,
  })
  .passthrough();
export type Attendee = z.infer<typeof attendeeSchema>;

export const memberSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string(),
  owner: z.boolean(),
  status: z.string(),
  claim: attendeeSchema.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const groupSchema = z.object({
  id: z.number(),
  status: z.string().nullable(),
  owner: memberSchema.nullable(),
  invitees: z.array(memberSchema),
  confirmed: z.array(memberSchema),
  uncertain: z.array(memberSchema),
});
export type Group = z.infer<typeof groupSchema>;

const spotSchema = z.object({ available: z.number(), taken: z.number() });

/** The brand's location an offer runs at, by name (GET /businesses/{id}/locations has the rest). */
export const venueSchema = z.object({ id: z.number(), name: z.string() });
export type Venue = z.infer<typeof venueSchema>;

export const offerSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    mode: z.string(),
    subtitle: z.string(),
    title: z.string(),
    description: z.string(),
    is_vegan: z.boolean(),
    is_group: z.boolean(),
    must_post: z.boolean(),
    has_no_location: z.boolean(),
    /** Where it runs, for the cards' "At …"; null for an offer with no location. A retired location keeps its name here. */
    venue: venueSchema.nullable(),
    shared_spots: z.number(),
    female_spots: z.number(),
    male_spots: z.number(),
    star_spots: z.number(),
    spots: z.object({ shared_spots: spotSchema, female_spots: spotSchema, male_spots: spotSchema }),
    starts_at: isoDate,
    ends_at: isoDate,
    visible_from: isoDate,
    visible_until: isoDate,
    timezone: z.string(),
    state: z.string().nullable(),
    is_cancelled: z.boolean(),
    wages: z.string().nullable(),
    discount: z.string().nullable(),
    media: z.array(z.object({ id: z.number(), path: z.string(), thumbnail: z.string(), sort: z.number() })),
    /** Every claim the list shows, attendees and awaiting reservations: the title's 'N CLAIMS'. */
    claims_count: z.number(),
    /** Its two parts: the attendees and the awaiting reservations the list shows (a card lists the first few of each). */
    attendees_count: z.number(),
    awaitings_count: z.number(),
    /** Claims holding a spot that the list does not show (in Active, reservations more than 24 hours away). */
    held_elsewhere_count: z.number(),
    /** Held claims on star spots (the spots' counts are of every claim, whatever the list). */
    star_spots_taken: z.number(),
    attendees: z.array(attendeeSchema).default([]),
    awaitings: z.array(attendeeSchema).default([]),
    groups: z.array(groupSchema).default([]),
    period: z.string().optional(),
  })
  .passthrough();
export type Offer = z.infer<typeof offerSchema>;

/** A page of the Active or Upcoming list, and the cursor of the next page (null on the last). */
export const offerPageSchema = z.object({ data: z.array(offerSchema), next: z.string().nullable() });
export const periodsSchema = z.object({ data: z.array(z.object({ period: z.string(), title: z.string(), count: z.number() })) });
export type Period = z.infer<typeof periodsSchema>["data"][number];
