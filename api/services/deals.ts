// Offers (deals) of SPEC §7 beyond the tab lists (services/offer-lists.ts): earlier offers to
// start a new one from, and cancelling offers, groups and attendees. Each action is one
// statement or one transaction; repeating one changes nothing more.
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db";
import { claims, groups, offerMedia, offers } from "../db/schema";
import { ownedOr404 } from "../lib/auth";
import { badRequest, notFound } from "../lib/errors";
import { getOffer, ownedOfferRow, type SerializeOptions } from "./offers";
import { FINAL_STATUSES, RESERVATION_TYPES } from "./offer-shapes";

/** One offer of the business with everything, or a 404. */
export async function ownedOffer(db: Db, businessId: number, offerId: number, opts: SerializeOptions = {}) {
  return ownedOr404(await getOffer(db, businessId, offerId, opts));
}

/** The 50 newest offers (the wizard's "previous offers"), with their templates and media. */
export async function previousOffers(db: Db, businessId: number) {
  const rows = await db.select().from(offers).where(eq(offers.businessId, businessId)).orderBy(desc(offers.createdAt), desc(offers.id)).limit(50);
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

/**
 * SPEC §4: state canceled, canceled_at stamped, every attendee cancelled, in one transaction.
 * Repeating it changes nothing more; the stamps keep their first time.
 */
export async function cancelOffer(db: Db, businessId: number, offerId: number) {
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
  });
  return ownedOffer(db, businessId, offerId);
}

/** SPEC §4: cancelling a group sets its status cancelled; answers the group's offer. */
export async function cancelGroup(db: Db, businessId: number, groupId: number) {
  const [found] = await db
    .select({ group: groups })
    .from(groups)
    .innerJoin(offers, eq(offers.id, groups.offerId))
    .where(and(eq(groups.id, groupId), eq(offers.businessId, businessId)));
  const { group } = ownedOr404(found);
  await db.update(groups).set({ status: "cancelled" }).where(eq(groups.id, groupId));
  return ownedOffer(db, businessId, group.offerId);
}

/**
 * SPEC §4: on a reservation offer a cancelled claim stays, stamped canceled; on any other
 * offer it is removed. Every id must be a claim of this offer (from ownedOfferRow).
 */
export async function removeAttendees(db: Db, businessId: number, offer: { id: number; type: string }, attendees: number[]) {
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
  });
  return ownedOffer(db, businessId, offer.id);
}
