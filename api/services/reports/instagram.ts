// Instagram results for phones (docs/product/results.md#instagram-results): the months with posts and their
// counters, the posts of one month, and one post, all of one business.
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { models, posts } from "../../db/schema";
import { periodTitle } from "../offers/lists";
import { followers } from "./trend";
import { monthRange } from "./report";

type PostRow = { post: typeof posts.$inferSelect; model: typeof models.$inferSelect };

/** A post of the Instagram results. */
function actionPost({ post, model }: PostRow) {
  return {
    id: post.id,
    posted_at: post.postedAt.toISOString(),
    type: post.type,
    media: { thumbnail_url: post.thumbnail, resource_url: post.media },
    model: {
      id: model.id,
      name: model.name,
      instagram: {
        number_of_followers: model.instagram?.number_of_followers ?? 0,
        username: model.instagram?.username ?? null,
        profile_url: model.instagram?.profile_url ?? null,
      },
    },
    post: { count_of_likes: post.countOfLikes, count_of_comments: post.countOfComments, post_url: post.postUrl },
  };
}

/** The periods: each month with posts, newest first, with its counters. */
export async function listActionPeriods(db: Db, businessId: number) {
  const month = sql<string>`to_char(${posts.postedAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      period: month,
      reach: sql<string>`sum(${followers})`,
      likes: sql<string>`sum(${posts.countOfLikes})`,
      comments: sql<string>`sum(${posts.countOfComments})`,
      seen: sql<number>`(count(*) filter (where ${posts.seen}))::int`,
      unseen: sql<number>`(count(*) filter (where not ${posts.seen}))::int`,
    })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .where(eq(posts.businessId, businessId))
    .groupBy(month)
    .orderBy(desc(month));
  return rows.map((row) => ({
    title: periodTitle(row.period),
    period: row.period,
    counters: { reach: Number(row.reach), likes: Number(row.likes), comments: Number(row.comments) },
    actions: { seen: { count: row.seen }, unseen: { count: row.unseen } },
  }));
}

/** The posts of one month ("YYYY-MM"), newest first. */
export async function listPeriodPosts(db: Db, businessId: number, period: string) {
  const [year, month] = period.split("-").map(Number);
  const { from, to } = monthRange(year!, month!);
  const rows = await db
    .select({ post: posts, model: models })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .where(and(eq(posts.businessId, businessId), gte(posts.postedAt, from), lte(posts.postedAt, to)))
    .orderBy(desc(posts.postedAt), desc(posts.id));
  return rows.map(actionPost);
}

/** One post of the business, or null. */
export async function findActionPost(db: Db, businessId: number, postId: number) {
  const [row] = await db
    .select({ post: posts, model: models })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .where(and(eq(posts.businessId, businessId), eq(posts.id, postId)));
  return row ? actionPost(row) : null;
}
