// Actions on one claim (attendee) of an offer (docs/product/offers.md#check-in): check-in, entering a
// reservation time and cancelling it. A claim counts as the caller's when its offer is. And the
// posts of the claims modal's claims, with their disclosure check.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { carriers, claims, models, offers, posts, seatChanges, shipments, users } from "../../db/schema";
import { badRequest, HttpError, notFound, ownedOr404 } from "../../lib/errors";
import { atLocations } from "../accounts/locations";
import { type Author, type ChangedBy, changeAuthor, changedBy, checkInAuthorColumns, checkInChange, recordChange, seatLabel } from "../accounts/changes";
import { CHECK_IN_NOTICE, checkInState, timeOfDay } from "./check-in";
import { FINAL_STATUSES, serializeClaim, type OfferRow } from "./shapes";
import { CHECKABLE, RESERVATION_TYPES } from "../../../contract/offers";
import { REFUSALS } from "../../../contract/refusals";
import type { ClaimPost } from "../../../contract/schemas/offers";

type ClaimRow = typeof claims.$inferSelect;

/** The posts of `claimIds`, by claim, oldest first: one query for all of the claims modal's claims. */
export async function claimPosts(db: Db, claimIds: number[]): Promise<Map<number, ClaimPost[]>> {
  const byClaim = new Map<number, ClaimPost[]>();
  if (!claimIds.length) return byClaim;
  const rows = await db
    .select({ claimId: posts.claimId, id: posts.id, type: posts.type, postedAt: posts.postedAt, disclosure: posts.disclosure })
    .from(posts)
    .where(inArray(posts.claimId, claimIds))
    .orderBy(asc(posts.postedAt), asc(posts.id));
  for (const { claimId, postedAt, ...post } of rows) {
    byClaim.set(claimId!, [...(byClaim.get(claimId!) ?? []), { ...post, posted_at: postedAt.toISOString() }]);
  }
  return byClaim;
}

export const RESERVATION_WINDOW_DAYS = 60;
const DAY = 24 * 60 * 60 * 1000;

/** Statuses of a model who holds a spot and hasn't been checked in yet. */

/** The claim and its offer when the offer is the business's; else a 404. */
export async function ownedClaim(db: Db, businessId: number, claimId: number) {
  const [row] = await db
    .select({ claim: claims, offer: offers })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(and(eq(claims.id, claimId), eq(offers.businessId, businessId)));
  return ownedOr404(row);
}

/** The claim as an Attendee (api/README.md), with its shipment when asked (Ship & Track answers). */
export async function attendeeOf(db: Db, claimId: number, opts: { shipment?: boolean } = {}) {
  const [row] = await db
    .select({ claim: claims, model: models, by: checkInAuthorColumns })
    .from(claims)
    .innerJoin(models, eq(models.id, claims.modelId))
    .leftJoin(seatChanges, checkInChange)
    .leftJoin(users, changeAuthor)
    .where(eq(claims.id, claimId));
  const { claim, model, by } = ownedOr404(row);
  if (!opts.shipment) return serializeClaim(claim, model, undefined, changedBy(by));
  const [ship] = await db
    .select({ shipment: shipments, carrier: carriers })
    .from(shipments)
    .leftJoin(carriers, eq(carriers.code, shipments.carrierCode))
    .where(eq(shipments.claimId, claimId));
  return serializeClaim(claim, model, ship, changedBy(by));
}

/** How late a check-in made without a connection may still be sent (its `at`). */
export const CHECK_IN_LATE_HOURS = 24;
export const CHECK_IN_TOO_OLD = `This check-in was made more than ${CHECK_IN_LATE_HOURS} hours ago and can't be sent any more.`;

/** The refusal of a second check-in: when, and by whom when a seat made the first. */
function alreadyCheckedIn(claim: { checkedInAt: Date | null }, offer: OfferRow, by: ChangedBy | null) {
  const at = claim.checkedInAt ? ` at ${timeOfDay(claim.checkedInAt, offer.timezone)}` : "";
  return `This model was already checked in${at}${by ? ` by ${seatLabel(by)}` : ""}.`;
}

