// The API's request limits, in tiers that derive from RATE_LIMIT_PER_MINUTE
// (docs/configuration.md). A signed-in caller is counted per person (the brand's owner or one of
// its seats), anyone else per address (the browser's, which the web tool forwards), so one
// client that spends its budget slows only itself. Sign-in, one-time tokens and the forgotten-password mails have a tighter tier of
// their own, per address.
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors";

/** The settings the tiers derive from (api/config.ts reads them from the environment). */
export type LimitSettings = { rateLimitPerMinute: number; rateLimitSignInPerMinute: number };

type Verifier = { verify(token: string): { userId: number } | null };

const WINDOW_MS = 60_000;

const tooMany = (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
  new HttpError(context.statusCode, `Too many requests. Please wait ${context.after} and try again.`);

const byAddress = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/** The base tier, for every route: per person when the bearer token is valid, else per address. */
export function baseRateLimit(config: LimitSettings, tokens: Verifier) {
  return {
    max: config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const claims = header?.startsWith("Bearer ") ? tokens.verify(header.slice(7)) : null;
      return claims ? `user:${claims.userId}` : byAddress(request);
    },
    errorResponseBuilder: tooMany,
  };
}

/** The tighter tier of sign-in, one-time token exchange and the forgotten-password mails: per address. */
export function signInRateLimit(config: LimitSettings) {
  return { config: { rateLimit: { max: config.rateLimitSignInPerMinute, timeWindow: WINDOW_MS, keyGenerator: byAddress, errorResponseBuilder: tooMany } } };
}
