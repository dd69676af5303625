// SPEC §7 "load Instagram posts by instagram id (response user_social_id, posts)": the recent
// posts of a model's Instagram account, for the applicant page's photo grid. A brand sees the
// feed of models who claimed or applied to one of its offers; any other id is a 404.
import type { FastifyPluginAsync } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { claims, models, offers } from "../db/schema";
import { auth, ownedOr404, requireAuth } from "../lib/auth";
import { parseInput } from "../lib/validation";

export type InstagramPost = { id: string; media_url: string; thumbnail_url: string; posted_at: string };

const params = z.object({ instagramId: z.string().trim().min(1).max(100).regex(/^[\w.-]+$/, "instagramId must be an Instagram account id.") });
const query = z.object({
  limit: z.coerce.number({ message: "limit must be a number." }).int("limit must be a whole number.").min(1, "limit must be at least 1.").max(50, "limit can't be over 50.").default(24),
});

export const applicantsInstagramRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get("/instagram/:instagramId/posts", { preHandler: requireAuth }, async (request) => {
    const { instagramId } = parseInput(params, request.params);
    const { limit } = parseInput(query, request.query);
    const businessId = auth(request).businessId;
    // One row when the account's model has a claim (or application) on this business's offers.
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
    return { data: { user_social_id: instagram.id, posts } };
  });
};
