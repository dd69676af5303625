// The Offer resource as the API returns it (api/README.md, Offer): an offer row with its media, claims
// (attendees), awaiting reservations and groups. Every route that answers with offers (lists,
// the wizard, applicants, Ship & Track) builds them here, in a fixed number of queries for
// any number of offers. The shape is documented in api/README.md (Offers).
import { and, asc, desc, eq, inArray, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db";
import { carriers, claims, groupMembers, groups, locations, models, offerMedia, offers, seatChanges, shipments, users } from "../../db/schema";
import { changeAuthor, changedBy, checkInAuthorColumns, checkInChange } from "../accounts/changes";
import { checkInState } from "./check-in";
import { owesPosts, postDue } from "./posts-due";
import { claimPosts } from "./claims";
import { lastReminders } from "./reminders";
import { countClaims, firstOfEach, isAwaiting, shownIn } from "./claim-counts";
import { GIFT_DONE, trackRecords } from "./track-record";
import { countSpots, type Member, type Offer, type OfferRow, serializeClaim, serializeOfferRow } from "./shapes";
import { ownedOr404 } from "../../lib/errors";
import { RESERVATION_TYPES, type Tab } from "../../../contract/offers";
import { offersOfSeat } from "../accounts/seat-locations";

/**
 * `attendees`: true (default) every offer's claims and groups; false none (counts only);
 * "rows" only for the offers whose cards list them (groups, reservations, awaitings). `tab`
 * names the list: its claims are the ones that list shows (claim-counts.ts, shownIn).
 */
export type SerializeOptions = {
  attendees?: boolean | "rows";
  tab?: Tab;
  now?: Date;
  /** Each claim's model's track record (track-record.ts) and its posts (claims.ts), for the claims modal: two more queries. */
  trackRecord?: boolean;
};

/** Offers whose cards list their claims (docs/product/offers.md#rows-per-type): groups and reservations. */
const listsRows = (row: OfferRow) => row.isGroup || RESERVATION_TYPES.includes(row.type);

/**
 * A reservation card lists this many reservations and as many awaiting ones, the earliest first;
 * the rest are a click away in its claims modal, so a card costs the same at any size.
 */
export const CARD_ROWS = 5;

/**
 * Offers as the contract shapes them, in the order given. Counts come from one aggregate query;
 * claims are read only for the offers that show them (see SerializeOptions).
 */
export async function serializeOffers(db: Db, rows: OfferRow[], opts: SerializeOptions = {}): Promise<Offer[]> {
  if (!rows.length) return [];
  const now = opts.now ?? new Date();
  const ids = rows.map((r) => r.id);
  const detailed = rows.filter((r) => (opts.attendees === "rows" ? listsRows(r) : opts.attendees !== false)).map((r) => r.id);
  const shown = opts.tab ? and(inArray(claims.offerId, detailed), shownIn(opts.tab, now))! : inArray(claims.offerId, detailed);
  // Cards of reservation offers list their first rows only; group cards need every member's claim.
  const reservationCards = opts.attendees === "rows" ? rows.filter((r) => !r.isGroup && RESERVATION_TYPES.includes(r.type)).map((r) => r.id) : [];
  const claimFilter = reservationCards.length
    ? and(shown, or(notInArray(claims.offerId, reservationCards), firstOfEach(reservationCards, shown, CARD_ROWS)))
    : shown;
  // The venues' names: one query for the whole list, however many offers share a location.
  const locationIds = [...new Set(rows.map((r) => r.locationId).filter((id): id is number => id !== null))];
  const [mediaRows, totals, claimRows, groupRows, venueRows] = await Promise.all([
    db.select().from(offerMedia).where(inArray(offerMedia.offerId, ids)).orderBy(asc(offerMedia.sort), asc(offerMedia.id)),
    countClaims(db, ids, opts.tab, now),
    onlyIf(detailed.length > 0, () =>
      db
        .select({ claim: claims, model: models, by: checkInAuthorColumns })
        .from(claims)
        .innerJoin(models, eq(models.id, claims.modelId))
        .leftJoin(seatChanges, checkInChange)
        .leftJoin(users, changeAuthor)
        .where(claimFilter)
        .orderBy(asc(claims.claimedAt), asc(claims.id)),
    ),
    onlyIf(detailed.length > 0, () => db.select().from(groups).where(inArray(groups.offerId, detailed)).orderBy(asc(groups.id))),
    onlyIf(locationIds.length > 0, () => db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, locationIds))),
  ]);
  const venueOf = new Map(venueRows.map((v) => [v.id, v]));
  const claimIds = claimRows.map((r) => r.claim.id);
  const groupIds = groupRows.map((g) => g.id);
  // All offers of one call are one brand's: the track record is "with this brand" for it.
  const withRecord = opts.trackRecord === true && claimRows.length > 0;
  // Reminders are read only for claims of offers that ask for posts, done and not yet posted for.
  const asking = new Set(rows.filter(owesPosts).map((r) => r.id));
  const owing = claimRows
    .filter(({ claim }) => asking.has(claim.offerId) && claim.postsCount === 0 && !claim.postedAt)
    .filter(({ claim }) => claim.checkedInAt || GIFT_DONE.includes(claim.status))
    .map((c) => c.claim.id);
  const [shipmentRows, memberRows, records, reminded, postsOf] = await Promise.all([
    onlyIf(claimIds.length > 0, () =>
      db
        .select({ shipment: shipments, carrier: carriers })
        .from(shipments)
        .leftJoin(carriers, eq(carriers.code, shipments.carrierCode))
        .where(inArray(shipments.claimId, claimIds)),
    ),
    onlyIf(groupIds.length > 0, () =>
      db
        .select({ member: groupMembers, model: models })
        .from(groupMembers)
        .innerJoin(models, eq(models.id, groupMembers.modelId))
        .where(inArray(groupMembers.groupId, groupIds)),
    ),
    withRecord
      ? trackRecords(
          db,
          rows[0]!.businessId,
          claimRows.map((c) => c.model.id),
          now,
        )
      : null,
    lastReminders(db, owing),
    withRecord ? claimPosts(db, claimIds) : null,
  ]);
  const shipmentOf = new Map(shipmentRows.map((s) => [s.shipment.claimId, s]));
  const withDetails = new Set(detailed);

  return rows.map((row) => {
    const total = totals.get(row.id)!;
    const offer: Offer = {
      ...serializeOfferRow(
        row,
        mediaRows.filter((m) => m.offerId === row.id),
        row.locationId === null ? null : (venueOf.get(row.locationId) ?? null),
      ),
      ...countSpots(row, total.held),
      applicants_total_count: total.applicants.total,
      applicants_unreviewed_count: total.applicants.unreviewed,
      applicants_selected_count: total.applicants.selected,
      applicants_liked_count: total.applicants.liked,
      applicants_dismissed_count: total.applicants.dismissed,
      claims_count: total.shown,
      attendees_count: total.shown - total.awaiting,
      awaitings_count: total.awaiting,
      held_elsewhere_count: total.heldElsewhere,
      deal_call_sheet_ready: total.callSheetReady,
      is_locked: total.locked,
    };
    if (opts.attendees === false) return offer;
    if (!withDetails.has(row.id)) return { ...offer, attendees: [], awaitings: [], groups: [] };
    const own = claimRows.filter((c) => c.claim.offerId === row.id);
    const all = own.map((c) => {
      const claim = {
        ...serializeClaim(c.claim, c.model, shipmentOf.get(c.claim.id), changedBy(c.by)),
        check_in: checkInState(c.claim, row, now),
        post_due: postDue(c.claim, row, shipmentOf.get(c.claim.id)?.shipment, now, reminded.get(c.claim.id) ?? null),
        ...(records ? { track_record: records.get(c.model.id)! } : {}),
        ...(postsOf ? { posts: postsOf.get(c.claim.id) ?? [] } : {}),
      };
      // A card's rows show a model's name and handle; the stats are the modal's.
      return opts.attendees === "rows" ? { ...claim, model: { ...claim.model, stats: null } } : claim;
    });
    offer.attendees = all.filter((a) => !isAwaiting(row.type, a));
    offer.awaitings = all.filter((a) => isAwaiting(row.type, a));
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
  const [offer] = await getOffers(db, businessId, [offerId], opts);
  return offer ?? null;
}

/** Offers of the business by id, in the order of `ids`; another business's are left out. */
export async function getOffers(db: Db, businessId: number, ids: number[], opts: SerializeOptions = {}): Promise<Offer[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(offers)
    .where(and(inArray(offers.id, ids), eq(offers.businessId, businessId)));
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return serializeOffers(db, rows, opts);
}

/** The rows of a query that is asked only when it has something to ask for; none otherwise. */
function onlyIf<T>(ask: boolean, query: () => PromiseLike<T[]>): PromiseLike<T[]> {
  return ask ? query() : Promise.resolve([]);
}

/** One offer of the business with everything, or a 404. */
export async function ownedOffer(db: Db, businessId: number, offerId: number, opts: SerializeOptions = {}) {
  return ownedOr404(await getOffer(db, businessId, offerId, opts));
}

/** The 50 newest offers (the wizard's "previous offers"), with their templates and media. */
export async function previousOffers(db: Db, businessId: number, scope?: number[] | null) {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.businessId, businessId), offersOfSeat(scope)))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(50);
  const media = rows.length
    ? await db
        .select()
        .from(offerMedia)
        .where(
          inArray(
            offerMedia.offerId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    subtitle: r.subtitle,
    title: r.title,
    starts_at: r.startsAt?.toISOString() ?? null,
    // A saved template of this offer (deleted with DELETE /templates/{id}/{key}), or null.
    template_id: r.templateId ?? null,
    template_key: r.templateKey ?? null,
    media: media
      .filter((m) => m.offerId === r.id)
      .sort((a, b) => a.sort - b.sort)
      .map((m) => ({ id: m.id, media_id: m.mediaId, path: m.path, thumbnail: m.thumbnail, sort: m.sort })),
  }));
}
