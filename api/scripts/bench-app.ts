// The API the in-process benchmarks measure (bench-results.ts, bench-queries.ts): a fresh
// in-memory database with the demo seed, the server built on it, and the demo brand signed in.
import { createStorage } from "../adapters/storage";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { seed } from "../seed";
import { buildServer } from "../server";
import { createMemoryMailer } from "../adapters/mail/transport";

export const HEADERS = { "x-client-type": "business" };

export async function startBenchApi(name: string, env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ...env });
  const database = await openDatabase({ dataDir: null });
  const seeded = await seed(database.db, { storage: createStorage(config) });
  if (!seeded.seeded) throw new Error("the database was not empty");
  const app = await buildServer({ db: database.db, config, mailer: createMemoryMailer(), logger: false });
  const login = await app.inject({
    method: "POST",
    url: "/v1.3/oauth/token",
    headers: HEADERS,
    payload: { client_id: config.clientId, client_secret: config.clientSecret, grant_type: "password", username: "demo", password: "demo1234" },
  });
  const auth = { ...HEADERS, authorization: `Bearer ${login.json().access_token}` };
  return {
    dataDir,
    database,
    seeded,
    app,
    auth,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
