// The content library (docs/features/content.md): the brand's posts with their captions, the
// disclosure check and their rights, filtered and a page at a time; one post's page; the rights
// register; and the brand's content settings (its own disclosure words, the reports' badge).
// Rules in services/content/.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { contentPost, libraryPage } from "../../services/content/library";
import { contentSettings, rightsRegister, saveContentSettings } from "../../services/content/register";
import { pathParams } from "../../lib/openapi";
import { parseId } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { DISCLOSURE_STATES, MAX_BRAND_WORDS, MAX_WORD_LENGTH, RIGHTS_FILTERS } from "../../../contract/content";
import { contentPostEnvelope, contentSettingsEnvelope, libraryEnvelope, rightsRegisterEnvelope } from "../../../contract/schemas/content";

const id = z
  .string()
  .regex(/^\d{1,9}$/, { message: "must be an id." })
  .transform(Number);
export const libraryQuery = z.object({
  model: id.optional().describe("Only this model's posts."),
  offer: id.optional().describe("Only the posts made for this offer."),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "month must be YYYY-MM." })
    .optional()
    .describe("Only the posts of this month (UTC), YYYY-MM."),
  rights: z.enum(RIGHTS_FILTERS, { message: `rights must be one of ${RIGHTS_FILTERS.join(", ")}.` }).optional(),
  disclosure: z.enum(DISCLOSURE_STATES, { message: `disclosure must be one of ${DISCLOSURE_STATES.join(", ")}.` }).optional(),
  after: z.string().max(200).optional().describe("The `next` cursor of the page before."),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

const settingsBody = z.object({
  disclosure_words: z
    .array(z.string().trim().min(1, "A word can't be empty.").max(MAX_WORD_LENGTH, `A word can be at most ${MAX_WORD_LENGTH} characters.`))
    .max(MAX_BRAND_WORDS, `At most ${MAX_BRAND_WORDS} words of your own.`),
  show_cleared: z.boolean(),
});

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  const librarySchema = {
    summary: "The content library: a page of the brand's posts",
    description:
      "Newest first, under the filters, with each filter's choices counted under the other filters. `rights` is the post's strongest " +
      "rights now: none, requested, granted, declined, expired (the link ran out), revoked or ended.",
    querystring: libraryQuery,
    response: { 200: libraryEnvelope },
  };
  app.get("/content", { ...keptRoute([requireAuth]), schema: librarySchema }, async (request) => {
    const { after, limit, ...filters } = parseInput(libraryQuery, request.query);
    return { data: await libraryPage(db, auth(request).businessId, filters, after ?? null, limit) };
  });

  const postSchema = {
    summary: "One post of the library",
    description: "The post, its caption and disclosure check, its model, offer and visit, and every request for its rights, newest first.",
    params: pathParams("id"),
    response: { 200: contentPostEnvelope },
  };
  app.get<{ Params: { id: string } }>("/content/posts/:id", { ...keptRoute([requireAuth]), schema: postSchema }, async (request) => ({
    data: await contentPost(db, auth(request).businessId, parseId(request.params.id)),
  }));

  const registerSchema = {
    summary: "The rights register",
    description: "Every request for rights, one row per post it covers, newest request first (the web tool's rights CSV).",
    response: { 200: rightsRegisterEnvelope },
  };
  app.get("/content/rights", { preHandler: requireAuth, schema: registerSchema }, async (request) => ({
    data: await rightsRegister(db, auth(request).businessId),
  }));

  app.get(
    "/content/settings",
    {
      ...keptRoute([requireAuth]),
      schema: { summary: "The brand's content settings", response: { 200: contentSettingsEnvelope } },
    },
    async (request) => ({ data: await contentSettings(db, auth(request).businessId) }),
  );

  const saveSchema = {
    summary: "Saves the brand's content settings",
    description: "A change of words checks every caption of the brand again. Words are kept once, case aside.",
    body: settingsBody,
    response: { 200: contentSettingsEnvelope },
  };
  app.put("/content/settings", { preHandler: requireAuth, schema: saveSchema }, async (request) => ({
    data: await saveContentSettings(db, auth(request).businessId, parseInput(settingsBody, request.body)),
  }));
};
