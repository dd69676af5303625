// Instagram results for phones (SPEC §7 "Instagram results"): periods (months) with their
// counters, the posts of one period, and one post (so /instagram/view/{id} survives a reload).
import type { FastifyPluginAsync } from "fastify";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { models, posts } from "../db/schema";
import { ownedOr404, requireAuth, requireOwnBusiness } from "../lib/auth";
import { parseInput } from "../lib/validation";
import { monthRange } from "../services/reports";

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const periodParams = z.object({
  id: z.string(),
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "period must be a month written YYYY-MM." }),
});
const postParams = z.object({ id: z.string(), postId: z.coerce.number({ message: "The post id must be a number." }).int().positive().max(2_147_483_647) });

type PostRow = { post: typeof posts.$inferSelect; model: typeof models.$inferSelect };

/** SPEC §3 "Instagram action post". */
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

const followers = sql<number>`coalesce((${models.instagram}->>'number_of_followers')::bigint, 0)`;

export const igActionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const guards = { preHandler: [requireAuth, requireOwnBusiness] };

  app.get<{ Params: { id: string } }>("/businesses/:id/ig-actions/periods", guards, async (request) => {
    const businessId = Number(request.params.id);
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
    return {
      data: rows.map((row) => {
        const [year, m] = row.period.split("-").map(Number);
        return {
          title: `${MONTH_NAMES[m! - 1]} ${year}`,
          period: row.period,
          counters: { reach: Number(row.reach), likes: Number(row.likes), comments: Number(row.comments) },
          actions: { seen: { count: row.seen }, unseen: { count: row.unseen } },
        };
      }),
    };
  });

  app.get("/businesses/:id/ig-actions/periods/:period", guards, async (request) => {
    const { id, period } = parseInput(periodParams, request.params);
    const [year, month] = period.split("-").map(Number);
    const { from, to } = monthRange(year!, month!);
    const rows = await db
      .select({ post: posts, model: models })
      .from(posts)
      .innerJoin(models, eq(models.id, posts.modelId))
      .where(and(eq(posts.businessId, Number(id)), gte(posts.postedAt, from), lte(posts.postedAt, to)))
      .orderBy(desc(posts.postedAt), desc(posts.id));
    return { data: rows.map(actionPost) };
  });

  app.get("/businesses/:id/ig-actions/posts/:postId", guards, async (request) => {
    const { id, postId } = parseInput(postParams, request.params);
    const [row] = await db
      .select({ post: posts, model: models })
      .from(posts)
      .innerJoin(models, eq(models.id, posts.modelId))
      .where(and(eq(posts.businessId, Number(id)), eq(posts.id, postId)));
    return { data: actionPost(ownedOr404(row)) };
  });
};
