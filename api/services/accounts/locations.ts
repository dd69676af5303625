// A brand's locations (docs/features/locations.md): the venues its offers run at. A brand has one
// or more; a retired one keeps its offers and figures and takes no new offers, and the last open
// one can't be retired. The main location is the first open one (by sort, then id): its address and
// working hours are the brand's profile's (GET /users/me, PUT /businesses/:id/working-hours), so the
// spec's profile keeps its one address and one set of hours, and they are written once, here.
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, enumValues, locations, offers, type Location, type WorkingHours } from "../../db/schema";
import { LAST_LOCATION } from "../../../contract/locations";
import { REFUSALS } from "../../../contract/refusals";
import type { BrandLocation } from "../../../contract/schemas/locations";
import { badRequest, HttpError, notFound } from "../../lib/errors";

export type LocationInput = {
  name?: string;
  address?: string;
  cityId?: number | null;
  timezone?: string;
  workingHours?: WorkingHours;
  phoneNumber?: string;
};

type Row = typeof locations.$inferSelect;

const open = isNull(locations.retiredAt);
/** Open locations first, in the brand's order, then the retired ones, the last retired first. */
const brandOrder = [desc(open), asc(locations.sort), desc(locations.retiredAt), asc(locations.id)];

/** The id of the business's main location, as SQL, for a query that joins it. */
export const mainLocationId = (businessId: unknown) =>
  sql<number>`(select l.id from ${locations} l where l.business_id = ${businessId} and l.retired_at is null order by l.sort, l.id limit 1)`;

function view(row: Row, offersCount: number, mainId: number | null): BrandLocation {
  return {
    id: row.id,
    name: row.name,
    location: row.location ? { address: row.location.address, lat: row.location.lat ?? null, lon: row.location.lon ?? null } : null,
    city_id: row.cityId,
    timezone: row.timezone,
    working_hours: row.workingHours ?? null,
    phone_number: row.phoneNumber,
    main: row.id === mainId,
    offers_count: offersCount,
    retired_at: row.retiredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The brand's locations (the seat's, `scope`, when it is limited to some) in the brand's order, each with its count of offers: two statements. */
export async function listLocations(db: Db, businessId: number, scope: number[] | null = null): Promise<BrandLocation[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(locations)
      .where(eq(locations.businessId, businessId))
      .orderBy(...brandOrder),
    db
      .select({ locationId: offers.locationId, n: count() })
      .from(offers)
      .where(and(eq(offers.businessId, businessId), sql`${offers.locationId} is not null`))
      .groupBy(offers.locationId),
  ]);
  const byLocation = new Map(counts.map((c) => [c.locationId, c.n]));
  // The main location is the brand's first open one, whether or not the seat's locations hold it.
  const mainId = rows.find((row) => !row.retiredAt)?.id ?? null;
  return rows.filter((row) => atLocations(scope, row.id)).map((row) => view(row, byLocation.get(row.id) ?? 0, mainId));
}

/** One of the brand's locations, or a 404 (another brand's is not found either). */
export async function getLocation(db: Db, businessId: number, locationId: number): Promise<BrandLocation> {
  const found = (await listLocations(db, businessId)).find((l) => l.id === locationId);
  if (!found) throw notFound("There is no such location.");
  return found;
}

/** The point of a city of the reference list; a 400 on the field when there is no such city. */
async function cityPoint(db: Db, cityId: number): Promise<{ lat: number | null; lon: number | null }> {
  const [city] = await db
    .select({ data: enumValues.data })
    .from(enumValues)
    .where(and(eq(enumValues.kind, "cities"), eq(enumValues.id, cityId)));
  if (!city) throw badRequest("Choose a city from the list.", { city_id: "Choose a city from the list." });
  const data = (city.data ?? {}) as { lat?: number; lon?: number };
  return { lat: data.lat ?? null, lon: data.lon ?? null };
}

/** A name the brand's other open locations don't have already (names tell them apart on every page). */
async function requireNewName(db: Db, businessId: number, name: string, except?: number) {
  const [same] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), open, sql`lower(${locations.name}) = lower(${name})`, except ? ne(locations.id, except) : undefined));
  if (same) {
    const message = `You already have a location named “${name}”.`;
    throw badRequest(message, { name: message });
  }
}

/** The columns an input sets: the address takes its city's point (there is no geocoder). */
async function columns(db: Db, input: LocationInput, current?: Row) {
  const cityId = input.cityId === undefined ? (current?.cityId ?? null) : input.cityId;
  const address = input.address ?? current?.location?.address;
  const point = cityId === null ? { lat: null, lon: null } : await cityPoint(db, cityId);
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.workingHours !== undefined ? { workingHours: input.workingHours } : {}),
    ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber } : {}),
    ...(input.address !== undefined || input.cityId !== undefined ? { cityId, location: address ? { address, ...point } : null } : {}),
  };
}

