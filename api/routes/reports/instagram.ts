// Instagram results for phones (docs/product/results.md#instagram-results): periods (months) with their
// counters, the posts of one period, and one post (so /instagram/view/{id} survives a reload).
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { parseInput } from "../../lib/validation";
import { findActionPost, listActionPeriods, listPeriodPosts } from "../../services/reports/instagram";
import { ownedOr404 } from "../../lib/errors";
import { businessParams } from "../../lib/openapi";
import { actionPeriodsEnvelope, actionPostEnvelope, actionPostsEnvelope } from "../../../contract/schemas/reports";

const periodParams = z.object({
  id: z.string(),
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "period must be a month written YYYY-MM." }),
});
const postParams = z.object({ id: z.string(), postId: z.coerce.number({ message: "The post id must be a number." }).int().positive().max(2_147_483_647) });

export const instagramRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const kept = keptRoute([requireAuth, requireOwnBusiness]);

  app.get<{ Params: { id: string } }>(
    "/businesses/:id/ig-actions/periods",
    {
      ...kept,
      schema: {
        summary: "Instagram results, by month",
        description: "Each month (period) with its counters and actions.",
        params: businessParams,
        response: { 200: actionPeriodsEnvelope },
      },
    },
    async (request) => {
      return { data: await listActionPeriods(db, Number(request.params.id)) };
    },
  );

  app.get(
    "/businesses/:id/ig-actions/periods/:period",
    { ...kept, schema: { summary: "The posts of one month of Instagram results", params: periodParams, response: { 200: actionPostsEnvelope } } },
    async (request) => {
      const { id, period } = parseInput(periodParams, request.params);
      return { data: await listPeriodPosts(db, Number(id), period) };
    },
  );

  const postSchema = {
    summary: "One post of the Instagram results",
    description: "So that the post's page survives a reload. Another business's post is a 404.",
    params: postParams,
    response: { 200: actionPostEnvelope },
  };
  app.get("/businesses/:id/ig-actions/posts/:postId", { ...kept, schema: postSchema }, async (request) => {
    const { id, postId } = parseInput(postParams, request.params);
    return { data: ownedOr404(await findActionPost(db, Number(id), postId)) };
  });
};
