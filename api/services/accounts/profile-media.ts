// Profile media of a business (docs/product/accounts.md#profile-photos): listing, adding, ordering and
// deleting, with the rule that the last profile image can never be deleted.
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, instagramImages, media } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/errors";
import type { BusinessMedia } from "./businesses";

export const LAST_IMAGE_MESSAGE = "Your profile needs at least one image: add another image before deleting this one.";

const profileOf = (businessId: number) => and(eq(media.businessId, businessId), eq(media.isProfile, true));

export async function listProfileMedia(db: Db, businessId: number): Promise<BusinessMedia[]> {
  const rows = await db
    .select({ id: media.id, path: media.path, thumbnail: media.thumbnail, sort: media.sort })
    .from(media)
    .where(profileOf(businessId))
    .orderBy(asc(media.sort), asc(media.id));
  return rows.map((m) => ({ ...m, media_id: m.id }));
}

type NewMedia = { path: string; thumbnail: string; width?: number | null; height?: number | null };

/** Appends images after the existing ones, in the order given; returns the whole list. */
export async function appendProfileMedia(db: Db, businessId: number, items: NewMedia[]) {
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${media.sort}) + 1, 0)::int` })
      .from(media)
      .where(profileOf(businessId))) as [{ next: number }];
    await tx.insert(media).values(items.map((item, i) => ({ businessId, sort: next + i, isProfile: true, ...item })));
  });
  return listProfileMedia(db, businessId);
}

/**
 * The business's own Instagram images whose `key` (id or media URL) is one of `values`, in
 * that order; a value that is not one of its images is refused by `missing`.
 */
async function ownInstagramImages<K extends "id" | "mediaUrl">(
  db: Db,
  businessId: number,
  key: K,
  values: (typeof instagramImages.$inferSelect)[K][],
  missing: (value: (typeof instagramImages.$inferSelect)[K]) => Error,
) {
  if (!values.length) return [];
  const column = instagramImages[key];
  const rows = await db
    .select()
    .from(instagramImages)
    .where(and(eq(instagramImages.businessId, businessId), inArray(column, values)));
  const byKey = new Map(rows.map((row) => [row[key], row]));
  return values.map((value) => {
    const row = byKey.get(value);
    if (!row) throw missing(value);
    return row;
  });
}

/** The business's own Instagram images with these ids; any other id is a 404. */
export const instagramImagesByIds = (db: Db, businessId: number, ids: number[]) =>
  ownInstagramImages(db, businessId, "id", ids, () => notFound("Instagram image not found"));

/** Its Instagram images by URL. Fetching arbitrary URLs from the server would let anyone make it call other hosts. */
export const instagramImagesByUrls = (db: Db, businessId: number, urls: string[]) =>
  ownInstagramImages(db, businessId, "mediaUrl", urls, (url) => badRequest(`Only images of your Instagram account can be added by URL: ${url.slice(0, 200)}`));

/** Instagram images newest first, paged by the last id of the previous page. */
export async function listInstagramImages(db: Db, businessId: number, lastId: number | undefined, limit: number) {
  const rows = await db
    .select({ id: instagramImages.id, media_url: instagramImages.mediaUrl, thumbnail_url: instagramImages.thumbnailUrl })
    .from(instagramImages)
    .where(and(eq(instagramImages.businessId, businessId), lastId ? lt(instagramImages.id, lastId) : undefined))
    .orderBy(desc(instagramImages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { data: page, meta: { has_more: rows.length > limit, last_id: page.at(-1)?.id ?? null } };
}

/**
 * The business's profile images, with its row locked so that two changes at once are taken
 * one after the other; an id in `ids` that is not one of them is a 404.
 */
async function lockedProfileImages(tx: Db, businessId: number, ids: number[]) {
  await lockBusiness(tx, businessId);
  const rows = await tx.select({ id: media.id }).from(media).where(profileOf(businessId));
  const owned = new Set(rows.map((row) => row.id));
  if (ids.some((id) => !owned.has(id))) throw notFound("Image not found");
  return rows;
}

/**
 * Deletes profile images. Refused (409) when none would remain: the business row is locked
 * first, so two deletes at once cannot both pass the check. Files stay in the store: offers
 * made from an image keep its path.
 */
export async function deleteProfileMedia(db: Db, businessId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = await lockedProfileImages(tx, businessId, ids);
    if (rows.length - new Set(ids).size < 1) throw new HttpError(409, LAST_IMAGE_MESSAGE);
    await tx.delete(media).where(and(profileOf(businessId), inArray(media.id, ids)));
  });
  return listProfileMedia(db, businessId);
}

/** Sets the order of every profile image: `ids` must list each of them exactly once. */
export async function sortProfileMedia(db: Db, businessId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = await lockedProfileImages(tx, businessId, ids);
    if (new Set(ids).size !== ids.length || ids.length !== rows.length) {
      throw badRequest("ids must list every profile image exactly once, in the new order.", { ids: "List every profile image once." });
    }
    for (const [sort, id] of ids.entries()) {
      await tx
        .update(media)
        .set({ sort })
        .where(and(profileOf(businessId), eq(media.id, id)));
    }
  });
  return listProfileMedia(db, businessId);
}

async function lockBusiness(tx: Db, businessId: number) {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for("update");
}
