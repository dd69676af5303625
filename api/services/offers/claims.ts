// Actions on one claim (attendee) of an offer (SPEC §4, §5, §7): check-in, entering a
// reservation time and cancelling it. A claim counts as the caller's when its offer is.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { carriers, claims, models, offers, shipments } from "../../db/schema";
import { badRequest, ownedOr404 } from "../../lib/errors";
import { checkInState } from "./check-in";
import { FINAL_STATUSES, RESERVATION_TYPES, serializeClaim, type OfferRow } from "./shapes";

type ClaimRow = typeof claims.$inferSelect;

export const RESERVATION_WINDOW_DAYS = 60;
const DAY = 24 * 60 * 60 * 1000;

/** Statuses of a model who holds a spot and hasn't been checked in yet. */
export const CHECKABLE = ["active", "incomplete", "pending", "accepted", "secured"];

/** The claim and its offer when the offer is the business's; else a 404. */
export async function ownedClaim(db: Db, businessId: number, claimId: number) {
  const [row] = await db
    .select({ claim: claims, offer: offers })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(and(eq(claims.id, claimId), eq(offers.businessId, businessId)));
  return ownedOr404(row);
}

/** The claim as an Attendee (SPEC §3), with its shipment when asked (Ship & Track answers). */
export async function attendeeOf(db: Db, claimId: number, opts: { shipment?: boolean } = {}) {
  const [row] = await db.select({ claim: claims, model: models }).from(claims).innerJoin(models, eq(models.id, claims.modelId)).where(eq(claims.id, claimId));
  const { claim, model } = ownedOr404(row);
  if (!opts.shipment) return serializeClaim(claim, model);
  const [ship] = await db
    .select({ shipment: shipments, carrier: carriers })
    .from(shipments)
    .leftJoin(carriers, eq(carriers.code, shipments.carrierCode))
    .where(eq(shipments.claimId, claimId));
  return serializeClaim(claim, model, ship);
}

export async function checkIn(db: Db, businessId: number, claimId: number) {
  const { claim, offer } = await ownedClaim(db, businessId, claimId);
  if (claim.status === "used") throw badRequest("This model is already checked in.");
  if (offer.state === "canceled") throw badRequest("This offer was cancelled.");
  if (!CHECKABLE.includes(claim.status)) throw badRequest(`A claim with status ${claim.status} can't be checked in.`);
  const { notice } = checkInState(claim, offer, new Date());
  if (notice) throw badRequest(notice);
  // The status guard in the update makes two simultaneous check-ins count once.
  const updated = await db
    .update(claims)
    .set({ status: "used", checkedInAt: new Date() })
    .where(and(eq(claims.id, claimId), inArray(claims.status, CHECKABLE)))
    .returning({ id: claims.id });
  if (!updated.length) throw badRequest("This model is already checked in.");
  return attendeeOf(db, claimId);
}

/** SPEC §5 Reservation date: required, not in the past, within 60 days. */
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

/** Cancelling a reservation clears reserved_for (SPEC §4); the claim waits for a new time. */
export async function cancelReservation(db: Db, businessId: number, claimId: number) {
  const { offer } = await ownedClaim(db, businessId, claimId);
  if (!RESERVATION_TYPES.includes(offer.type)) throw badRequest("Only reservation offers take reservation times.");
  await db.update(claims).set({ reservedFor: null }).where(eq(claims.id, claimId));
  return attendeeOf(db, claimId);
}
