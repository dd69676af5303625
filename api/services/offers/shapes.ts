// The Offer resource's shapes (api/README.md "Offers"): rows turned into the JSON the
// API answers with, and the status lists the rules share. Pure: the queries that gather the
// rows are in offers.ts.
import { carriers, claims, models, offers, shipments } from "../../db/schema";
import type { ChangedBy } from "../accounts/changes";
import type { CheckInState } from "./check-in";
import type { TrackRecord } from "./track-record";

export type OfferRow = typeof offers.$inferSelect;
type ClaimRow = typeof claims.$inferSelect;
type ModelRow = typeof models.$inferSelect;

/** Types whose claims wait for the business to enter a reservation time. */

/** Attendee statuses that no longer hold a spot. */
export const RELEASED_STATUSES = ["canceled", "cancelled", "expired", "declined"];

/** Statuses cancelling an offer leaves alone: the visit or the delivery already happened. */
export const FINAL_STATUSES = [...RELEASED_STATUSES, "used", "delivered", "shipped", "failure"];

export type Member = {
  user_id: number;
  first_name: string;
  last_name: string;
  avatar: string;
  owner: boolean;
  status: string;
  claim: Attendee | null;
};

export type Group = {
  id: number;
  offer_id: number;
  status: string | null;
  owner: Member | null;
  invitees: Member[];
  confirmed: Member[];
  uncertain: Member[];
};

/** An offer's claim; `check_in` says whether its model can be checked in now (check-in.ts). */
export type Attendee = ReturnType<typeof serializeClaim> & { check_in?: CheckInState; track_record?: TrackRecord };
export type Offer = ReturnType<typeof serializeOfferRow> &
  ReturnType<typeof countSpots> & {
    applicants_total_count: number;
    applicants_unreviewed_count: number;
    applicants_selected_count: number;
    applicants_liked_count: number;
    applicants_dismissed_count: number;
    /**
     * Every claim the list asked for shows, its attendees and its awaiting reservations (all but
     * hidden ones when no list was named): the 'N CLAIMS' of the card and the claims modal.
     */
    claims_count: number;
    /** The attendees the list shows (claims_count less the awaiting reservations). */
    attendees_count: number;
    /** The awaiting reservations the list shows. */
    awaitings_count: number;
    /** Claims that hold a spot but the list does not show: in Active, reservations more than 24 hours away. */
    held_elsewhere_count: number;
    deal_call_sheet_ready: boolean;
    is_locked: boolean;
    attendees?: Attendee[];
    awaitings?: Attendee[];
    groups?: Group[];
  };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function serializeModel(model: ModelRow) {
  return {
    user_id: model.id,
    name: model.name,
    first_name: model.firstName,
    last_name: model.lastName,
    avatar: model.avatar,
    sex: model.sex as "f" | "m",
    instagram: model.instagram
      ? {
          id: model.instagram.id,
          handle: model.instagram.handle,
          username: model.instagram.username,
          profile_url: model.instagram.profile_url,
          number_of_followers: model.instagram.number_of_followers,
        }
      : null,
    media: { path: model.photos[0] ?? model.avatar, thumbnail: model.avatar },
    stats: model.stats ?? null,
  };
}

export type ShipmentJoin = { shipment: typeof shipments.$inferSelect; carrier: typeof carriers.$inferSelect | null };

function serializeShipment(row: ShipmentJoin | undefined) {
  if (!row) return null;
  const { shipment, carrier } = row;
  return {
    status: shipment.status,
    tracking_status: shipment.trackingStatus,
    tracking_number: shipment.trackingNumber,
    tracking_url: carrier && shipment.trackingNumber ? carrier.trackingUrl.replace("{number}", encodeURIComponent(shipment.trackingNumber)) : null,
    carrier: carrier ? { code: carrier.code, title: carrier.title, logo_url: carrier.logoUrl } : null,
    address: shipment.address ?? null,
  };
}

/** `checkedInBy`: the seat that checked the model in (services/accounts/changes.ts), where the query joined it. */
export function serializeClaim(claim: ClaimRow, model: ModelRow, shipment?: ShipmentJoin, checkedInBy: ChangedBy | null = null) {
  return {
    id: claim.id,
    claim_id: claim.id,
    offer_id: claim.offerId,
    group_id: claim.groupId,
    status: claim.status,
    spot_type: claim.spotType,
    starts_at: iso(claim.startsAt),
    ends_at: iso(claim.endsAt),
    call_time: iso(claim.callTime),
    call_sheet_status: claim.callSheetStatus,
    claimed_at: iso(claim.claimedAt),
    checked_in_at: iso(claim.checkedInAt),
    checked_in_by: checkedInBy,
    canceled_at: iso(claim.canceledAt),
    expires_at: iso(claim.expiresAt),
    reserved_for: iso(claim.reservedFor),
    posted_at: iso(claim.postedAt),
    posts_count: claim.postsCount,
    application_status: claim.applicationStatus,
    applicant_status_locked_at: iso(claim.applicantStatusLockedAt),
    is_locked: claim.applicantStatusLockedAt !== null,
    /** Why the brand's rule for who may claim skips this applicant (claim-rule.ts), or null. */
    rule_note: claim.ruleNote,
    /** Whether the claim takes one of the offer's spots (see RELEASED_STATUSES). */
    holds_spot: !RELEASED_STATUSES.includes(claim.status),
    model: serializeModel(model),
    shipment: serializeShipment(shipment),
  };
}

