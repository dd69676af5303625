// The content library (docs/features/content.md): every post the brand's offers brought in,
// newest first, a page at a time by a keyset cursor, filtered by model, offer, month, rights and
// disclosure, with each filter's counts under the other filters (one statement, five index
// scans of the brand's posts), and one post's page with its offer, visit and rights history.
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, claims, models, offers, posts, rightsRequestPosts, rightsRequests, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { DisclosureState, RightsFilter } from "../../../contract/content";
import { seatLabel, seatName } from "../accounts/changes";
import { rightsStateSql } from "./rights-state";
import { rightsView, type RightsView } from "./rights";

export type LibraryFilters = {
  model?: number;
  offer?: number;
  /** "YYYY-MM" in UTC, as the month's report counts it. */
  month?: string;
  rights?: RightsFilter;
  disclosure?: DisclosureState;
};

export type LibraryPost = {
  id: number;
  type: string;
  thumbnail: string;
  media: string;
  post_url: string;
  posted_at: string;
  caption: string;
  disclosure: DisclosureState;
  tags: "present" | "missing" | null;
  rights: RightsFilter;
  rights_until: string | null;
  model: { id: number; name: string; handle: string | null };
  offer: { id: number; title: string } | null;
};

type Facet = { key: string; label: string; count: number };
export type Library = {
  posts: LibraryPost[];
  next: string | null;
  total: number;
  facets: { model: Facet[]; offer: Facet[]; month: Facet[]; rights: Facet[]; disclosure: Facet[] };
};

const monthKey = sql<string>`to_char(${posts.postedAt} at time zone 'UTC', 'YYYY-MM')`;

function monthRange(month: string): [Date, Date] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1)), new Date(Date.UTC(y, m, 1))];
}

/** The conditions of each filter, by name, so a facet can leave its own out. */
function conditions(businessId: number, f: LibraryFilters): Record<keyof LibraryFilters | "brand", SQL | undefined> {
  const month = f.month ? monthRange(f.month) : null;
  return {
    brand: eq(posts.businessId, businessId),
    model: f.model ? eq(posts.modelId, f.model) : undefined,
    offer: f.offer ? eq(posts.offerId, f.offer) : undefined,
    month: month ? and(gte(posts.postedAt, month[0]), lt(posts.postedAt, month[1])) : undefined,
    rights: f.rights ? sql`${rightsStateSql} = ${f.rights}` : undefined,
    disclosure: f.disclosure ? eq(posts.disclosure, f.disclosure) : undefined,
  };
}

const except = (all: ReturnType<typeof conditions>, left?: keyof LibraryFilters) =>
  and(...Object.entries(all).flatMap(([name, c]) => (name === left || !c ? [] : [c])));

export const encodePostCursor = (p: { postedAt: Date; id: number }) => Buffer.from(JSON.stringify([p.postedAt.toISOString(), p.id])).toString("base64url");
function decodePostCursor(cursor: string): { postedAt: Date; id: number } | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as [string, number];
    const postedAt = new Date(at);
    return Number.isInteger(id) && !Number.isNaN(postedAt.getTime()) ? { postedAt, id } : null;
  } catch {
    return null;
  }
}

