// What the brand's content asks of it (docs/features/content.md), where it already looks: the
// dashboard's "Waiting on you" and the weekly digest. How many posts of a span have no
// disclosure, and the rights that end within a week (register.ts, endingSoonQuery), in one
// statement: the dashboard is the most read page, and this is all it adds.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, posts } from "../../db/schema";
import { endingSoonQuery, type EndingRights } from "./register";

export type ContentNotices = {
  /** Posts from `from` to `to` whose caption has no disclosure. */
  missing_disclosure: number;
  /** Granted rights ending within the week, soonest first; rights that cover no post yet (a claim not posted for) are left out. */
  rights_ending: EndingRights[];
};

export async function contentNotices(db: Db, businessId: number, from: Date, to: Date, now = new Date()): Promise<ContentNotices> {
  const ending = endingSoonQuery(db, businessId, now).as("ending");
  // The brand's one row carries the count, joined to each right that ends: one row when none does.
  const rows = await db
    .select({
      missing: sql<number>`(select count(*)::int from ${posts}
        where ${posts.businessId} = ${businessId} and ${posts.disclosure} = 'missing'
          and ${posts.postedAt} >= ${from.toISOString()}::timestamptz and ${posts.postedAt} <= ${to.toISOString()}::timestamptz)`,
      id: ending.id,
      model: ending.model,
      endsAt: ending.endsAt,
      posts: ending.posts,
    })
    .from(businesses)
    .leftJoin(ending, sql`${ending.posts} > 0`)
    .where(eq(businesses.id, businessId))
    .orderBy(ending.endsAt, ending.id);
  return {
    missing_disclosure: rows[0]?.missing ?? 0,
    rights_ending: rows.flatMap((r) => (r.id !== null && r.endsAt ? [{ id: r.id, model: r.model!, ends_at: r.endsAt.toISOString(), posts: r.posts! }] : [])),
  };
}
