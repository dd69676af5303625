// Applicants of apply-mode offers (docs/product/applicants.md):
// the list by filter state with bucket counts, moving one applicant, FINALIZE, and the recent
// Instagram posts of a model who applied. Everything is scoped to the caller's business:
// another business's offer or claim is a 404.
import { type Author, recordChange } from "../accounts/changes";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, models, offers } from "../../db/schema";
import { badRequest, HttpError, ownedOr404 } from "../../lib/errors";
import { getOffer, ownedOfferRow } from "./offer";
import { serializeClaim, type OfferRow } from "./shapes";
import { trackRecords } from "./track-record";
import { ALLOWED_MOVES, type ApplicantStatus } from "../../../contract/offers";

export const SELECTIONS_FULL = "Selections are full";
export const APPLICANT_FINALIZED = "Applicant already finalized";

/** How many applicants may be selected: every spot of the offer (-1 when any is unlimited). */
export function selectionSpots(offer: Pick<OfferRow, "sharedSpots" | "femaleSpots" | "maleSpots">) {
  const totals = [offer.sharedSpots, offer.femaleSpots, offer.maleSpots];
  return totals.includes(-1) ? -1 : totals.reduce((a, b) => a + b, 0);
}

/** The business's offer that takes applications; 404 for anyone else's, 400 for a claim-mode one. */
export async function ownedApplyOffer(db: Db, businessId: number, offerId: number) {
  const offer = await ownedOfferRow(db, businessId, offerId);
  if (offer.mode !== "apply") throw badRequest("This offer takes claims, not applications.");
  return offer;
}

async function buckets(db: Db, offer: OfferRow) {
  const rows = await db
    .select({ status: claims.applicationStatus, count: sql<number>`count(*)::int` })
    .from(claims)
    .where(eq(claims.offerId, offer.id))
    .groupBy(claims.applicationStatus);
  const countOf = (s: ApplicantStatus) => rows.find((r) => r.status === s)?.count ?? 0;
  return {
    dismissed: countOf("dismissed"),
    unreviewed: countOf("unreviewed"),
    liked: countOf("liked"),
    selected: countOf("selected"),
    spots: selectionSpots(offer),
  };
}

/** The orders the applicants grid offers (docs/product/applicants.md#sort-orders); without one, the order they applied in. */
export const APPLICANT_SORTS = ["alphabetically", "alphabetically-reversed", "most-recent", "least-recent", "ig-greatest", "ig-fewest"] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

const followers = sql`coalesce((${models.instagram}->>'number_of_followers')::bigint, 0)`;
const name = sql`lower(${models.name})`;
/** Each sort, then the claim's id: one stable order for the grid, its pages and previous / next. */
const ORDER: Record<ApplicantSort, SQL[]> = {
  alphabetically: [asc(name), asc(models.name)],
  "alphabetically-reversed": [desc(name), desc(models.name)],
  "most-recent": [desc(claims.claimedAt)],
  "least-recent": [asc(claims.claimedAt)],
  "ig-greatest": [desc(followers)],
  "ig-fewest": [asc(followers)],
};

/** Applicants the brand's rule skips (claim-rule.ts) come after the others, whatever the sort. */
const RULED_LAST = asc(sql`(${claims.ruleNote} is not null)`);

/**
 * One applicant in the list of the state it is in now (whatever list a link named): the claim
 * with the model's photos, its place in that list in the sort's order, and its neighbours'
 * ids, from one window over the list in the database. 404 when the claim is no applicant of
 * this offer.
 */
export async function applicantInList(db: Db, offer: OfferRow, claimId: number, sort: ApplicantSort = "alphabetically") {
  const [row] = await db
    .select({ claim: claims, model: models })
    .from(claims)
    .innerJoin(models, eq(models.id, claims.modelId))
    .where(and(eq(claims.id, claimId), eq(claims.offerId, offer.id), sql`${claims.applicationStatus} is not null`));
  if (!row) throw new HttpError(404, "Applicant not found.");
  const status = row.claim.applicationStatus as ApplicantStatus;
  const order = sql.join([RULED_LAST, ...ORDER[sort], asc(claims.id)], sql`, `);
  const list = db
    .select({
      id: claims.id,
      position: sql<number>`row_number() over (order by ${order})`.as("position"),
      previousId: sql<number | null>`lag(${claims.id}) over (order by ${order})`.as("previous_id"),
      nextId: sql<number | null>`lead(${claims.id}) over (order by ${order})`.as("next_id"),
    })
    .from(claims)
    .innerJoin(models, eq(models.id, claims.modelId))
    .where(and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, status)))
    .as("list");
  const [[place], counts, records] = await Promise.all([
    db.select().from(list).where(eq(list.id, claimId)),
    buckets(db, offer),
    trackRecords(db, offer.businessId, [row.model.id], new Date()),
  ]);
  const c = serializeClaim(row.claim, row.model);
  return {
    data: { ...c, model: { ...c.model, photos: row.model.photos }, track_record: records.get(row.model.id)! },
    meta: {
      status,
      sort,
      position: Number(place?.position ?? 1),
      total: counts[status],
      previous_id: place?.previousId ?? null,
      next_id: place?.nextId ?? null,
    },
    buckets: counts,
  };
}

