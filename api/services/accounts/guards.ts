/**
 * Guards for business routes. Every business-scoped route uses them like this:
 *
 *   // /businesses/:id/... : the token must belong to business :id
 *   app.get("/businesses/:id/deals/active", { preHandler: [requireAuth, requireOwnBusiness] }, …)
 *
 *   // a resource looked up by its own id: always filter by the caller's business, then
 *   const offer = ownedOr404(await db.query.offers.findFirst({
 *     where: and(eq(offers.id, id), eq(offers.businessId, auth(request).businessId)),
 *   }));
 *
 * Someone else's business or resource answers 404, never 403: a 403 would confirm that the
 * id exists. What a seat's role may not do answers 403 (roles.ts): the seat knows its business.
 */
import type { FastifyRequest } from "fastify";
import { type AccessClaims, currentClaims } from "./tokens";
import { accessOf, mayCall, seatRefused } from "./roles";
import { requireSeatLocations } from "./seat-locations";
import { HttpError, notFound, unauthorized } from "../../lib/errors";

declare module "fastify" {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

/**
 * preHandler: a valid bearer access token, else 401; a role the route's entry in roles.ts
 * does not name, 403; another location's offer, claim or location for a seat limited to some,
 * 404 (seat-locations.ts). Sets request.auth, with the seat's role as it is now.
 */
export async function requireAuth(request: FastifyRequest) {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match ? request.server.ctx.tokens.verify(match[1]!) : null;
  const claims = token && (await currentClaims(request.server.ctx.db, token));
  if (!claims) throw unauthorized(SESSION_EXPIRED);
  if (!mayCall(accessOf(claims), request.method, request.routeOptions.url ?? "")) throw seatRefused();
  await requireSeatLocations(request.server.ctx.db, request, claims);
  request.auth = claims;
}

/** preHandler (after requireAuth): `:id` of /businesses/:id/... must be the caller's business. */
export async function requireOwnBusiness(request: FastifyRequest) {
  const { id } = request.params as { id?: string };
  if (String(auth(request).businessId) !== id) throw notFound();
}

/** The caller's claims in a handler behind requireAuth. */
export function auth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new HttpError(500, "requireAuth is missing on this route");
  return request.auth;
}
