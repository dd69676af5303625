// The Offer resource of SPEC §3 as the API returns it: an offer row with its media, claims
// (attendees), awaiting reservations and groups. Every route that answers with offers (lists,
// the wizard, applicants, Ship & Track) builds them here, in a fixed number of queries for
// any number of offers. The shape is documented in api/README.md (Offers).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db";
import { ownedOr404 } from "../lib/auth";
import { carriers, claims, groupMembers, groups, models, offerMedia, offers, shipments } from "../db/schema";

export type OfferRow = typeof offers.$inferSelect;
type ClaimRow = typeof claims.$inferSelect;
type ModelRow = typeof models.$inferSelect;

/** Types whose claims wait for the business to enter a reservation time (SPEC §4). */
export const RESERVATION_TYPES = ["reservation_required", "reservation_placeholder"];

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

export type Attendee = ReturnType<typeof serializeClaim>;
export type Offer = ReturnType<typeof serializeOfferRow> &
  ReturnType<typeof countSpots> & {
    applicants_total_count: number;
    applicants_unreviewed_count: number;
    applicants_selected_count: number;
    applicants_liked_count: number;
    applicants_dismissed_count: number;
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

type ShipmentJoin = { shipment: typeof shipments.$inferSelect; carrier: typeof carriers.$inferSelect | null };

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

export function serializeClaim(claim: ClaimRow, model: ModelRow, shipment?: ShipmentJoin) {
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
    canceled_at: iso(claim.canceledAt),
    expires_at: iso(claim.expiresAt),
    reserved_for: iso(claim.reservedFor),
    posted_at: iso(claim.postedAt),
    posts_count: claim.postsCount,
    application_status: claim.applicationStatus,
    applicant_status_locked_at: iso(claim.applicantStatusLockedAt),
    is_locked: claim.applicantStatusLockedAt !== null,
    model: serializeModel(model),
    shipment: serializeShipment(shipment),
  };
}

type Spot = { available: number; taken: number };
const spot = (total: number, taken: number): Spot => ({ available: total === -1 ? -1 : Math.max(total - taken, 0), taken });

/** Spots taken: with shared spots every claim takes a shared one, otherwise one of its sex. */
function countSpots(offer: OfferRow, held: { sex: string }[]) {
  const shared = offer.sharedSpots !== 0 ? held.length : 0;
  const female = offer.sharedSpots !== 0 ? 0 : held.filter((c) => c.sex === "f").length;
  const male = offer.sharedSpots !== 0 ? 0 : held.filter((c) => c.sex === "m").length;
  const totals = [offer.sharedSpots, offer.femaleSpots, offer.maleSpots];
  const unlimited = totals.includes(-1);
  return {
    spots: { shared_spots: spot(offer.sharedSpots, shared), female_spots: spot(offer.femaleSpots, female), male_spots: spot(offer.maleSpots, male) },
    taken_spots: held.length,
    available_spots: unlimited ? -1 : Math.max(totals.reduce((a, b) => a + b, 0) - held.length, 0),
  };
}

/** The offer's own fields; `details` (the rest of SPEC §3's fields) is spread in first. */
export function serializeOfferRow(offer: OfferRow, media: { id: number; mediaId: number | null; path: string; thumbnail: string; sort: number }[]) {
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
    wages: offer.wages,
    discount: offer.discount,
    created_at: iso(offer.createdAt),
    media: media.map((m) => ({ id: m.id, media_id: m.mediaId, path: m.path, thumbnail: m.thumbnail, sort: m.sort })),
  };
}

type SerializeOptions = { attendees?: boolean };

/**
 * Offers as SPEC §3 shapes them, in the order given. With `attendees: false` the offer keeps
 * its counts (spots, applicants) but leaves out attendees, awaitings and groups.
 */
