// Loading a model's Instagram posts by its Instagram id (answering user_social_id and posts): the recent
// posts of a model's Instagram account, for the applicant page's photo grid. A brand sees the
// feed of models who claimed or applied to one of its offers; any other id is a 404.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { parseInput } from "../../lib/validation";
import { instagramPosts } from "../../services/offers/applicants";
import { instagramPostsSchema } from "../../../contract/schemas/applicants";

const params = z.object({
  instagramId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/, "instagramId must be an Instagram account id."),
});
const query = z.object({
  limit: z.coerce
    .number({ message: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(50, "limit can't be over 50.")
    .default(24),
});

export const applicantsInstagramRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get(
    "/instagram/:instagramId/posts",
    {
      preHandler: requireAuth,
      schema: {
        summary: "A model's recent Instagram posts, by its Instagram id",
        description:
          "Newest first, as kept under posts in the model's Instagram record: the applicant page's photo grid. Only for models with a claim or " +
          "an application on one of the caller's offers; any other id is a 404.",
        params,
        querystring: query,
        response: { 200: instagramPostsSchema },
      },
    },
    async (request) => {
      const { instagramId } = parseInput(params, request.params);
      const { limit } = parseInput(query, request.query);
      return { data: await instagramPosts(db, auth(request).businessId, instagramId, limit) };
    },
  );
};
