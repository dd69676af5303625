// Usage rights (docs/features/content.md): the brand asks a model for rights to posts by a mailed
// one-time link, revokes them, keeps a partnership-ad code on them; the model reads the link's
// terms and answers on the web tool's public page (/rights/:token), with no account. Rules in
// services/content/rights.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { answerRights, keepAdCode, readRightsLink, requestRights, revokeRights } from "../../services/content/rights";
import { rightsTermsSchema } from "../../services/content/terms";
import { sendOr503 } from "../../lib/mail";
import { pathParams } from "../../lib/openapi";
import { parseId } from "../../lib/http";
import { signInRateLimit } from "../../lib/rate-limits";
import { parseInput } from "../../lib/validation";
import { MAX_AD_CODE_LENGTH, MAX_RIGHTS_POSTS, RIGHTS_LINK_DAYS, RIGHTS_TERMS } from "../../../contract/content";
import { rightsAnswerEnvelope, rightsAskedEnvelope, rightsEnvelope, rightsLinkEnvelope } from "../../../contract/schemas/content";

const askBody = rightsTermsSchema.extend({
  post_ids: z
    .array(z.number().int().positive())
    .min(1, "Choose at least one post.")
    .max(MAX_RIGHTS_POSTS, `Ask for at most ${MAX_RIGHTS_POSTS} posts at once.`),
});
const adCodeBody = z.object({
  ad_code: z.string().trim().max(MAX_AD_CODE_LENGTH, `The code can be at most ${MAX_AD_CODE_LENGTH} characters.`).nullable(),
});
const token = z.string().trim().min(16).max(200).describe("The token of the request's link.");
const linkParams = z.object({ token });
const answerBody = z.object({ answer: z.enum(["granted", "declined"], { message: "answer must be granted or declined." }) });

/** The web tool's page where the model answers. */
export const rightsUrl = (publicUrl: string, token: string) => `${publicUrl}/rights/${encodeURIComponent(token)}`;

const money = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

export const rightsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.ctx;

  const askSchema = {
    summary: "Asks models for usage rights to posts",
    description:
      `One request per model of the posts, each mailed to the model with its own link, PUBLIC_URL/rights/<token>: 256 random bits, kept ` +
      `as a sha256 hash, answered once within ${RIGHTS_LINK_DAYS} days. A post that is not the brand's is a 404; a model with no email ` +
      "address is a 400 that names them, and nothing is asked. A mail that can't be queued is a 503 and its request is revoked.",
    body: askBody,
    response: { 201: rightsAskedEnvelope },
  };
  app.post("/content/rights", { preHandler: requireAuth, schema: askSchema }, async (request, reply) => {
    const { post_ids, ...terms } = parseInput(askBody, request.body);
    const by = auth(request);
    const { brand, made } = await requestRights(db, by, post_ids, terms);
    for (const { request: asked, token: linkToken, model, posts } of made) {
      const mail = {
        to: model.email,
        subject: `${brand} asks to use your ${posts === 1 ? "post" : "posts"}`,
        text: [
          `Hello ${model.name},`,
          "",
          `${brand} would like to use ${posts === 1 ? "one of your posts" : `${posts} of your posts`} ` +
            `(${asked.uses.length} ${asked.uses.length === 1 ? "use" : "uses"}, ${RIGHTS_TERMS[asked.term]}` +
            `${asked.fee_cents ? `, for ${money(asked.fee_cents)}` : ""}).`,
          `Read the terms and accept or decline here; no account is needed. The link works once and expires in ${RIGHTS_LINK_DAYS} days:`,
          rightsUrl(config.publicUrl, linkToken),
          "",
          "If you don't want to answer, you can ignore this email: nothing is granted unless you accept.",
        ].join("\n"),
      };
      await sendOr503(mailer, mail, request.log, "rights request").catch(async (err: unknown) => {
        await revokeRights(db, by, asked.id).catch(() => undefined);
        throw err;
      });
    }
    return reply.code(201).send({ data: { requests: made.map((m) => ({ ...m.request, model: m.model.name, posts: m.posts })) } });
  });

  const revokeSchema = {
    summary: "Revokes usage rights",
    description: "A request not answered yet is taken back and its link says so; granted rights end now. Declined, revoked or another brand's: 404.",
    params: pathParams("id"),
    response: { 200: rightsEnvelope },
  };
  app.post<{ Params: { id: string } }>("/content/rights/:id/revoke", { preHandler: requireAuth, schema: revokeSchema }, async (request) => ({
    data: await revokeRights(db, auth(request), parseId(request.params.id)),
  }));

  const adCodeSchema = {
    summary: "Keeps the model's partnership-ad code on granted rights",
    description: "Null clears it. Rights not granted, or another brand's: 404.",
    params: pathParams("id"),
    body: adCodeBody,
    response: { 200: rightsEnvelope },
  };
  app.put<{ Params: { id: string } }>("/content/rights/:id/ad-code", { preHandler: requireAuth, schema: adCodeSchema }, async (request) => {
    const { ad_code } = parseInput(adCodeBody, request.body);
    return { data: await keepAdCode(db, auth(request).businessId, parseId(request.params.id), ad_code || null) };
  });

  const linkSchema = {
    summary: "What a rights link asks",
    description:
      "Public: the token is the permission. A link not ours is a 404; one answered, revoked or expired is a 410 with the code " +
      "rights_link_used, rights_link_revoked or rights_link_expired and a sentence for the model.",
    params: linkParams,
    response: { 200: rightsLinkEnvelope },
  };
  app.get<{ Params: { token: string } }>("/rights/:token", { ...signInRateLimit(config), schema: linkSchema }, async (request) => ({
    data: await readRightsLink(db, parseInput(linkParams, request.params).token),
  }));

  const answerSchema = {
    summary: "The model's answer to a rights link",
    description:
      "Granted rights start now and end after their term (perpetual ones never). The same answer again answers as the first did; " +
      "another answer, a revoked or an expired link are 410s as GET says.",
    params: linkParams,
    body: answerBody,
    response: { 200: rightsAnswerEnvelope },
  };
  app.post<{ Params: { token: string } }>("/rights/:token", { ...signInRateLimit(config), schema: answerSchema }, async (request) => {
    const { answer } = parseInput(answerBody, request.body);
    return { data: await answerRights(db, parseInput(linkParams, request.params).token, answer) };
  });
};
