// The API's queries are named prepared statements of their connection (api/db/prepared.ts):
// parsed once per connection, planned once PostgreSQL keeps a plan, and bounded in number.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../../api/db/embedded-postgres";
import { MAX_PER_CONNECTION, prepareStatements } from "../../../api/db/prepared";

let dataDir: string;
let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let pool: pg.Pool;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-prepared-"));
  server = await startEmbeddedPostgres(dataDir);
  pool = new pg.Pool({ connectionString: server.url, max: 1 });
  pool.on("connect", prepareStatements);
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const prepared = async () =>
  (await pool.query<{ statement: string }>("select statement from pg_prepared_statements where name like 's%' order by statement")).rows.map(
    (row) => row.statement,
  );

it("runs a query object as one prepared statement however often it comes, with its own values each time", async () => {
  const text = "select $1::int + 1 as n";
  expect((await pool.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
  expect((await pool.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
  expect(await prepared()).toEqual([text]);
});

it("leaves plain-text queries, statements that cannot be planned and named queries as they are", async () => {
  await pool.query("select 2");
  await pool.query({ text: "set statement_timeout = 0" });
  await pool.query({ text: "select 3", name: "mine" });
  expect(await prepared()).toEqual(["select $1::int + 1 as n"]);
});

it(`prepares at most ${MAX_PER_CONNECTION} statements a connection, then runs the rest unnamed`, async () => {
  for (let i = 0; i < MAX_PER_CONNECTION + 20; i++) expect((await pool.query({ text: `select ${i} as n` })).rows).toEqual([{ n: i }]);
  expect((await prepared()).length).toBe(MAX_PER_CONNECTION);
}, 60_000);
