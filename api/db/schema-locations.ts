// A brand's locations (docs/features/locations.md): the venues its offers run at, each with its
// address and map point, time zone, working hours and phone. The brand's main location is its
// first open one (by sort, then id): its address and hours are the profile's. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";
// A cycle of imports between the table files: drizzle reads `references` lazily.
import { businesses, type Location, type WorkingHours } from "./schema-marketplace";

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references((): AnyPgColumn => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Null only for a brand that had given no address before locations (migration 0013). */
    location: jsonb("location").$type<Location>(),
    /** The city of GET /enum/cities whose point the address takes (there is no geocoder). */
    cityId: integer("city_id"),
    timezone: text("timezone").notNull().default("America/New_York"),
    workingHours: jsonb("working_hours").$type<WorkingHours>(),
    phoneNumber: text("phone_number").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    /** A retired location keeps its offers and figures and takes no new offers. */
    retiredAt: ts("retired_at"),
    createdAt: createdAt(),
  },
  (t) => [index("locations_business").on(t.businessId, sql`(${t.retiredAt} is null) desc`, t.sort, t.id)],
);
