// A seat limited to some of the brand's locations (users.location_ids: a door seat, or a venue's
// manager) reaches the offers, claims and locations of those alone (docs/features/locations.md#seats-by-location).
// Every route that names one of them by id is listed here with what its id is, and requireAuth
// (guards.ts) asks where that thing is before the handler runs: another location's, or no
// location's, answers 404, as another brand's does. Lists and figures narrow in their handlers.
// A seat with every location pays nothing: no statement is sent.
import type { FastifyRequest } from "fastify";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, groups, locations, offers } from "../../db/schema";
import { atLocations } from "./locations";
import { notFound } from "../../lib/errors";
import { routeKey } from "./roles";

type Held = "offer" | "group" | "claim" | "location";

/** The routes that name an offer, a group, a claim or a location by id, and which param holds it. */
export const HELD_BY_ID: ReadonlyMap<string, readonly [Held, param: string]> = new Map<string, readonly [Held, string]>([
  ["GET /v1.3/deals/:id", ["offer", "id"]],
  ["DELETE /v1.3/deals/:id", ["offer", "id"]],
  ["DELETE /v1.3/deals/:id/attendees", ["offer", "id"]],
  ["GET /v1.3/deals/:id/applicants", ["offer", "id"]],
  ["GET /v1.3/deals/:id/applicants/:claimId", ["offer", "id"]],
  ["POST /v1.3/deals/:id/applicants", ["offer", "id"]],
  ["POST /v1.3/deals/:id/finalize", ["offer", "id"]],
  ["POST /v1.3/deals/:id/call_sheet", ["offer", "id"]],
  ["DELETE /v1.3/deals/groups/:id", ["group", "id"]],
  ["POST /v1.3/claims/:id/check_in", ["claim", "id"]],
  ["POST /v1.3/claims/:id/remind", ["claim", "id"]],
  ["POST /v1.3/claims/:id/reserve", ["claim", "id"]],
  ["DELETE /v1.3/claims/:id/reserve", ["claim", "id"]],
  ["PUT /v1.3/claims/:id/application", ["claim", "id"]],
  ["POST /v1.3/claims/:id/shipment", ["claim", "id"]],
  ["POST /v1.3/claims/:id/shipment/push", ["claim", "id"]],
  ["POST /v1.3/claims/:id/shipment/delivered", ["claim", "id"]],
  ["GET /v1.3/businesses/:id/locations/:locationId", ["location", "locationId"]],
]);

/** Where the thing is: one indexed statement by its primary key, within the brand. A group and a claim are where their offer is. */
function placeOf(db: Db, held: Held, id: number, businessId: number) {
  if (held === "location") {
    return db
      .select({ at: locations.id })
      .from(locations)
      .where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
  }
  const offerId =
    held === "offer"
      ? id
      : held === "group"
        ? db.select({ id: groups.offerId }).from(groups).where(eq(groups.id, id))
        : db.select({ id: claims.offerId }).from(claims).where(eq(claims.id, id));
  return db
    .select({ at: offers.locationId })
    .from(offers)
    .where(and(eq(offers.businessId, businessId), eq(offers.id, offerId)));
}

/**
 * A 404 when the route names a thing of the brand at a location the seat is not limited to. A
 * thing that is not the brand's, or an id that is not a number, is left to the handler's own 404.
 */
export async function requireSeatLocations(db: Db, request: FastifyRequest, seat: { businessId: number; locations?: number[] | null }): Promise<void> {
  if (!seat.locations) return;
  const entry = HELD_BY_ID.get(routeKey(request.method, request.routeOptions.url ?? ""));
  if (!entry) return;
  const [held, param] = entry;
  await requireHeldBySeat(db, seat, held, (request.params as Record<string, string | undefined>)[param]);
}

/** The same 404 for a thing a route names elsewhere than in its path (POST /pdf's offer, in its body). */
export async function requireHeldBySeat(db: Db, seat: { businessId: number; locations?: number[] | null }, held: Held, raw: unknown): Promise<void> {
  if (!seat.locations) return;
  const id = /^\d{1,10}$/.test(String(raw ?? "")) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) return;
  const [row] = await placeOf(db, held, id, seat.businessId);
  if (row && !atLocations(seat.locations, row.at)) throw notFound();
}

/** The condition on offers.location_id that keeps a seat's offers: none for a seat with every location. */
export function offersOfSeat(scope: number[] | null | undefined): SQL | undefined {
  if (!scope) return undefined;
  return scope.length ? inArray(offers.locationId, scope) : sql`false`;
}
