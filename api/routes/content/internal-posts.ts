// POST /internal/posts: where the marketplace hands over a model's post for a claim, caption and
// all. Guarded as the other /internal routes are (lib/internal-secret.ts). Rules in
// services/content/posts.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { HttpError } from "../../lib/errors";
import { internalCaller } from "../../lib/internal-secret";
import { parseInput } from "../../lib/validation";
import { recordPost } from "../../services/content/posts";
import { disclosureSchema, tagsSchema } from "../../../contract/schemas/content";

const link = z.string().trim().min(1).max(2000);
const postBody = z.object({
  claim_id: z.number().int().positive(),
  instagram_id: z.string().trim().min(1).max(200).describe("Instagram's id of the post: the same id again updates the post."),
  type: z.enum(["photo", "video", "gallery_photo", "gallery_video", "story_photo", "story_video", "ig_tv"]),
  thumbnail: link,
  media: link,
  post_url: link,
  caption: z.string().max(2200, "A caption is at most 2,200 characters, as on Instagram.").default(""),
  posted_at: z.coerce.date(),
  likes: z.number().int().min(0).default(0),
  comments: z.number().int().min(0).default(0),
});
const postAnswer = z.object({
  data: z.object({
    id: z.number(),
    disclosure: disclosureSchema,
    tags: tagsSchema,
    rights_state: z.string().nullable(),
    created: z.boolean().describe("False when the post was known and is now updated."),
  }),
});

export const internalPostRoutes: FastifyPluginAsync = async (app) => {
  const { db, internalSecret } = app.ctx;
  if (!internalSecret) return;
  const schema = {
    summary: "A model's post for a claim (the marketplace's side)",
    description:
      "Outside /v1.3. Only over a loopback connection with x-internal-secret, else 403. Keeps the post with its caption for the " +
      "claim's brand, checks its disclosure with the brand's words, covers it with rights the claim granted, and counts it on the " +
      "claim. The same instagram_id again updates the post (201 the first time, 200 after). An unknown claim is a 404.",
    body: postBody,
    response: { 200: postAnswer, 201: postAnswer },
  };
  app.post("/internal/posts", { schema }, async (request, reply) => {
    if (!internalCaller(internalSecret, request)) throw new HttpError(403, "Forbidden");
    const kept = await recordPost(db, parseInput(postBody, request.body));
    return reply.code(kept.created ? 201 : 200).send({ data: kept });
  });
};
