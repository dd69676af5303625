// POST /internal/login-link lets `npm run login-link` get a link from a running API: an
// embedded PGlite data dir can be opened by one process only. POST /internal/claims is where
// the marketplace takes a model's claim or application. Guarded twice: the caller must
// connect over loopback (the socket's address, not X-Forwarded-For) and present the secret
// that main.ts keeps in DATA_DIR/internal-secret (mode 0600, readable by the same OS user).
import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError, notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { findBusinessUser } from "../../services/accounts/businesses";
import { createLoginToken, loginLinkUrl } from "../../services/accounts/tokens";
import { takeClaim } from "../../services/offers/claim-rule";
import { loginLinkAnswer, takenClaimEnvelope } from "../../../contract/schemas/accounts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const loginLinkBody = z.object({ username: z.string().trim().min(1).max(150), kind: z.enum(["monthly", "billing"]).optional() });
const claimBody = z.object({ offer_id: z.number().int().positive(), model_id: z.number().int().positive() });

export const internalRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, internalSecret } = app.ctx;
  if (!internalSecret) return;
  const expected = Buffer.from(internalSecret);

  const guard = (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers["x-internal-secret"] ?? ""));
    const fromLoopback = LOOPBACK.has(request.socket.remoteAddress ?? "");
    if (!fromLoopback || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, "Forbidden");
    }
  };

  app.post("/internal/login-link", { schema: { body: loginLinkBody, response: { 200: loginLinkAnswer } } }, async (request) => {
    guard(request);
    const { username, kind } = parseInput(loginLinkBody, request.body);
    const user = await findBusinessUser(db, username);
    if (!user) throw notFound(`No business user named "${username}".`);
    return { url: loginLinkUrl(config.publicUrl, await createLoginToken(db, user.userId), kind) };
  });

  // The marketplace's side: a model claims or applies to an offer. The brand's rule for who may
  // claim is applied here (services/offers/claim-rule.ts): a claim refused, an application marked.
  app.post("/internal/claims", { schema: { body: claimBody, response: { 201: takenClaimEnvelope } } }, async (request, reply) => {
    guard(request);
    const { offer_id, model_id } = parseInput(claimBody, request.body);
    return reply.code(201).send({ data: await takeClaim(db, offer_id, model_id) });
  });
};
