// The Offer resource of SPEC §3 as the API returns it: an offer row with its media, claims
// (attendees), awaiting reservations and groups. Every route that answers with offers (lists,
// the wizard, applicants, Ship & Track) builds them here, in a fixed number of queries for
// any number of offers. The shape is documented in api/README.md (Offers).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db";
import { ownedOr404 } from "../lib/auth";
import { carriers, claims, groupMembers, groups, models, offerMedia, offers, shipments } from "../db/schema";
import {
  type Attendee,
  countSpots,
  FINAL_STATUSES,
  type Member,
  type Offer,
  type OfferRow,
  RELEASED_STATUSES,
  RESERVATION_TYPES,
  serializeClaim,
  serializeOfferRow,
} from "./offer-shapes";

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
