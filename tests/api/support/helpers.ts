// One API per test file: an in-memory PGlite (or the PostgreSQL of TEST_DATABASE_URL, emptied
// first), the demo seed with media in a temp dir, and a mailer that keeps messages. A test file
// sets it up in one line, at its top level:
//   const { api, demo, rival } = await useSignedInApi();   // or: const api = await useTestApi();
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, inject } from "vitest";
import { loadConfig, type Config } from "../../../api/config";
import { openDatabase, type Db } from "../../../api/db";
import { resetDatabase } from "../../../api/db/reset";
import { seed } from "../../../api/seed";
import type { SeededUsers } from "../../../api/seed/users";
import { buildServer } from "../../../api/server";
import { createEmbeddedQueue } from "../../../api/adapters/jobs/embedded";
import { jobRules, type JobName, type JobRules } from "../../../api/adapters/jobs/queue";
import { createMemoryMailer, type Mail, type Mailer } from "../../../api/adapters/mail/transport";
import { createStorage, type FileStore } from "../../../api/adapters/storage";
import { createTestBrand, type Kit, type TestBrand } from "../../../api/test-support/kits";

/** The suite's migrated PGlite (tests/api/support/pglite-template.ts), when its global setup ran. */
async function migratedDump() {
  const file = inject("pgliteTemplate");
  return file ? new Blob([await fs.readFile(file)]) : undefined;
}

export const HEADERS = { "x-client-type": "business", "x-client-version": "2.8" };

export type TestApi = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The API's file store (media and PDFs), which the seed filled. */
  storage: FileStore;
  mails: Mail[];
  users: SeededUsers;
  /** Signs in with the password grant and returns the access token (fails the test otherwise). */
  login(username: string, password: string): Promise<string>;
  /** A brand of its own with the kits of records asked for (api/test-support/kits.ts), signed in. */
  newBrand(kits?: Kit[]): Promise<TestBrand & { token: string }>;
  /** Headers of an API call, with a bearer token when given. */
  headers(token?: string): Record<string, string>;
  close(): Promise<void>;
};

/** A log destination for `logger: { stream }`, and the lines written to it. */
export function captureLogs(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

export type TestApiOptions = {
  /** A file store other than the config's (DATA_DIR, or S3_BUCKET's). */
  storage?: FileStore;
  env?: Record<string, string | undefined>;
  logger?: boolean | object;
  /** The mailer behind the mail jobs; a memory mailer unless given. */
  mailer?: Mailer & { messages: Mail[] };
  /** Retry rules of the embedded job queue that differ from the product's (tests of retries). */
  jobRules?: Partial<Record<JobName, JobRules>>;
};

/** This test file's API, closed after its tests. Await it at the file's top level. */
export async function useTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  const api = await createTestApi(opts);
  afterAll(() => api.close());
  return api;
}

/** The same, with Demo Bistro (`demo`) and Rival Studio (`rival`) signed in: their access tokens. */
export async function useSignedInApi(opts: TestApiOptions = {}): Promise<{ api: TestApi; demo: string; rival: string }> {
  const api = await useTestApi(opts);
  const [demo, rival] = await Promise.all([api.login("demo", "demo1234"), api.login("rival", "rival1234")]);
  return { api, demo, rival };
}

export async function createTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://web.test",
    // Tests call far faster than people: the limits have tests of their own (server.test.ts).
    RATE_LIMIT_PER_MINUTE: "100000",
    SIGN_IN_HELP_PER_NAME_PER_HOUR: "1000",
    SIGN_IN_HELP_PER_ADDRESS_PER_HOUR: "1000",
    // JSON lines whether or not the tests run on a terminal; logging-pretty.test.ts asks for the other.
    LOG_FORMAT: "json",
    ...opts.env,
  });
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const memoryFrom = databaseUrl ? undefined : await migratedDump();
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? dataDir : null, memoryFrom });
  if (databaseUrl) await resetDatabase(database.db);
  const storage = opts.storage ?? createStorage(config);
  const result = await seed(database.db, { storage });
  if (!result.seeded) throw new Error("the test database was not empty");
  const mailer = opts.mailer ?? createMemoryMailer();
  // The embedded queue, even on TEST_DATABASE_URL: tests read a request's mails and files as
  // soon as it has answered (pg-boss is tested on its own clusters in tests/faults/jobs.test.ts).
  const jobs = opts.jobRules ? createEmbeddedQueue({ ...jobRules(config.jobs), ...opts.jobRules }) : undefined;
  const app = await buildServer({ db: database.db, config, mailer, storage, jobs, logger: opts.logger ?? false, checkAnswers: true });

  const headers = (token?: string) => (token ? { ...HEADERS, authorization: `Bearer ${token}` } : { ...HEADERS });
  const api: TestApi = {
    app,
    db: database.db,
    config,
    storage,
    mails: mailer.messages,
    users: result.users,
    headers,
    async login(username, password) {
      const response = await app.inject({
        method: "POST",
        url: "/v1.3/oauth/token",
        headers: headers(),
        payload: { client_id: config.clientId, client_secret: config.clientSecret, grant_type: "password", username, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
      return response.json().access_token as string;
    },
    async newBrand(kits = []) {
      const brand = await createTestBrand(database.db, storage, kits);
      return { ...brand, token: await api.login(brand.username, brand.password) };
    },
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}
