// Empties every table of the schema (seed --force, tests on a shared PostgreSQL).
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./index";
import * as schema from "./schema";

export async function resetDatabase(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
}
