// What each brand's answers depend on, as one number per brand (decision 0045). Triggers on every
// table that holds a brand's data (migration 0009) set `version` to the next value of one sequence
// whenever a transaction changes that brand's rows, so a kept answer keyed by the version is never
// older than the brand's last change, on any API instance. Re-exported by schema.ts.
import { bigint, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * No foreign key: a brand's deletion cascades to rows whose triggers still name it, and a
 * version left behind by a deleted brand is never read.
 */
export const brandVersions = pgTable("brand_versions", {
  businessId: integer("business_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
