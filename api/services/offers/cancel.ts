// Cancelling offers, groups and attendees (docs/product/offers.md#cancellations; DELETE /deals/...). Each action is one
// statement or one transaction; repeating one changes nothing more.
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, groups, offers } from "../../db/schema";
import { badRequest, notFound, ownedOr404 } from "../../lib/errors";
import { type Author, recordChange } from "../accounts/changes";
import { ownedOffer, ownedOfferRow } from "./offer";
import { FINAL_STATUSES } from "./shapes";
import { RESERVATION_TYPES } from "../../../contract/offers";

/**
 * State canceled, canceled_at stamped, every attendee cancelled, in one transaction.
 * Repeating it changes nothing more; the stamps keep their first time.
 */
export async function cancelOffer(db: Db, by: Author, offerId: number) {
  const { businessId } = by;
  const offer = await ownedOfferRow(db, businessId, offerId);
  const end = offer.endsAt ?? offer.visibleUntil;
  if (offer.state !== "canceled" && (offer.state === "past" || (end && end.getTime() < Date.now()))) {
    throw badRequest("This offer has already ended, so it can't be cancelled.");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(offers)
      .set({ state: "canceled", canceledAt: sql`coalesce(${offers.canceledAt}, now())` })
      .where(and(eq(offers.id, offerId), eq(offers.businessId, businessId)));
    await tx
      .update(claims)
      .set({ status: "canceled", canceledAt: sql`coalesce(${claims.canceledAt}, now())` })
      .where(and(eq(claims.offerId, offerId), notInArray(claims.status, FINAL_STATUSES)));
    await recordChange(tx, by, "cancel_offer", { offerId });
  });
  return ownedOffer(db, businessId, offerId);
}

/** Cancelling a group sets its status cancelled; answers the group's offer. */
export async function cancelGroup(db: Db, by: Author, groupId: number) {
  const { businessId } = by;
  const [found] = await db
    .select({ group: groups })
    .from(groups)
    .innerJoin(offers, eq(offers.id, groups.offerId))
    .where(and(eq(groups.id, groupId), eq(offers.businessId, businessId)));
  const { group } = ownedOr404(found);
  await db.transaction(async (tx) => {
    await tx.update(groups).set({ status: "cancelled" }).where(eq(groups.id, groupId));
    await recordChange(tx, by, "cancel_group", { offerId: group.offerId, detail: `group ${groupId}` });
  });
  return ownedOffer(db, businessId, group.offerId);
}

/**
 * On a reservation offer a cancelled claim stays, stamped canceled; on any other
 * offer it is removed. Every id must be a claim of this offer (from ownedOfferRow).
 */
export async function removeAttendees(db: Db, by: Author, offer: { id: number; type: string }, attendees: number[]) {
  const ids = [...new Set(attendees)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.offerId, offer.id), inArray(claims.id, ids)));
    if (found.length !== ids.length) throw notFound("Not found: an attendee isn't a claim of this offer.");
    if (RESERVATION_TYPES.includes(offer.type)) {
      await tx
        .update(claims)
        .set({ status: "canceled", canceledAt: sql`coalesce(${claims.canceledAt}, now())` })
        .where(and(eq(claims.offerId, offer.id), inArray(claims.id, ids)));
    } else {
      await tx.delete(claims).where(and(eq(claims.offerId, offer.id), inArray(claims.id, ids)));
    }
    for (const claimId of ids) await recordChange(tx, by, "remove_attendees", { offerId: offer.id, claimId });
  });
  return ownedOffer(db, by.businessId, offer.id);
}