/** A page of the library under `filters`, after `cursor`, and the counts of every filter's choices. */
export async function libraryPage(db: Db, businessId: number, filters: LibraryFilters, cursor: string | null, limit: number): Promise<Library> {
  const all = conditions(businessId, filters);
  const after = cursor ? decodePostCursor(cursor) : null;
  const rows = await db
    .select({
      id: posts.id,
      type: posts.type,
      thumbnail: posts.thumbnail,
      media: posts.media,
      postUrl: posts.postUrl,
      postedAt: posts.postedAt,
      caption: posts.caption,
      disclosure: posts.disclosure,
      tags: posts.tags,
      rights: rightsStateSql,
      rightsUntil: posts.rightsUntil,
      modelId: models.id,
      modelName: models.name,
      handle: sql<string | null>`${models.instagram}->>'handle'`,
      offerId: offers.id,
      offerTitle: offers.subtitle,
    })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .leftJoin(offers, eq(offers.id, posts.offerId))
    .where(and(except(all), after ? or(lt(posts.postedAt, after.postedAt), and(eq(posts.postedAt, after.postedAt), lt(posts.id, after.id))) : undefined))
    .orderBy(desc(posts.postedAt), desc(posts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const facets = await facetCounts(db, all);
  const total = facets.disclosure.reduce((n, f) => (filters.disclosure && f.key !== filters.disclosure ? n : n + f.count), 0);
  return {
    posts: page.map((r) => ({
      id: r.id,
      type: r.type,
      thumbnail: r.thumbnail,
      media: r.media,
      post_url: r.postUrl,
      posted_at: r.postedAt.toISOString(),
      caption: r.caption,
      disclosure: r.disclosure,
      tags: r.tags,
      rights: r.rights as RightsFilter,
      rights_until: r.rightsUntil?.toISOString() ?? null,
      model: { id: r.modelId, name: r.modelName, handle: r.handle },
      offer: r.offerId ? { id: r.offerId, title: r.offerTitle ?? "" } : null,
    })),
    next: rows.length > limit ? encodePostCursor(page[page.length - 1]!) : null,
    total,
    facets,
  };
}

/** Each filter's choices with their counts under the other filters: one statement. */
async function facetCounts(db: Db, all: ReturnType<typeof conditions>): Promise<Library["facets"]> {
  const facet = (name: string, key: SQL, left: keyof LibraryFilters) =>
    sql`select ${name} as facet, (${key})::text as key, count(*)::int as count from ${posts} where ${except(all, left)} group by 2`;
  type Row = { facet: string; key: string | null; count: number };
  // node-postgres and PGlite both answer a raw statement with its rows under `rows`.
  const { rows } = (await db.execute(
    sql.join(
      [
        facet("model", sql`${posts.modelId}`, "model"),
        facet("offer", sql`${posts.offerId}`, "offer"),
        facet("month", monthKey, "month"),
        facet("rights", rightsStateSql, "rights"),
        facet("disclosure", sql`${posts.disclosure}`, "disclosure"),
      ],
      sql` union all `,
    ),
  )) as unknown as { rows: Row[] };
  const of = (name: string) => rows.filter((r) => r.facet === name && r.key !== null);
  const modelIds = of("model").map((r) => Number(r.key));
  const offerIds = of("offer").map((r) => Number(r.key));
  const names = modelIds.length ? await db.select({ id: models.id, name: models.name }).from(models).where(inArray(models.id, modelIds)) : [];
  const titles = offerIds.length ? await db.select({ id: offers.id, title: offers.subtitle }).from(offers).where(inArray(offers.id, offerIds)) : [];
  const label = (list: { id: number; name?: string; title?: string }[], key: string) => {
    const found = list.find((x) => x.id === Number(key));
    return found?.name ?? found?.title ?? "";
  };
  const byLabel = (a: Facet, b: Facet) => a.label.localeCompare(b.label);
  return {
    model: of("model")
      .map((r) => ({ key: r.key!, label: label(names, r.key!), count: r.count }))
      .sort(byLabel),
    offer: of("offer")
      .map((r) => ({ key: r.key!, label: label(titles, r.key!), count: r.count }))
      .sort(byLabel),
    month: of("month")
      .map((r) => ({ key: r.key!, label: r.key!, count: r.count }))
      .sort((a, b) => b.key.localeCompare(a.key)),
    rights: of("rights").map((r) => ({ key: r.key!, label: r.key!, count: r.count })),
    disclosure: of("disclosure").map((r) => ({ key: r.key!, label: r.key!, count: r.count })),
  };
}

/** One post's page: the post, its model, offer and visit, and every request for its rights, newest first. */
export async function contentPost(db: Db, businessId: number, postId: number) {
  const [row] = await db
    .select({
      post: posts,
      rights: rightsStateSql,
      model: { id: models.id, name: models.name, instagram: models.instagram, avatar: models.avatar },
      offer: { id: offers.id, title: offers.subtitle, type: offers.type },
      claim: { id: claims.id, status: claims.status, checkedInAt: claims.checkedInAt, claimedAt: claims.claimedAt, startsAt: claims.startsAt },
    })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .leftJoin(offers, eq(offers.id, posts.offerId))
    .leftJoin(claims, eq(claims.id, posts.claimId))
    .where(and(eq(posts.id, postId), eq(posts.businessId, businessId)));
  if (!row) throw notFound("This post is not in the brand's library.");
  const requests = await db
    .select({ request: rightsRequests, by: { name: users.name, username: users.username, role: users.role, contactName: businesses.contactName } })
    .from(rightsRequests)
    .leftJoin(users, eq(users.id, rightsRequests.requestedBy))
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(
      and(
        eq(rightsRequests.businessId, businessId),
        or(
          inArray(rightsRequests.id, db.select({ id: rightsRequestPosts.requestId }).from(rightsRequestPosts).where(eq(rightsRequestPosts.postId, postId))),
          row.post.claimId ? eq(rightsRequests.claimId, row.post.claimId) : undefined,
        ),
      ),
    )
    .orderBy(desc(rightsRequests.createdAt), desc(rightsRequests.id));
  const revokers = await revokerNames(
    db,
    requests.map((r) => r.request.revokedBy).filter((id): id is number => id !== null),
  );
  const { post } = row;
  return {
    id: post.id,
    type: post.type,
    thumbnail: post.thumbnail,
    media: post.media,
    post_url: post.postUrl,
    posted_at: post.postedAt.toISOString(),
    likes: post.countOfLikes,
    comments: post.countOfComments,
    caption: post.caption,
    disclosure: post.disclosure,
    tags: post.tags,
    rights: row.rights as RightsFilter,
    model: { id: row.model.id, name: row.model.name, avatar: row.model.avatar, handle: row.model.instagram?.handle ?? null },
    offer: row.offer?.id ? { id: row.offer.id, title: row.offer.title, type: row.offer.type } : null,
    visit: row.claim?.id
      ? {
          claim_id: row.claim.id,
          status: row.claim.status,
          claimed_at: row.claim.claimedAt.toISOString(),
          checked_in_at: row.claim.checkedInAt?.toISOString() ?? null,
        }
      : null,
    history: requests.map(({ request, by }): RightsView & { requested_by: string | null; revoked_by: string | null } => ({
      ...rightsView(request),
      requested_by: by?.role ? seatLabel({ name: seatName(by), role: by.role }) : null,
      revoked_by: request.revokedBy ? (revokers.get(request.revokedBy) ?? null) : null,
    })),
  };
}

async function revokerNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  // The owner is named by the brand's contact name, as everywhere a seat is named (changes.ts).
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username, role: users.role, contactName: businesses.contactName })
    .from(users)
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, seatLabel({ name: seatName(u), role: u.role })]));
}