/** The spec's response shape: applicants.data (one page) and buckets (counts per state). */
export async function listApplicants(db: Db, offer: OfferRow, query: { status?: ApplicantStatus; sort?: ApplicantSort; page: number; per_page: number }) {
  const where = query.status
    ? and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, query.status))
    : and(eq(claims.offerId, offer.id), sql`${claims.applicationStatus} is not null`);
  const [rows, counts] = await Promise.all([
    db
      .select({ claim: claims, model: models })
      .from(claims)
      .innerJoin(models, eq(models.id, claims.modelId))
      .where(where)
      .orderBy(RULED_LAST, ...(query.sort ? ORDER[query.sort] : [asc(claims.claimedAt)]), asc(claims.id))
      .limit(query.per_page)
      .offset(query.page * query.per_page),
    buckets(db, offer),
  ]);
  // Every applicant's track record from one grouped query over the page's models.
  const records = await trackRecords(
    db,
    offer.businessId,
    rows.map((r) => r.model.id),
    new Date(),
  );
  const total = query.status ? counts[query.status] : counts.dismissed + counts.unreviewed + counts.liked + counts.selected;
  return {
    // The model's photos are added for the applicant's slideshow.
    applicants: {
      data: rows.map((r) => {
        const c = serializeClaim(r.claim, r.model);
        return { ...c, model: { ...c.model, photos: r.model.photos }, track_record: records.get(r.model.id)! };
      }),
      meta: { page: query.page, per_page: query.per_page, total },
    },
    buckets: counts,
  };
}

/** Moves one applicant (docs/product/applicants.md#selecting), in one transaction holding the offer row, so two selections can't both take the last spot. */
export async function moveApplicant(db: Db, by: Author, claimId: number, status: ApplicantStatus) {
  const { businessId } = by;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ claim: claims, offer: offers })
      .from(claims)
      .innerJoin(offers, eq(offers.id, claims.offerId))
      .where(and(eq(claims.id, claimId), eq(offers.businessId, businessId)));
    const { claim, offer } = ownedOr404(row);
    await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offer.id)).for("update");
    const from = claim.applicationStatus as ApplicantStatus | null;
    if (offer.mode !== "apply" || !from) throw badRequest("This claim is not an application.");
    if (claim.applicantStatusLockedAt) throw new HttpError(409, APPLICANT_FINALIZED);
    if (from === status) return claim;
    if (!ALLOWED_MOVES[from].includes(status)) throw badRequest(`An applicant can't be moved from ${from} to ${status}.`);
    if (status === "selected") {
      const spots = selectionSpots(offer);
      const [{ count }] = (await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(claims)
        .where(and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, "selected")))) as [{ count: number }];
      if (spots !== -1 && count >= spots) throw new HttpError(409, SELECTIONS_FULL);
    }
    const [next] = await tx.update(claims).set({ applicationStatus: status }).where(eq(claims.id, claim.id)).returning();
    await recordChange(tx, by, "select", { offerId: offer.id, claimId: claim.id, detail: status });
    return next!;
  });
  const [model] = await db.select().from(models).where(eq(models.id, updated.modelId));
  return serializeClaim(updated, model!);
}

/**
 * FINALIZE (docs/product/applicants.md#finalizing): the offer's deliberation becomes finalized and its selected applicants
 * are locked. Allowed once the deliberation start has passed; repeating it is a no-op.
 */
export async function finalizeApplicants(db: Db, by: Author, offer: OfferRow) {
  const now = new Date();
  if (offer.deliberationStatus !== "finalized") {
    if (!offer.deliberationStarts || offer.deliberationStarts.getTime() > now.getTime()) {
      throw badRequest("Applicants can be finalized once the deliberation starts.");
    }
    await db.transaction(async (tx) => {
      await tx.update(offers).set({ deliberationStatus: "finalized" }).where(eq(offers.id, offer.id));
      await tx
        .update(claims)
        .set({ applicantStatusLockedAt: now })
        .where(and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, "selected"), sql`${claims.applicantStatusLockedAt} is null`));
      await recordChange(tx, by, "finalize", { offerId: offer.id });
    });
  }
  return ownedOr404(await getOffer(db, by.businessId, offer.id, { attendees: false }));
}

export type InstagramPost = { id: string; media_url: string; thumbnail_url: string; posted_at: string };

/**
 * A model's Instagram posts by its Instagram id: the recent posts of a model's account, newest
 * first. A brand sees the feed of models who claimed or applied to one of its offers; any
 * other id is a 404.
 */
export async function instagramPosts(db: Db, businessId: number, instagramId: string, limit: number) {
  const [row] = await db
    .select({ instagram: models.instagram })
    .from(models)
    .where(
      and(
        sql`${models.instagram}->>'id' = ${instagramId}`,
        sql`exists (select 1 from ${claims} inner join ${offers} on ${offers.id} = ${claims.offerId} where ${claims.modelId} = ${models.id} and ${eq(offers.businessId, businessId)})`,
      ),
    )
    .limit(1);
  const instagram = ownedOr404(row?.instagram ?? null) as { id: string; posts?: InstagramPost[] };
  const posts = (instagram.posts ?? [])
    .filter((p) => p && typeof p.media_url === "string" && typeof p.thumbnail_url === "string")
    .sort((a, b) => Date.parse(b.posted_at) - Date.parse(a.posted_at))
    .slice(0, limit)
    .map((p) => ({ id: p.id, media_url: p.media_url, thumbnail_url: p.thumbnail_url, posted_at: p.posted_at }));
  return { user_social_id: instagram.id, posts };
}
