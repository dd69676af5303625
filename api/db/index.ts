// One connection for the whole process: embedded PGlite in DATA_DIR by default, PostgreSQL
// when DATABASE_URL is set. Both speak the same SQL, so the rest of the API never branches.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens the database and applies the committed migrations.
 * `dataDir: null` gives an in-memory PGlite (tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // A connection attempt that hangs (a PostgreSQL that is restarting or unreachable) fails
    // after 5 s, so a request answers 500 instead of waiting for ever.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // A dropped connection (e.g. PostgreSQL restarting) must not crash the process. The pool
    // listens only to its idle clients; a client checked out between two queries of a
    // transaction gets the server's "terminating connection" as an 'error' event with no
    // listener, which kills the process (tests/faults/pg-restart.test.ts). Its query fails
    // instead, and the pool discards the broken client when it is released.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, "db");
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}

export { schema };
