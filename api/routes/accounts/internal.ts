// POST /internal/login-link lets `npm run login-link` get a link from a running API: an
// embedded PGlite data dir can be opened by one process only. POST /internal/claims is where
// the marketplace takes a model's claim or application. Guarded twice: the caller must
// connect over loopback (the socket's address, not X-Forwarded-For) and present the secret
// that main.ts keeps in DATA_DIR/internal-secret (mode 0600, readable by the same OS user).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError, notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { internalCaller } from "../../lib/internal-secret";
import { findBusinessUser } from "../../services/accounts/businesses";
import { createLoginToken, loginLinkUrl } from "../../services/accounts/tokens";
import { takeClaim } from "../../services/offers/claim-rule";
import { loginLinkAnswer, takenClaimEnvelope } from "../../../contract/schemas/accounts";

const loginLinkBody = z.object({
  username: z.string().trim().min(1).max(150),
  kind: z
    .enum(["monthly", "billing"])
    .optional()
    .describe("The page the link opens: the monthly report or billing; without it, the sign-in link the mails carry."),
});
const claimBody = z.object({
  offer_id: z.number().int().positive(),
  model_id: z.number().int().positive(),
  rights_terms_accepted: z
    .boolean()
    .default(false)
    .describe("Whether the model accepted the usage rights the offer asks for up front (its rights_terms); they are granted from the claim on."),
});

export const internalRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, internalSecret } = app.ctx;
  if (!internalSecret) return;
  const guard = (request: FastifyRequest) => {
    if (!internalCaller(internalSecret, request)) throw new HttpError(403, "Forbidden");
  };

  const loginLink = {
    summary: "A one-time login link for a username (npm run login-link)",
    description:
      "Outside /v1.3, for the login-link script while the API runs. Only over a loopback connection and with the header " +
      "x-internal-secret holding the contents of DATA_DIR/internal-secret (written by main.ts, mode 0600), else 403; an unknown " +
      "username is a 404.",
    body: loginLinkBody,
    response: { 200: loginLinkAnswer },
  };
  app.post("/internal/login-link", { schema: loginLink }, async (request) => {
    guard(request);
    const { username, kind } = parseInput(loginLinkBody, request.body);
    const user = await findBusinessUser(db, username);
    if (!user) throw notFound(`No business user named "${username}".`);
    return { url: loginLinkUrl(config.publicUrl, await createLoginToken(db, user.userId), kind) };
  });

  // The marketplace's side: a model claims or applies to an offer. The brand's rule for who may
  // claim is applied here (services/offers/claim-rule.ts): a claim refused, an application marked.
  const claim = {
    summary: "A model claims or applies to an offer (the marketplace's side)",
    description:
      "Guarded as /internal/login-link is. An ended offer, a model who already claimed or applied, a claim the brand's rule for who may claim " +
      "skips and an offer without a free spot are 409s; an application the rule skips is taken, with the reason as its rule_note. An offer with " +
      "rights_terms takes only a claim that accepts them (else a 409 that says so); the brand's rights to the claim's posts start at the claim.",
    body: claimBody,
    response: { 201: takenClaimEnvelope },
  };
  app.post("/internal/claims", { schema: claim }, async (request, reply) => {
    guard(request);
    const { offer_id, model_id, rights_terms_accepted } = parseInput(claimBody, request.body);
    return reply.code(201).send({ data: await takeClaim(db, offer_id, model_id, new Date(), { rightsTerms: rights_terms_accepted }) });
  });
};
