// Query benchmark, for `npm run bench` to call (`tsx api/scripts/bench-queries.ts`): the API
// calls behind the dashboard and the applicants' track record, on the seed and again after the
// demo brand is given a history of 10,000 more claims (QUERY_CLAIMS; the growth stage's mix: two
// fifths on live offers, the rest past), each timed over many in-process requests against the
// bare /health route of the same run. In-process, on a fresh in-memory database.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { offers } from "../db/schema";
import { seed } from "../seed";
import { buildServer } from "../server";
import { createMemoryMailer } from "../services/mail";
import { growHistory } from "./grow-history";

const HEADERS = { "x-client-type": "business" };
const RUNS = Number(process.env.QUERY_RUNS ?? 200);
const CLAIMS = Number(process.env.QUERY_CLAIMS ?? 10_000);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "brand-tool-queries-"));
const database = await openDatabase({ dataDir: null });
const seeded = await seed(database.db, { mediaDir: path.join(dataDir, "media") });
if (!seeded.seeded) throw new Error("the database was not empty");
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000" });
const app = await buildServer({ db: database.db, config, mailer: createMemoryMailer(), logger: false });
const login = await app.inject({
  method: "POST",
  url: "/v1.3/oauth/token",
  headers: HEADERS,
  payload: { client_id: config.clientId, client_secret: config.clientSecret, grant_type: "password", username: "demo", password: "demo1234" },
});
const auth = { ...HEADERS, authorization: `Bearer ${login.json().access_token}` };
const business = seeded.users.demo.businessId;
const lastMonth = { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() || 12 };
if (lastMonth.month === 12) lastMonth.year -= 1;
const [casting] = await database.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, "Spring Casting"));

/** The API calls measured: a bare route, then each page's call. */
const CALLS: { name: string; url: string; headers: Record<string, string> }[] = [
  { name: "bare GET /health", url: "/health", headers: HEADERS },
  { name: "dashboard", url: `/v1.3/businesses/${business}/dashboard`, headers: auth },
  { name: "applicants (55, with track records)", url: `/v1.3/deals/${casting!.id}/applicants?per_page=60`, headers: auth },
  { name: "last month's cost per result", url: `/v1.3/businesses/${business}/reports/costs?month=${lastMonth.month}&year=${lastMonth.year}`, headers: auth },
];

async function timeCalls(stage: string) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const results: Record<string, number[]> = {};
  for (const call of CALLS) {
    for (let i = 0; i < 20; i++) await app.inject({ method: "GET", url: call.url, headers: call.headers });
    const each: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await app.inject({ method: "GET", url: call.url, headers: call.headers });
      each.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${call.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    results[call.name] = each;
  }
  const bare = median(results[CALLS[0]!.name]!);
  process.stdout.write(`  ${stage}\n`);
  for (const call of CALLS) {
    const each = results[call.name]!;
    process.stdout.write(
      `    ${call.name.padEnd(38)} ${Math.min(...each).toFixed(2)} / ${median(each).toFixed(2)} / ${Math.max(...each).toFixed(2)} ms (min / median / max of ${RUNS})  ${(median(each) / bare).toFixed(0)} × bare\n`,
    );
  }
  return results;
}

try {
  process.stdout.write(`\nQueries: the dashboard and the track record, on the seed and with ${CLAIMS.toLocaleString("en-US")} more claims\n`);
  await timeCalls("seed");
  await growHistory(database.db, "demo", Math.max(1, Math.round(CLAIMS / 50)), CLAIMS);
  await database.db.execute(sql`analyze`);
  await timeCalls(`seed + ${Math.round(CLAIMS / 50)} offers and ${CLAIMS.toLocaleString("en-US")} claims`);
} finally {
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
