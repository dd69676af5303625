// One pool for the whole process: PostgreSQL at DATABASE_URL, or by default the embedded
// PostgreSQL server that the API starts on DATA_DIR (./embedded-postgres.ts). Tests may ask for an
// in-memory PGlite instead. All speak the same SQL, so the rest of the API never branches.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DrizzleQueryError } from "drizzle-orm";
import type { Pool } from "pg";
import { prepareStatements } from "./prepared";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * `postgres`: a server at DATABASE_URL, seeded on purpose; `embedded`: the API's own server in
 * DATA_DIR, seeded when empty; `memory`: an in-memory PGlite (tests).
 */
export type Database = { db: Db; kind: "embedded" | "postgres" | "memory"; close: () => Promise<void> };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The key of the PostgreSQL advisory lock that lets one instance at a time migrate: any
 * constant bigint that nothing else locks on ("migrate" in ASCII).
 */
const MIGRATIONS_LOCK = "30787082237817957";

/** A migration that failed, named by its tag, with the database's own reason. */
export class MigrationError extends Error {
  name = "MigrationError";
}

/**
 * Opens the database and applies the committed migrations.
 * `dataDir: null` gives an in-memory PGlite (tests); `memoryFrom`, a PGlite's dump to start it
 * from, spares each test file the 4 s of creating its cluster (tests/api/support/pglite-template.ts).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null; memoryFrom?: Blob }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, "postgres");
  if (!opts.dataDir) return openMemory(opts.memoryFrom);
  const { startEmbeddedPostgres } = await import("./embedded-postgres");
  const server = await startEmbeddedPostgres(opts.dataDir);
  try {
    const database = await openPostgres(server.url, "embedded", server.stop);
    const { importEarlierDatabase } = await import("./import-pglite");
    await importEarlierDatabase(opts.dataDir, database.db);
    return database;
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/**
 * Connections of the pool (DATABASE_POOL_SIZE). The embedded server shares the API's machine: six
 * backends keep its two cores busy, and each more holds some 5 MB once warm (docs/figures.md).
 */
function poolSize(kind: "postgres" | "embedded") {
  const given = Number.parseInt(process.env.DATABASE_POOL_SIZE ?? "", 10);
  return Number.isFinite(given) && given > 0 ? given : kind === "embedded" ? 6 : 10;
}

async function openPostgres(url: string, kind: "postgres" | "embedded", stopServer?: () => Promise<void>): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // A connection attempt that hangs (a PostgreSQL that is restarting or unreachable) fails
  // after 5 s, so a request answers 500 instead of waiting for ever.
  const pool = new pg.Pool({ connectionString: url, max: poolSize(kind), connectionTimeoutMillis: 5_000 });
  // A dropped connection (e.g. PostgreSQL restarting) must not crash the process. The pool
  // listens only to its idle clients; a client checked out between two queries of a
  // transaction gets the server's "terminating connection" as an 'error' event with no
  // listener, which kills the process (tests/faults/pg-restart.test.ts). Its query fails
  // instead, and the pool discards the broken client when it is released.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
    prepareStatements(client);
  });
  try {
    await migrateLocked(pool);
  } catch (err) {
    await pool.end().catch(() => {});
    throw explainMigrationFailure(err);
  }
  const close = async () => {
    await pool.end();
    await stopServer?.();
  };
  return { db: drizzle(pool, { schema }), kind, close };
}

async function openMemory(dump?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // From a dump, the migrations it holds are already applied and only the newer ones run.
  const client = new PGlite(dump ? { loadDataDir: dump } : undefined);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder }).catch((err) => {
    throw explainMigrationFailure(err);
  });
  return { db, kind: "memory", close: () => client.close() };
}

/**
 * Every instance migrates at start, and several may start at once on an empty database (a
 * deploy). Drizzle's migrator takes no lock: it creates its own schema and table, reads the
 * last applied migration, then applies the rest in one transaction, so two instances both try
 * to create every table and one fails (tests/faults/migrate-concurrent.test.ts). So the
 * migrations run on one client that first takes a session-level advisory lock: the next
 * instance waits on the lock, then reads that everything is applied and does nothing. Lock
 * and migrations share that one session (drizzle bound to the client, not the pool), so an
 * instance that dies while migrating drops the lock with its connection. The wait has no
 * timeout: a migration on a big table may rightly take minutes.
 */
async function migrateLocked(pool: Pool) {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`select pg_advisory_lock(${MIGRATIONS_LOCK})`);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    // Unlocking fails only when the connection is gone, which ends the lock too; the client
    // is then discarded instead of going back to the pool.
    await client.query(`select pg_advisory_unlock(${MIGRATIONS_LOCK})`).catch((err: Error) => (broken = err));
    client.release(broken);
  }
}

/**
 * Drizzle's error says only "Failed query: <the SQL>". This one names the migration whose
 * statement failed and gives the database's own message (with its detail and hint), e.g.
 * `migration 0001_sign_in_addresses failed: relation "mail_requests" already exists (…)`.
 */
export function explainMigrationFailure(err: unknown): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const cause = err.cause as { message?: string; detail?: string; hint?: string } | undefined;
  const reason = [cause?.message ?? err.message, cause?.detail, cause?.hint].filter(Boolean).join("; ");
  const statement = err.query.trim();
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const tag = journal.entries.find(({ tag }) =>
    fs
      .readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8")
      .split("--> statement-breakpoint")
      .some((s) => s.trim() === statement),
  )?.tag;
  // The pending migrations run in one transaction, so a failure leaves none of them applied.
  const message = tag
    ? `migration ${tag} failed: ${reason} (the pending migrations were rolled back)`
    : `preparing the migrations failed: ${reason} (at: ${statement.split("\n")[0]})`;
  return new MigrationError(message, { cause: err });
}

export { schema };
