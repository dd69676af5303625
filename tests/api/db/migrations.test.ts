// A migration that fails says which one and the database's own reason, not just drizzle's
// "Failed query: …" (on PostgreSQL, with the API's start-up line:
// tests/faults/migrate-concurrent.test.ts).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MigrationError, openDatabase } from "../../../api/db";

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-migrations-"));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

it("a failing migration is named, with the database's reason, and leaves none of the pending ones applied", async () => {
  // The embedded database already holds a table that the second migration creates.
  const existing = new PGlite(path.join(dataDir, "db"));
  await existing.exec("create table mail_requests (id int)");
  await existing.close();

  const failure = await openDatabase({ dataDir }).then(
    () => null,
    (err: unknown) => err,
  );
  expect(failure).toBeInstanceOf(MigrationError);
  expect((failure as Error).message).toBe(
    'migration 0001_sign_in_addresses failed: relation "mail_requests" already exists (the pending migrations were rolled back)',
  );

  const after = new PGlite(path.join(dataDir, "db"));
  try {
    expect((await after.query("select to_regclass('public.billing_customers') as t")).rows).toEqual([{ t: null }]);
  } finally {
    await after.close();
  }
});
