// Property-based fuzz (docs/proof.md): random payloads to every mutating API endpoint of the
// server's route table, as a signed-in brand, on real ids and on garbage ones. Whatever is
// sent, the API answers below 500, and every 4xx carries a message a person can read.
// FUZZ_RUNS sets the payloads per endpoint; FUZZ_SEED replays a run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useSignedInApi } from "../support/helpers";
import { COVERAGE, demoIds, type Ids } from "../support/proof-coverage";
import { apiRoutes, isMutating, type ApiRoute } from "../support/proof-routes";

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 32);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

/** Field names the API reads somewhere, so random objects hit real code paths. */
const FIELDS = [
  "type",
  "subtitle",
  "title",
  "description",
  "categories",
  "shared_spots",
  "female_spots",
  "male_spots",
  "star_spots",
  "waitlist_spots",
  "repeat_type",
  "starts_at",
  "ends_at",
  "visible_from",
  "visible_until",
  "timezone",
  "images",
  "instagram_images",
  "location",
  "lat",
  "lon",
  "address",
  "is_group",
  "group_min_size",
  "group_max_size",
  "group_max_number",
  "age_limit",
  "mode",
  "draft_id",
  "ids",
  "urls",
  "email",
  "source",
  "new_default",
  "card",
  "number",
  "exp_month",
  "exp_year",
  "cvc",
  "status",
  "reserve_for",
  "tracking_number",
  "carrier",
  "attendees",
  "call_time",
  "job_start_date_type",
  "job_start_date",
  "job_end_date_duration",
  "job_requirements",
  "model_requirements",
  "working_hours",
  "monday",
  "open",
  "close",
  "contact_name",
  "contact_email",
  "phone_number",
  "website",
  "name",
  "value",
  "expires_at",
  "token",
  "account_id",
  "plan",
  "frequency",
  "reportId",
  "month",
  "year",
  "destination",
  "orientation",
  "link",
  "username",
  "password",
  "grant_type",
  "client_id",
  "client_secret",
  "refresh_token",
  "id",
  "wages",
  "discount",
  "gift_source",
  "deliberation_starts",
];

const dates = fc.oneof(
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom("2026-02-30T10:00:00Z", "0000-00-00", "9999-12-31T23:59:59Z", "-271821-04-20T00:00:00Z", "tomorrow", "24:61"),
);
const numbers = fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 1e-320, 0.5));
const strings = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "null",
    "NaN",
    "💥".repeat(300),
    "a".repeat(70_000),
    "'; DROP TABLE offers; --",
    "../../etc/passwd",
    "%00",
    "<script>x</script>",
  ),
);
const scalar = fc.oneof(strings, numbers, dates, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(fc.oneof(scalar, fc.integer({ min: 1, max: 5000 })), { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A body: a valid one with fields replaced, random fields, any JSON, or not JSON at all. */
function bodies(base: unknown): fc.Arbitrary<{ raw?: string; json?: unknown }> {
  const baseObject = base && typeof base === "object" ? (base as Record<string, unknown>) : {};
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .dictionary(fc.constantFrom(...FIELDS, ...Object.keys(baseObject)), value, { minKeys: 1, maxKeys: 4 })
        .map((over) => ({ json: { ...baseObject, ...over } })),
    },
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom("{", '{"a":', "[1,", "null", "\u0000", '{"__proto__":{"x":1}}')).map((raw) => ({ raw })) },
  );
}

/** URL segments: mostly the real id the route expects, sometimes anything. */
const segment = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom("0", "-1", "1e3", "2147483648", "99999999999999999999", "abc", "%00", "..", "null", "1.5", " 1"),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);
function urls(route: ApiRoute, ids: Ids): fc.Arbitrary<string> {
  const coverage = COVERAGE[route.key];
  const real = coverage && "url" in coverage ? coverage.url(ids) : route.url;
  const params = route.url.split("/").filter((part) => part.startsWith(":")).length;
  if (!params) return fc.constant(real);
  const garbled = fc.array(segment, { minLength: params, maxLength: params }).map((values) => {
    let i = 0;
    return route.url.replace(/:[A-Za-z]+/g, () => values[i++]!);
  });
  return fc.oneof({ weight: 3, arbitrary: fc.constant(real) }, { weight: 2, arbitrary: garbled });
}

// Thousands of calls from one address: the per-IP request limit is not what is tested here.
const { api, demo } = await useSignedInApi({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
const ids = await demoIds(api);
await api.app.ready();

// A sweep of every mutating route, RUNS_PER_ENDPOINT calls each: 15 s on a busy 2-core machine and
// growing with the routes, so it has a budget of its own rather than one call's 30 s.
describe("fuzzing every mutating API endpoint", { timeout: 120_000 }, () => {
  it(`answers below 500 with a message on every 4xx (seed ${SEED})`, async () => {
    const routes = apiRoutes(api.app).filter(isMutating);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};
    for (const [index, route] of routes.entries()) {
      const coverage = COVERAGE[route.key];
      const base = coverage && "body" in coverage && coverage.body ? coverage.body(ids) : {};
      await fc.assert(
        fc.asyncProperty(urls(route, ids), bodies(base), async (url, body) => {
          sent++;
          const response = await api.app.inject({
            method: route.method as "POST",
            url,
            headers: { ...api.headers(demo), "content-type": "application/json" },
            payload: body.raw ?? JSON.stringify(body.json),
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          let message: unknown;
          try {
            message = response.statusCode >= 400 ? response.json().message : "ok";
          } catch {
            message = undefined;
          }
          const bad = response.statusCode >= 500 || typeof message !== "string" || !message.trim();
          if (bad && failures.length < 30)
            failures.push(`${route.key} ${url} ${JSON.stringify(body).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
          return true;
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED + index },
      );
    }
    process.stdout.write(`fuzz: ${sent} payloads over ${routes.length} mutating endpoints (seed ${SEED}); answers ${JSON.stringify(statuses)}\n`);
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(failures, "5xx or 4xx without a message").toEqual([]);
  }, 180_000);
});
