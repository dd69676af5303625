// Where a new offer runs (docs/features/locations.md, "Offers at several locations"): at the brand's
// location it names, or at each of several (one offer per location, each with its own spots), each
// one of the brand's open locations; else at the main location; at none with has_no_location.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db";
import { locations, type Location } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { NOT_AN_OPEN_LOCATION, NOT_YOUR_LOCATIONS, atLocations, doorPlaces, offerLocationId } from "../accounts/locations";

/** The most locations one create may name: each is an offer of its own. */
export const MAX_OFFER_LOCATIONS = 20;

export const SEAT_OFFERS_AT_ITS_LOCATIONS = "Your seat makes offers at your locations: choose one of them.";

/** One offer's place: the location it runs at, and its own address (the location's when it gives none). */
export type OfferPlace = { locationId: number | null; location: Location | null };

type Where = { has_no_location: boolean; location_id?: number | null; location_ids?: number[] | null; location?: Location | null };

/**
 * The places of the offers one create makes, in the order given: one place, or one per location of
 * `location_ids`. A named location that is not one of the brand's open ones is a 400 under the field
 * that named it. The rows are held (FOR SHARE) to the end of the transaction, so a location retired
 * meanwhile waits, and can't take the offer. A seat limited to some locations (`scope`) makes
 * offers at them alone, by default at the first of them: another location, or none, is a 400.
 */
export async function offerPlaces(db: Db, businessId: number, input: Where, scope?: number[] | null): Promise<OfferPlace[]> {
  const field = input.location_ids ? "location_ids" : "location_id";
  if (scope && input.has_no_location) throw badRequest(SEAT_OFFERS_AT_ITS_LOCATIONS, { [field]: SEAT_OFFERS_AT_ITS_LOCATIONS });
  if (input.has_no_location) return [{ locationId: null, location: null }];
  const given = input.location_ids ?? (input.location_id != null ? [input.location_id] : null);
  if (given && !given.every((id) => atLocations(scope, id))) throw badRequest(NOT_YOUR_LOCATIONS, { [field]: NOT_YOUR_LOCATIONS });
  if (!given && scope) {
    const [first] = await doorPlaces(db, businessId, scope);
    if (!first) throw badRequest(NOT_YOUR_LOCATIONS, { [field]: NOT_YOUR_LOCATIONS });
    return offerPlaces(db, businessId, { ...input, location_id: first.id }, scope);
  }
  if (!given) return [{ locationId: await offerLocationId(db, businessId, null), location: input.location ?? null }];
  const rows = await db
    .select({ id: locations.id, location: locations.location })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), inArray(locations.id, given), isNull(locations.retiredAt)))
    .for("share");
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (given.some((id) => !byId.has(id))) {
    throw badRequest(NOT_AN_OPEN_LOCATION, { [field]: NOT_AN_OPEN_LOCATION });
  }
  return given.map((id) => ({ locationId: id, location: input.location ?? byId.get(id)!.location ?? null }));
}