/**
 * Checks a model in, as the seat `by`, at `at` (a phone that had no connection sends when the
 * model was checked in; by default now): in the claim's window at that time, once, whichever of
 * two phones comes first. The second is refused with when and by whom. `db` is a transaction
 * when the call carries an Idempotency-Key (routes/offers/claims.ts).
 */
export async function checkIn(db: Db, by: Author & { locations?: number[] | null }, claimId: number, at?: Date) {
  const now = new Date();
  const when = at && at.getTime() < now.getTime() ? at : now;
  if (now.getTime() - when.getTime() > CHECK_IN_LATE_HOURS * 60 * 60 * 1000) throw badRequest(CHECK_IN_TOO_OLD);
  const { claim, offer } = await ownedClaim(db, by.businessId, claimId);
  // A seat limited to some locations checks in at them alone: another door's claim is not found.
  if (!atLocations(by.locations, offer.locationId)) throw notFound();
  if (claim.status === "used") throw badRequest(alreadyCheckedIn(claim, offer, (await attendeeOf(db, claimId)).checked_in_by));
  if (offer.state === "canceled") throw badRequest("This offer was cancelled.");
  if (!CHECKABLE.includes(claim.status)) throw badRequest(`A claim with status ${claim.status} can't be checked in.`);
  const { notice } = checkInState(claim, offer, when);
  if (notice) throw new HttpError(400, notice, undefined, notice === CHECK_IN_NOTICE ? REFUSALS.checkInOutsideOffer : undefined);
  // The status guard in the update makes two simultaneous check-ins count once; the check-in and
  // the record of its seat are one transaction (a savepoint inside an Idempotency-Key's).
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(claims)
      .set({ status: "used", checkedInAt: when })
      .where(and(eq(claims.id, claimId), inArray(claims.status, CHECKABLE)))
      .returning({ id: claims.id });
    if (rows.length) await recordChange(tx, by, "check_in", { offerId: offer.id, claimId });
    return rows;
  });
  if (!updated.length) {
    const first = await attendeeOf(db, claimId);
    throw badRequest(alreadyCheckedIn({ checkedInAt: first.checked_in_at ? new Date(first.checked_in_at) : null }, offer, first.checked_in_by));
  }
  return attendeeOf(db, claimId);
}

/** Reservation date: required, not in the past, within 60 days (docs/product/offers.md#reservation-times). */
export function reservationDateProblem(when: Date, now: Date): string | null {
  if (when.getTime() <= now.getTime()) return "Date must be in future.";
  if (when.getTime() > now.getTime() + RESERVATION_WINDOW_DAYS * DAY) return "Pick a date within 60 days.";
  return null;
}

/** Enters a reservation time for an owned claim (from ownedClaim). */
export async function reserveClaim(db: Db, { claim, offer }: { claim: ClaimRow; offer: OfferRow }, when: Date) {
  const problem = reservationDateProblem(when, new Date());
  if (problem) throw badRequest(problem, { reserve_for: problem });
  if (!RESERVATION_TYPES.includes(offer.type)) throw badRequest("Only reservation offers take reservation times.");
  if (offer.state === "canceled") throw badRequest("This offer was cancelled.");
  if (FINAL_STATUSES.includes(claim.status)) throw badRequest(`A claim with status ${claim.status} can't be reserved.`);
  await db.update(claims).set({ reservedFor: when }).where(eq(claims.id, claim.id));
  return attendeeOf(db, claim.id);
}

/** Cancelling a reservation clears reserved_for; the claim waits for a new time. */
export async function cancelReservation(db: Db, by: Author, claimId: number) {
  const { offer } = await ownedClaim(db, by.businessId, claimId);
  if (!RESERVATION_TYPES.includes(offer.type)) throw badRequest("Only reservation offers take reservation times.");
  await db.transaction(async (tx) => {
    await tx.update(claims).set({ reservedFor: null }).where(eq(claims.id, claimId));
    await recordChange(tx, by, "cancel_reservation", { offerId: offer.id, claimId });
  });
  return attendeeOf(db, claimId);
}