export async function createLocation(db: Db, businessId: number, input: Required<Pick<LocationInput, "name" | "address">> & LocationInput) {
  await requireNewName(db, businessId, input.name);
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${locations.sort}), -1)` })
    .from(locations)
    .where(eq(locations.businessId, businessId));
  const [row] = await db
    .insert(locations)
    .values({ businessId, name: input.name, sort: Number(last?.sort ?? -1) + 1, ...(await columns(db, input)) })
    .returning({ id: locations.id });
  return getLocation(db, businessId, row!.id);
}

async function ownRow(db: Db, businessId: number, locationId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.businessId, businessId)));
  if (!row) throw notFound("There is no such location.");
  return row;
}

export const RETIRED_UNCHANGED = "This location is retired: it keeps its history and can't be changed.";

export async function updateLocation(db: Db, businessId: number, locationId: number, input: LocationInput) {
  const row = await ownRow(db, businessId, locationId);
  if (row.retiredAt) throw new HttpError(409, RETIRED_UNCHANGED);
  if (input.name !== undefined) await requireNewName(db, businessId, input.name, locationId);
  const set = await columns(db, input, row);
  if (Object.keys(set).length) await db.update(locations).set(set).where(eq(locations.id, locationId));
  return getLocation(db, businessId, locationId);
}

/**
 * Retires a location, holding the brand's row so that two retirements at once can't leave it
 * with none open. Retiring a retired one answers it as it is.
 */
export async function retireLocation(db: Db, businessId: number, locationId: number) {
  await db.transaction(async (tx) => {
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for("update");
    const row = await ownRow(tx, businessId, locationId);
    if (row.retiredAt) return;
    const [others] = await tx
      .select({ n: count() })
      .from(locations)
      .where(and(eq(locations.businessId, businessId), open, ne(locations.id, locationId)));
    if (!others?.n) throw new HttpError(409, LAST_LOCATION, undefined, REFUSALS.lastLocation);
    await tx.update(locations).set({ retiredAt: new Date() }).where(eq(locations.id, locationId));
  });
  return getLocation(db, businessId, locationId);
}

/** The main location's row, or none (a brand made before it had any). */
async function mainRow(db: Db, businessId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.businessId, businessId), open))
    .orderBy(asc(locations.sort), asc(locations.id))
    .limit(1);
  return row;
}

/**
 * Writes the profile's address or hours on the main location; a brand with no location gets its
 * first, named as the brand. Undefined when there is no such business.
 */
async function setOnMain(db: Db, businessId: number, set: Partial<Pick<typeof locations.$inferInsert, "location" | "cityId" | "workingHours">>) {
  const main = await mainRow(db, businessId);
  if (main) {
    const [row] = await db.update(locations).set(set).where(eq(locations.id, main.id)).returning();
    return row;
  }
  const [brand] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  if (!brand) return undefined;
  const [row] = await db
    .insert(locations)
    .values({ businessId, name: brand.name, ...set })
    .returning();
  return row;
}

/** The profile's address, on the main location (its city is the point's, so a typed address drops it). */
export async function setMainAddress(db: Db, businessId: number, location: Location | null) {
  const main = await mainRow(db, businessId);
  const keepsCity = main?.location?.address === location?.address && main?.location?.lat === location?.lat && main?.location?.lon === location?.lon;
  return setOnMain(db, businessId, keepsCity ? { location } : { location, cityId: null });
}

/** The brand's working hours (the main location's) as `{workingHours}`; undefined when there is no such business. */
export async function getWorkingHours(db: Db, businessId: number) {
  const [row] = await db
    .select({ workingHours: locations.workingHours })
    .from(businesses)
    .leftJoin(locations, eq(locations.id, mainLocationId(businesses.id)))
    .where(eq(businesses.id, businessId));
  return row;
}

/** Saves the brand's working hours on its main location; undefined when there is no such business. */
export async function setWorkingHours(db: Db, businessId: number, workingHours: WorkingHours) {
  const row = await setOnMain(db, businessId, { workingHours });
  return row && { workingHours: row.workingHours };
}

export const NOT_AN_OPEN_LOCATION = "Choose one of your open locations.";

/** Where a new offer runs: the given location when it is one of the brand's open ones (else a 400), or the main one. */
export async function offerLocationId(db: Db, businessId: number, given: number | null): Promise<number | null> {
  if (given === null) return (await mainRow(db, businessId))?.id ?? null;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, given), eq(locations.businessId, businessId), open));
  if (!row) throw badRequest(NOT_AN_OPEN_LOCATION, { location_id: NOT_AN_OPEN_LOCATION });
  return row.id;
}

/** Whether an offer at `locationId` is within a seat's locations (`scope`; null: every location). */
export function atLocations(scope: number[] | null | undefined, locationId: number | null): boolean {
  return !scope || (locationId !== null && scope.includes(locationId));
}

export type DoorPlace = { id: number; name: string };

/**
 * The open locations a seat may work the door of, in the brand's order: all of them, or those
 * of its locations that are open.
 */
export async function doorPlaces(db: Db, businessId: number, scope: number[] | null | undefined): Promise<DoorPlace[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), open))
    .orderBy(asc(locations.sort), asc(locations.id));
  return rows.filter((row) => atLocations(scope, row.id));
}

export const NOT_YOUR_LOCATIONS = "Choose among your open locations.";

/** A 400 under location_ids unless every id is one of the brand's open locations. */
export async function requireOpenLocations(db: Db, businessId: number, ids: number[]) {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), open, inArray(locations.id, ids)));
  if (rows.length !== new Set(ids).size) throw badRequest(NOT_YOUR_LOCATIONS, { location_ids: NOT_YOUR_LOCATIONS });
}
