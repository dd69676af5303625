// The API suite's global setup: one migrated PGlite, dumped to a file that every test file's
// in-memory database starts from (tests/api/support/helpers.ts). Creating a PGlite cluster takes
// some 4 s of CPU; loading a dump, under one.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../../api/db";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // On a real PostgreSQL (TEST_DATABASE_URL) there is no PGlite to start.
  if (process.env.TEST_DATABASE_URL) return;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "brand-tool-pglite-"));
  const file = path.join(dir, "migrated.tar");
  const database = await openDatabase({ dataDir: null });
  // Db is typed for both drivers; in memory it is PGlite's drizzle, whose client can dump itself.
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  await fs.writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return async () => fs.rm(dir, { recursive: true, force: true });
}
