// The rights register (docs/features/content.md): every request of the brand, one row per post
// it covers, for the CSV export and for the rights.csv a content zip carries; the rights that end
// within a week, for the dashboard and the weekly digest; and the brand's content settings.
import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, models, posts, rightsRequestPosts, rightsRequests } from "../../db/schema";
import { DISCLOSURE_WORDS, RIGHTS_NOTICE_DAYS, type RightsState } from "../../../contract/content";
import type { RightsRegisterRow } from "../../../contract/schemas/content";
import { refreshDisclosure } from "./disclosure";
import { requestState } from "./rights-state";

/** The register's rows, newest request first; only those covering `postIds` when given. */
export async function rightsRegister(db: Db, businessId: number, postIds?: number[]): Promise<RightsRegisterRow[]> {
  const covered = sql`(
    select rp.request_id, rp.post_id from ${rightsRequestPosts} rp
    union all
    select r.id, p.id from ${rightsRequests} r join ${posts} p on p.claim_id = r.claim_id where r.claim_id is not null and r.business_id = ${businessId}
  )`;
  const rows = await db
    .select({
      request: rightsRequests,
      postId: posts.id,
      postUrl: posts.postUrl,
      postedAt: posts.postedAt,
      model: models.name,
      handle: sql<string | null>`${models.instagram}->>'handle'`,
    })
    .from(rightsRequests)
    .innerJoin(sql`${covered} as c(request_id, post_id)`, sql`c.request_id = ${rightsRequests.id}`)
    .innerJoin(posts, sql`${posts.id} = c.post_id`)
    .innerJoin(models, eq(models.id, rightsRequests.modelId))
    .where(and(eq(rightsRequests.businessId, businessId), postIds ? inArray(posts.id, postIds.length ? postIds : [-1]) : undefined))
    .orderBy(desc(rightsRequests.createdAt), desc(rightsRequests.id), desc(posts.postedAt));
  const now = new Date();
  return rows.map(({ request: r, ...p }) => ({
    post_id: p.postId,
    post_url: p.postUrl,
    posted_at: p.postedAt.toISOString(),
    model: p.model,
    handle: p.handle,
    uses: r.uses,
    term: r.term,
    fee_cents: r.feeCents,
    state: requestState(r, now),
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
    requested_at: r.createdAt.toISOString(),
    ad_code: r.adCode,
  }));
}

/** The state a post's file is marked with in a zip: its rights in force, else none. */
export function clearedFor(rows: RightsRegisterRow[], postId: number): RightsState | null {
  const own = rows.filter((r) => r.post_id === postId);
  return own.find((r) => r.state === "granted")?.state ?? null;
}

export type EndingRights = { id: number; model: string; ends_at: string; posts: number };

/**
 * Granted rights, not revoked, that end within the next week, with how many posts they cover: a
 * query not run yet, so the dashboard can join it into the one statement it adds.
 */
export function endingSoonQuery(db: Db, businessId: number, now = new Date()) {
  const until = new Date(now.getTime() + RIGHTS_NOTICE_DAYS * 86_400_000);
  return db
    .select({
      id: rightsRequests.id,
      model: models.name,
      endsAt: rightsRequests.endsAt,
      posts: sql<number>`(select count(*)::int from ${rightsRequestPosts} rp where rp.request_id = ${rightsRequests.id})
        + (select count(*)::int from ${posts} p where p.claim_id = ${rightsRequests.claimId})`.as("posts"),
    })
    .from(rightsRequests)
    .innerJoin(models, eq(models.id, rightsRequests.modelId))
    .where(
      and(
        eq(rightsRequests.businessId, businessId),
        eq(rightsRequests.answer, "granted"),
        isNull(rightsRequests.revokedAt),
        gt(rightsRequests.endsAt, now),
        lte(rightsRequests.endsAt, until),
      ),
    );
}

/** Granted rights, not revoked, that end within the next week, soonest first. */
export async function rightsEndingSoon(db: Db, businessId: number, now = new Date()): Promise<EndingRights[]> {
  const rows = await endingSoonQuery(db, businessId, now).orderBy(rightsRequests.endsAt, rightsRequests.id);
  return rows.map((r) => ({ id: r.id, model: r.model, ends_at: r.endsAt!.toISOString(), posts: r.posts }));
}

export async function contentSettings(db: Db, businessId: number) {
  const [row] = await db
    .select({ words: businesses.disclosureWords, showCleared: businesses.showCleared })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return { disclosure_words: row?.words ?? [], default_words: [...DISCLOSURE_WORDS], show_cleared: row?.showCleared ?? false };
}

/** Saves the brand's words and the reports' badge; new words check every post of the brand again. */
export async function saveContentSettings(db: Db, businessId: number, input: { disclosure_words: string[]; show_cleared: boolean }) {
  const before = await contentSettings(db, businessId);
  const words = [...new Map(input.disclosure_words.map((w) => [w.trim().toLowerCase(), w.trim()])).values()].filter(Boolean);
  await db.transaction(async (tx) => {
    await tx.update(businesses).set({ disclosureWords: words, showCleared: input.show_cleared }).where(eq(businesses.id, businessId));
    if (JSON.stringify(words) !== JSON.stringify(before.disclosure_words)) await refreshDisclosure(tx, businessId);
  });
  return contentSettings(db, businessId);
}
