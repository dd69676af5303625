// Ownership sweep (docs/proof.md): every route of the API's own route table is covered. A route
// that reaches business data by an id (in its URL or its body) is called with Rival Studio's
// token on Demo Bistro's ids and must answer 404 and change nothing; the same call with
// Demo's token must not be a 404, which proves the id was real. A route missing from the
// table in proof-coverage.ts fails the test, so a new route can't slip through uncovered. (POST
// /internal/login-link exists only when main.ts passes the internal secret; it answers
// loopback callers with that secret, tested in tests/api/server.test.ts.)
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { billingCustomers, billingSources, claims, groups, media, offers, shipments } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";
import { COVERAGE, demoIds, type Probe } from "../support/proof-coverage";
import { apiRoutes } from "../support/proof-routes";

const { api, demo, rival } = await useSignedInApi();
const ids = await demoIds(api);

/** Everything of Demo Bistro the probes could touch, to prove Rival's calls changed nothing. */
async function demoSnapshot() {
  const business = api.users.demo.businessId;
  const offerRows = await api.db.select().from(offers).where(eq(offers.businessId, business)).orderBy(asc(offers.id));
  const offerIds = offerRows.map((o) => o.id);
  const [claimRows, groupRows, mediaRows, sourceRows, customerRows] = await Promise.all([
    api.db.select().from(claims).where(inArray(claims.offerId, offerIds)).orderBy(asc(claims.id)),
    api.db.select().from(groups).where(inArray(groups.offerId, offerIds)).orderBy(asc(groups.id)),
    api.db.select().from(media).where(eq(media.businessId, business)).orderBy(asc(media.id)),
    api.db.select().from(billingSources).where(eq(billingSources.businessId, business)).orderBy(asc(billingSources.id)),
    api.db.select().from(billingCustomers).where(eq(billingCustomers.businessId, business)),
  ]);
  const claimIds = claimRows.map((c) => c.id);
  const shipmentRows = await api.db.select().from(shipments).where(inArray(shipments.claimId, claimIds)).orderBy(asc(shipments.claimId));
  return JSON.stringify({ offerRows, claimRows, groupRows, mediaRows, sourceRows, customerRows, shipmentRows });
}

const call = (method: string, url: string, token: string, body?: unknown) =>
  api.app.inject({ method: method as "GET", url, headers: api.headers(token), payload: body as object | undefined });

beforeAll(async () => {
  // Rival needs a billing customer of its own, so the payment routes reach the source lookup.
  expect((await call("POST", "/v1.3/payments/customer", rival, { email: "billing@rival.example" })).statusCode).toBeLessThan(300);
  await api.app.ready();
});

describe("ownership sweep over the route table", () => {
  it("covers every route the server has (a new route must be added to COVERAGE)", () => {
    const routes = apiRoutes(api.app).map((r) => r.key);
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((key) => !(key in COVERAGE)),
      "routes missing from COVERAGE",
    ).toEqual([]);
    expect(
      Object.keys(COVERAGE).filter((key) => !routes.includes(key)),
      "COVERAGE entries for routes that no longer exist",
    ).toEqual([]);
  });

  it("answers every route alike with and without a trailing slash", async () => {
    const routes = apiRoutes(api.app).filter((r) => !r.url.includes("*"));
    const differ: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, "1");
      const [bare, slashed] = await Promise.all([url, `${url}/`].map((u) => api.app.inject({ method: route.method as "GET", url: u, headers: api.headers() })));
      const [a, b] = [bare, slashed].map((r) => `${r.statusCode} ${r.json().message ?? ""}`.replace(`${url}/`, url));
      if (a !== b || a.includes("There is no")) differ.push(`${route.key}: ${a} | ${b}`);
    }
    expect(differ).toEqual([]);
  });

  it("answers Rival Studio 404 on each of Demo Bistro's resources, and changes nothing", async () => {
    const before = await demoSnapshot();
    const probes = Object.entries(COVERAGE).filter((entry): entry is [string, Probe] => "url" in entry[1]);
    expect(probes.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const [key, probe] of probes) {
      const method = key.split(" ")[0]!;
      const response = await call(method, probe.url(ids), rival, probe.body?.(ids));
      if (response.statusCode !== 404 || !response.json().message) wrong.push(`${key}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(wrong, "routes that did not answer Rival 404").toEqual([]);
    expect(await demoSnapshot(), "Demo Bistro's data after Rival's calls").toBe(before);
  });

  it("the same calls with Demo Bistro's own token are not a 404 (the ids are real)", async () => {
    const probes = Object.entries(COVERAGE).filter((entry): entry is [string, Probe] => "url" in entry[1]);
    const wrong: string[] = [];
    // Reads, then writes, then deletions: a deleted image or removed attendee would make a
    // later probe's id unknown, while a cancelled offer refuses with a 400, never a 404.
    const rank = (key: string) => (key.startsWith("GET ") ? 0 : key.startsWith("DELETE ") ? 2 : 1);
    const ordered = [...probes].sort((a, b) => rank(a[0]) - rank(b[0]));
    for (const [key, probe] of ordered) {
      const method = key.split(" ")[0]!;
      const response = await call(method, probe.url(ids), demo, probe.body?.(ids));
      if (response.statusCode === 404 || response.statusCode >= 500) wrong.push(`${key}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(wrong, "owner calls that failed").toEqual([]);
  });
});
