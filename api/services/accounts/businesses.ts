// The Business resource as the API returns it (GET /users/me in the reference, api/openapi.json), built from users, businesses and
// profile media.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, locations, media, users, type Location, type WorkingHours } from "../../db/schema";
import { mainLocationId } from "./locations";

export type BusinessMedia = { id: number; media_id: number; path: string; thumbnail: string; sort: number };
export type Business = {
  id: number;
  business_id: number;
  username: string;
  type: "business";
  name: string;
  email: string;
  contact_name: string;
  contact_email: string;
  phone_number: string;
  website: string;
  description: string;
  location: Location | null;
  media: BusinessMedia[];
  working_hours: WorkingHours | null;
};

/**
 * A user's business: the one it owns (businesses.user_id) or the one its seat belongs to
 * (users.business_id). A removed seat has none.
 */
const seatBusiness = and(
  isNull(users.removedAt),
  sql`${businesses.id} = coalesce(${users.businessId}, (select b.id from ${businesses} b where b.user_id = ${users.id}))`,
);

/** A business user (owner or seat) by username, case-insensitively (usernames are unique ignoring case). */
export async function findBusinessUser(db: Db, username: string) {
  const [row] = await db
    .select({ userId: users.id, username: users.username, passwordHash: users.passwordHash, businessId: businesses.id, role: users.role })
    .from(users)
    .innerJoin(businesses, seatBusiness)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.type, "business")));
  return row ?? null;
}

/** Whom a user signs in as: its business and role; null for an unknown or removed user. */
export async function accountOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: users.id, businessId: businesses.id, role: users.role })
    .from(users)
    .innerJoin(businesses, seatBusiness)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The id and name of a user's business (what a login link signs in as). */
export async function businessOfUser(db: Db, userId: number): Promise<{ business_id: number; name: string } | null> {
  const [row] = await db
    .select({ business_id: businesses.id, name: businesses.name })
    .from(users)
    .innerJoin(businesses, seatBusiness)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function getBusiness(db: Db, businessId: number): Promise<Business | null> {
  const [row] = await db
    .select({ user: users, business: businesses, location: locations.location, workingHours: locations.workingHours })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    // The profile's address and hours are the main location's (services/accounts/locations.ts).
    .leftJoin(locations, eq(locations.id, mainLocationId(businesses.id)))
    .where(eq(businesses.id, businessId));
  if (!row) return null;
  const items = await db
    .select({ id: media.id, path: media.path, thumbnail: media.thumbnail, sort: media.sort })
    .from(media)
    .where(and(eq(media.businessId, businessId), eq(media.isProfile, true)))
    .orderBy(asc(media.sort), asc(media.id));
  const { user, business, location, workingHours } = row;
  return {
    id: user.id,
    business_id: business.id,
    username: user.username,
    type: "business",
    name: business.name,
    email: user.email,
    contact_name: business.contactName,
    contact_email: business.contactEmail,
    phone_number: business.phoneNumber,
    website: business.website,
    description: business.description,
    location: location ?? null,
    media: items.map((m) => ({ ...m, media_id: m.id })),
    working_hours: workingHours ?? null,
  };
}

/**
 * The brand as its PDFs show it: its name, and its logo, the first of its profile images (the
 * one the web tool's menu shows). Null when there is no such business.
 */
export async function getBrand(db: Db, businessId: number): Promise<{ name: string; logo: string | null } | null> {
  const [row] = await db
    .select({ name: businesses.name, logo: media.thumbnail })
    .from(businesses)
    .leftJoin(media, and(eq(media.businessId, businesses.id), eq(media.isProfile, true)))
    .where(eq(businesses.id, businessId))
    .orderBy(asc(media.sort), asc(media.id))
    .limit(1);
  return row ?? null;
}
