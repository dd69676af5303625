// Query benchmark, for `npm run bench` to call (`tsx api/scripts/bench-queries.ts`): the API
// calls behind the dashboard and the applicants' track record, on the seed and again after the
// demo brand is given a history of 10,000 more claims (QUERY_CLAIMS; the growth stage's mix: two
// fifths on live offers, the rest past), each timed over many in-process requests against the
// bare /health route of the same run. In-process, on a fresh in-memory database.
import { eq, sql } from "drizzle-orm";
import { offers } from "../db/schema";
import { HEADERS, startBenchApi } from "./bench-app";
import { growHistory } from "./grow-history";

const RUNS = Number(process.env.QUERY_RUNS ?? 200);
const CLAIMS = Number(process.env.QUERY_CLAIMS ?? 10_000);

const { database, seeded, app, auth, close } = await startBenchApi("brand-tool-queries", { RATE_LIMIT_PER_MINUTE: "1000000" });
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
  await close();
}
