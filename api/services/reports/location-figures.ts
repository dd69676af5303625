// Figures per location (docs/features/locations.md#figures-per-location): the one rule of where a
// post or a claim counts. It counts at the location its offer runs at (offers.location_id); a post
// with no offer, and anything of an offer with no location (a gift, a remote job), is "the rest". A
// location's figures and the rest's add up to the group's, because every figure reads this rule.
import { and, asc, eq, inArray, sql, type Column, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { locations, offers } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { FIGURE_PLACE } from "../../../contract/locations";
import { offersOfSeat } from "../accounts/seat-locations";

/**
 * Whose figures: a location of the brand (by id), several together (a seat's, when it is limited to
 * some), "none" for the rest, or null for the whole group.
 */
export type FigureLocation = number | readonly number[] | "none" | null;

/**
 * The ids of the brand's offers that run at `location` (of `types`, when given), as a subquery.
 * It is uncorrelated: the database reads the brand's offers once (offers_business) and checks each
 * post or claim against that set, so a figure's query stays on its own (business, date) index.
 */
export function offersAt(businessId: number, location: FigureLocation, types: string[] = []): SQL {
  const at =
    location === null
      ? sql``
      : location === "none"
        ? sql` and ${offers.locationId} is null`
        : typeof location === "number"
          ? sql` and ${offers.locationId} = ${location}`
          : sql` and ${offersOfSeat([...location])}`;
  const kinds = types.length ? sql` and ${inArray(offers.type, types)}` : sql``;
  return sql`select ${offers.id} from ${offers} where ${offers.businessId} = ${businessId}${at}${kinds}`;
}

/**
 * The condition on a row's offer id (posts.offer_id, claims.offer_id) that keeps the rows of
 * `location`; none for the group. A row without an offer (a post outside every offer) is the rest's.
 */
export function atLocation(offerId: Column, businessId: number, location: FigureLocation): SQL | undefined {
  if (location === null) return undefined;
  const within = sql`${offerId} in (${offersAt(businessId, location)})`;
  return location === "none" ? sql`(${offerId} is null or ${within})` : within;
}

/** The `location` query of a figures route: one of the brand's locations (retired ones keep their figures), or the rest. */
export const locationQuery = z.object({
  location: z
    .string()
    .regex(FIGURE_PLACE, { message: "location must be the id of one of the brand's locations, or none." })
    .optional()
    .describe(
      "The figures of one of the brand's locations (retired ones too): the posts and claims of the offers that run there; none, the rest " +
        "(offers with no location, posts with no offer). Left out, the whole group's. Another brand's location is a 404.",
    ),
});

export const NO_SUCH_LOCATION = "There is no such location.";

/**
 * The figures' location of a route's query: a 404 when the id is not one of the brand's locations.
 * A seat limited to some locations (`scope`) reads theirs alone: left out, all of them together
 * (one of them, when it has one); another location, or the rest, is a 404.
 */
export async function figureLocation(db: Db, businessId: number, asked: string | undefined, scope?: number[] | null): Promise<FigureLocation> {
  if (scope && (asked === "none" || (asked !== undefined && !scope.includes(Number(asked))))) throw notFound(NO_SUCH_LOCATION);
  if (asked === undefined) return scope ? (scope.length === 1 ? scope[0]! : scope) : null;
  if (asked === "none") return "none";
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, Number(asked)), eq(locations.businessId, businessId)));
  if (!row) throw notFound(NO_SUCH_LOCATION);
  return row.id;
}

/** A location whose figures the brand may read: its open ones first, then the retired, which keep their figures. */
export type FigureVenue = { id: number; name: string; retired: boolean };

/** The brand's locations for a figures page's location filter (the seat's, `scope`, when it is limited to some): one indexed statement. */
export async function figureVenues(db: Db, businessId: number, scope?: number[] | null): Promise<FigureVenue[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, retiredAt: locations.retiredAt })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), scope ? (scope.length ? inArray(locations.id, scope) : sql`false`) : undefined))
    .orderBy(sql`${locations.retiredAt} is not null`, asc(locations.sort), asc(locations.id));
  return rows.map((row) => ({ id: row.id, name: row.name, retired: row.retiredAt !== null }));
}