type Spot = { available: number; taken: number };
const spot = (total: number, taken: number): Spot => ({ available: total === -1 ? -1 : Math.max(total - taken, 0), taken });

/** Claims holding a spot, by the model's sex, and those of them on a star spot (see RELEASED_STATUSES). */
export type HeldSpots = { female: number; male: number; star: number; total: number };

/** Spots taken: with shared spots every claim takes a shared one, otherwise one of its sex. */
export function countSpots(offer: OfferRow, held: HeldSpots) {
  const shared = offer.sharedSpots !== 0 ? held.total : 0;
  const female = offer.sharedSpots !== 0 ? 0 : held.female;
  const male = offer.sharedSpots !== 0 ? 0 : held.male;
  const totals = [offer.sharedSpots, offer.femaleSpots, offer.maleSpots];
  const unlimited = totals.includes(-1);
  return {
    spots: { shared_spots: spot(offer.sharedSpots, shared), female_spots: spot(offer.femaleSpots, female), male_spots: spot(offer.maleSpots, male) },
    taken_spots: held.total,
    star_spots_taken: held.star,
    available_spots: unlimited ? -1 : Math.max(totals.reduce((a, b) => a + b, 0) - held.total, 0),
  };
}

/** The brand's location an offer runs at, by name, as the cards say where ("At Demo Bistro Downtown"). */
export type Venue = { id: number; name: string };

/** The offer's own fields; `details` (the rest of the contract's fields) is spread in first. */
export function serializeOfferRow(
  offer: OfferRow,
  media: { id: number; mediaId: number | null; path: string; thumbnail: string; sort: number }[],
  venue: Venue | null,
) {
  const details = offer.details as Record<string, unknown>;
  const end = offer.endsAt ?? offer.visibleUntil;
  return {
    ...details,
    id: offer.id,
    business_id: offer.businessId,
    template_id: offer.templateId,
    template_key: offer.templateKey,
    type: offer.type,
    mode: offer.mode as "claim" | "apply",
    subtitle: offer.subtitle,
    title: offer.title,
    description: offer.description,
    is_vegan: offer.isVegan,
    is_group: offer.isGroup,
    must_post: offer.mustPost || offer.type === "must_post",
    group_min_size: offer.groupMinSize,
    group_max_size: offer.groupMaxSize,
    group_max_number: offer.groupMaxNumber,
    shared_spots: offer.sharedSpots,
    male_spots: offer.maleSpots,
    female_spots: offer.femaleSpots,
    star_spots: offer.starSpots,
    waitlist_spots: offer.waitlistSpots,
    age_limit: offer.ageLimit,
    repeat_type: offer.repeatType,
    starts_at: iso(offer.startsAt),
    ends_at: iso(offer.endsAt),
    timezone: offer.timezone,
    visible_from: iso(offer.visibleFrom),
    visible_until: iso(offer.visibleUntil),
    has_no_location: offer.hasNoLocation,
    location_id: offer.locationId,
    venue,
    location: offer.location ?? null,
    contact_name: offer.contactName,
    // Stored: canceled, or pending (awaiting the marketplace's approval); an offer whose end
    // has passed is past; a live approved offer has no state.
    state: offer.state ?? (end && end.getTime() < Date.now() ? "past" : null),
    canceled_at: iso(offer.canceledAt),
    is_cancelled: offer.state === "canceled",
    verification_status: offer.verificationStatus,
    gift_source: offer.giftSource,
    deliberation_status: offer.deliberationStatus,
    deliberation_starts: iso(offer.deliberationStarts),
    deliberation_until: iso(offer.deliberationUntil),
    is_stats_required: offer.isStatsRequired,
    /** Days after the visit the model has to post, null for the default (posts-due.ts POST_WINDOW_DAYS). */
    post_within_days: offer.postWithinDays,
    wages: offer.wages,
    discount: offer.discount,
    // What one model's perk or gift is worth to the brand (cost per result); only the brand's own calls carry offers.
    value_per_model_cents: offer.valuePerModelCents,
    created_at: iso(offer.createdAt),
    media: media.map((m) => ({ id: m.id, media_id: m.mediaId, path: m.path, thumbnail: m.thumbnail, sort: m.sort })),
  };
}