export async function serializeOffers(db: Db, rows: OfferRow[], opts: SerializeOptions = {}): Promise<Offer[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [mediaRows, claimRows, groupRows] = await Promise.all([
    db.select().from(offerMedia).where(inArray(offerMedia.offerId, ids)).orderBy(asc(offerMedia.sort), asc(offerMedia.id)),
    db
      .select({ claim: claims, model: models })
      .from(claims)
      .innerJoin(models, eq(models.id, claims.modelId))
      .where(inArray(claims.offerId, ids))
      .orderBy(asc(claims.claimedAt), asc(claims.id)),
    db.select().from(groups).where(inArray(groups.offerId, ids)).orderBy(asc(groups.id)),
  ]);
  const claimIds = claimRows.map((r) => r.claim.id);
  const groupIds = groupRows.map((g) => g.id);
  const withDetails = opts.attendees !== false;
  const [shipmentRows, memberRows] = await Promise.all([
    onlyIf(withDetails && claimIds.length > 0, () =>
      db
        .select({ shipment: shipments, carrier: carriers })
        .from(shipments)
        .leftJoin(carriers, eq(carriers.code, shipments.carrierCode))
        .where(inArray(shipments.claimId, claimIds)),
    ),
    onlyIf(withDetails && groupIds.length > 0, () =>
      db
        .select({ member: groupMembers, model: models })
        .from(groupMembers)
        .innerJoin(models, eq(models.id, groupMembers.modelId))
        .where(inArray(groupMembers.groupId, groupIds)),
    ),
  ]);
  const shipmentOf = new Map(shipmentRows.map((s) => [s.shipment.claimId, s]));

  return rows.map((row) => {
    const own = claimRows.filter((c) => c.claim.offerId === row.id);
    const held = own.filter((c) => !RELEASED_STATUSES.includes(c.claim.status)).map((c) => ({ sex: c.model.sex }));
    const applicants = own.filter((c) => c.claim.applicationStatus);
    const countOf = (status: string) => applicants.filter((c) => c.claim.applicationStatus === status).length;
    const offer: Offer = {
      ...serializeOfferRow(
        row,
        mediaRows.filter((m) => m.offerId === row.id),
      ),
      ...countSpots(row, held),
      applicants_total_count: applicants.length,
      applicants_unreviewed_count: countOf("unreviewed"),
      applicants_selected_count: countOf("selected"),
      applicants_liked_count: countOf("liked"),
      applicants_dismissed_count: countOf("dismissed"),
      deal_call_sheet_ready: own.length > 0 && own.every((c) => c.claim.callSheetStatus === "ready"),
      is_locked: own.some((c) => c.claim.applicantStatusLockedAt !== null),
    };
    if (!withDetails) return offer;
    const all = own.map((c) => serializeClaim(c.claim, c.model, shipmentOf.get(c.claim.id)));
    // Awaiting reservations: a reservation offer's open claims that have no time yet.
    const isAwaiting = (a: Attendee) => RESERVATION_TYPES.includes(row.type) && a.reserved_for === null && !FINAL_STATUSES.includes(a.status);
    offer.attendees = all.filter((a) => !isAwaiting(a));
    offer.awaitings = all.filter(isAwaiting);
    offer.groups = groupRows
      .filter((g) => g.offerId === row.id)
      .map((g) => {
        const members = memberRows
          .filter((m) => m.member.groupId === g.id)
          .map((m): Member => {
            const claim = all.find((a) => a.model.user_id === m.model.id && a.group_id === g.id) ?? null;
            return {
              user_id: m.model.id,
              first_name: m.model.firstName,
              last_name: m.model.lastName,
              avatar: m.model.avatar,
              owner: m.model.id === g.ownerModelId,
              status: m.member.status,
              claim,
            };
          });
        return {
          id: g.id,
          offer_id: g.offerId,
          status: g.status,
          owner: members.find((m) => m.owner) ?? null,
          invitees: members.filter((m) => m.status === "invited"),
          confirmed: members.filter((m) => m.status === "confirmed"),
          uncertain: members.filter((m) => m.status === "uncertain"),
        };
      });
    return offer;
  });
}

/** The business's offer row, or a 404. */
export async function ownedOfferRow(db: Db, businessId: number, offerId: number): Promise<OfferRow> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.businessId, businessId)));
  return ownedOr404(row);
}

/** One offer of the business with everything, or null (the caller answers 404). */
export async function getOffer(db: Db, businessId: number, offerId: number, opts: SerializeOptions = {}): Promise<Offer | null> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.businessId, businessId)));
  if (!rows.length) return null;
  const [offer] = await serializeOffers(db, rows, opts);
  return offer ?? null;
}

/** The rows of a query that is asked only when it has something to ask for; none otherwise. */
function onlyIf<T>(ask: boolean, query: () => PromiseLike<T[]>): PromiseLike<T[]> {
  return ask ? query() : Promise.resolve([]);
}
