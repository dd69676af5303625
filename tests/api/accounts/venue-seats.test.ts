// Seats by location (docs/features/locations.md#seats-by-location): a venue's manager, a manager of
// Demo Bistro limited to Downtown, sees, changes and reaches Downtown's offers, claims and figures
// alone. Every route that names a thing by id answers 404 for the main location's (or no
// location's) thing, which the owner reaches with the same call; its lists hold Downtown's offers,
// all of them; its figures are the owner's figures of Downtown; its new offers run at Downtown; and
// a manager of every location is not held to any.
import { and, eq, gte, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims, groups, locations, offers, posts } from "../../../api/db/schema";
import { NOT_YOUR_LOCATIONS } from "../../../api/services/accounts/locations";
import { BY_LOCATION_ROUTES, ROUTE_ACCESS } from "../../../api/services/accounts/roles";
import { HELD_BY_ID } from "../../../api/services/accounts/seat-locations";
import { SEAT_OFFERS_AT_ITS_LOCATIONS } from "../../../api/services/offers/offer-locations";
import { offerBody } from "../../faults/support/helpers";
import { useSignedInApi } from "../support/helpers";
import { COVERAGE, demoIds, type Probe } from "../support/proof-coverage";
import { apiRoutes } from "../support/proof-routes";

const { api, demo } = await useSignedInApi();
const ids = await demoIds(api);
const business = ids.business;
const [main, downtown] = api.users.demo.locations as [number, number];
const [venue, manager] = await Promise.all(["demo-downtown-manager", "demo-manager"].map((username) => api.login(username, "demo1234")));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const call = (method: string, url: string, token: string, payload?: unknown) =>
  api.app.inject({ method: method as "GET", url, headers: api.headers(token), payload: payload as object | undefined });
async function data(url: string, token: string): Promise<Json> {
  const response = await call("GET", url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}
const base = `/v1.3/businesses/${business}`;
const [breakfast] = await api.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, "Downtown Breakfast Club"));
const idsOf = (list: Json[]) => list.map((o) => o.id as number).sort((a, b) => a - b);
const downtownOffers = async () =>
  idsOf(
    await api.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.businessId, business), eq(offers.locationId, downtown))),
  );

/** The ownership sweep's probe of a route, with the main location where it names one (ids.location is Downtown). */
function probe(key: string) {
  const coverage = COVERAGE[key] as Probe;
  if (!coverage?.url) throw new Error(`COVERAGE has no probe of ${key}`);
  const probeIds = { ...ids, location: main };
  return { method: key.split(" ")[0]!, url: coverage.url(probeIds), body: coverage.body?.(probeIds) };
}

/** The brand and the location of the thing a by-id route's probe names, straight from the database. */
async function placeOfProbe(key: string, url: string) {
  const [held, param] = HELD_BY_ID.get(key)!;
  const pattern = new RegExp(`^${key.split(" ")[1]!.replace(/:(\w+)/g, "(?<$1>[^/?]+)")}$`);
  const id = Number(pattern.exec(url.split("?")[0]!)?.groups?.[param]);
  const at = { businessId: offers.businessId, at: offers.locationId };
  const [row] =
    held === "offer"
      ? await api.db.select(at).from(offers).where(eq(offers.id, id))
      : held === "claim"
        ? await api.db.select(at).from(claims).innerJoin(offers, eq(offers.id, claims.offerId)).where(eq(claims.id, id))
        : held === "group"
          ? await api.db.select(at).from(groups).innerJoin(offers, eq(offers.id, groups.offerId)).where(eq(groups.id, id))
          : await api.db.select({ businessId: locations.businessId, at: locations.id }).from(locations).where(eq(locations.id, id));
  return row;
}

const probed = new Set<string>();

describe("a venue's manager reaches its locations' things alone", () => {
  it("answers 404 on every by-id route for a thing of the main location or of none", async () => {
    expect(ids.location).toBe(downtown);
    for (const key of HELD_BY_ID.keys()) {
      const place = await placeOfProbe(key, probe(key).url);
      expect(place?.businessId, key).toBe(business);
      expect([main, null], key).toContain(place!.at);
    }
    const wrong: string[] = [];
    for (const key of HELD_BY_ID.keys()) {
      const { method, url, body } = probe(key);
      const response = await call(method, url, venue, body);
      if (response.statusCode !== 404) wrong.push(`${key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      probed.add(key);
    }
    expect(wrong).toEqual([]);
  });

  it("lists every route a venue's manager may call with an offer, claim, group or location id, each narrowed by location", () => {
    const byId = apiRoutes(api.app)
      .filter((route) => /\/(deals|claims|deals\/groups)\/:id|\/locations\/:locationId/.test(route.url))
      .filter((route) => ROUTE_ACCESS.get(route.key)?.includes("venue"))
      .map((route) => route.key);
    expect([...probed].sort()).toEqual([...HELD_BY_ID.keys()].sort());
    expect(byId.sort()).toEqual([...HELD_BY_ID.keys()].sort());
    const unlisted = [...HELD_BY_ID.keys()].filter((key) => !BY_LOCATION_ROUTES.includes(key) && key !== "POST /v1.3/claims/:id/check_in");
    expect(unlisted).toEqual([]);
  });

  it("reads a Downtown offer by id, and its offer lists hold Downtown's offers, all of them", async () => {
    expect((await data(`/v1.3/deals/${breakfast!.id}`, venue)).location_id).toBe(downtown);
    const [active, upcoming, past, previous] = await Promise.all(
      ["deals/active", "deals/upcoming", "deals/past", "deals/previous"].map((list) => data(`${base}/${list}`, venue) as Promise<Json[]>),
    );
    const ours = await downtownOffers();
    expect(ours.length).toBeGreaterThanOrEqual(2);
    expect(idsOf(active).every((id) => ours.includes(id))).toBe(true);
    expect(idsOf(upcoming).every((id) => ours.includes(id))).toBe(true);
    expect(idsOf(past).every((id) => ours.includes(id))).toBe(true);
    expect([...new Set(idsOf([...active, ...upcoming, ...past]))]).toEqual(ours);
    expect(idsOf(previous)).toEqual(ours);
    // Each tab as the owner's, at Downtown.
    for (const [tab, list] of [
      ["active", active],
      ["upcoming", upcoming],
      ["past", past],
    ] as const) {
      const owners = (await data(`${base}/deals/${tab}`, demo)) as Json[];
      expect(idsOf(list), tab).toEqual(idsOf(owners.filter((o) => ours.includes(o.id))));
    }
  });

  it("lists Downtown alone among the brand's locations, as the owner sees it", async () => {
    const owners = (await data(`${base}/locations`, demo)) as Json[];
    expect(owners.map((l) => l.id)).toEqual([main, downtown]);
    expect(await data(`${base}/locations`, venue)).toEqual([owners[1]]);
    expect(await data(`${base}/locations/${downtown}`, venue)).toEqual(owners[1]);
  });
});

describe("a venue's manager's figures are Downtown's", () => {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = `year=${from.getUTCFullYear()}&month=${from.getUTCMonth() + 1}`;
  const until = from.toISOString().slice(0, 7);
  const urls = {
    dashboard: `${base}/dashboard`,
    results: `${base}/results?${month}`,
    trend: `${base}/reports/trend?until=${until}`,
    costs: `${base}/reports/costs?${month}`,
    export: `/v1.3/report/monthly/export?${month}`,
  };
  const at = (url: string, location: string) => `${url}${url.includes("?") ? "&" : "?"}location=${location}`;
  /**
   * The figures of an answer. The lists of venues and the dashboard's other blocks are the seat's by
   * design; the dashboard month's ends (to, previous_to) are the moment it was asked.
   */
  const figures = (name: string, answer: Json) =>
    name === "dashboard" ? { ...answer.month, to: undefined, previous_to: undefined } : name === "results" ? { ...answer, venues: undefined } : answer;

  it("equals the owner's answers of Downtown, with or without ?location, and Downtown has figures of its own", async () => {
    // One more of last month's posts is made for Downtown's breakfast, beside its opening weeks' (the seed's).
    const [post] = await api.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(eq(posts.businessId, business), gte(posts.postedAt, from), lt(posts.postedAt, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)))),
      );
    await api.db.update(posts).set({ offerId: breakfast!.id }).where(eq(posts.id, post!.id));
    for (const [name, url] of Object.entries(urls)) {
      const [owners, group, asVenue, asVenueAtDowntown] = await Promise.all([
        data(at(url, String(downtown)), demo),
        data(url, demo),
        data(url, venue),
        data(at(url, String(downtown)), venue),
      ]);
      expect(figures(name, asVenue), name).toEqual(figures(name, owners));
      expect(figures(name, asVenueAtDowntown), name).toEqual(figures(name, owners));
      expect(figures(name, group), name).not.toEqual(figures(name, owners));
    }
    const atDowntown = await api.db
      .select({ id: posts.id })
      .from(posts)
      .innerJoin(offers, eq(offers.id, posts.offerId))
      .where(
        and(eq(offers.locationId, downtown), gte(posts.postedAt, from), lt(posts.postedAt, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)))),
      );
    expect(atDowntown.length).toBeGreaterThan(1);
    expect((await data(urls.export, venue)).posts).toHaveLength(atDowntown.length);
    const downtownVenue = [{ id: downtown, name: "Demo Bistro Downtown", retired: false }];
    expect((await data(urls.dashboard, venue)).venues).toEqual(downtownVenue);
    expect((await data(urls.results, venue)).venues).toEqual(downtownVenue);
  });

  it("answers 404 for the main location's figures and the rest's", async () => {
    for (const url of Object.values(urls))
      for (const location of [String(main), "none"]) expect((await call("GET", at(url, location), venue)).statusCode, at(url, location)).toBe(404);
  });

  it("shares Downtown's month, and not the main location's", async () => {
    const share = (location: number) => call("POST", `${base}/results/share`, venue, { ...ids.reportMonth, location });
    expect((await share(main)).statusCode).toBe(404);
    const shared = await share(downtown);
    expect(shared.statusCode, shared.body).toBe(200);
    const page = await data(`${base}/results?year=${ids.reportMonth.year}&month=${ids.reportMonth.month}&location=${downtown}`, demo);
    expect(page.location_report).toBe(shared.json().data.id);
  });
});

describe("a venue's manager makes offers at its locations", () => {
  const create = (change: object) => call("POST", `${base}/deals/`, venue, { ...offerBody("Downtown Lunch", [ids.media[0]!]), ...change });

  it("refuses the main location and no location, and makes an offer at Downtown by default, which it may cancel into its past", async () => {
    const before = await downtownOffers();
    const atMain = await create({ location_id: main });
    expect(atMain.statusCode).toBe(400);
    expect(atMain.json()).toMatchObject({ message: NOT_YOUR_LOCATIONS, fields: { location_id: NOT_YOUR_LOCATIONS } });
    const nowhere = await create({ has_no_location: true });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ message: SEAT_OFFERS_AT_ITS_LOCATIONS, fields: { location_id: SEAT_OFFERS_AT_ITS_LOCATIONS } });
    expect(await downtownOffers()).toEqual(before);

    const made = await create({});
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ location_id: downtown, venue: { id: downtown, name: "Demo Bistro Downtown" } });
    const [row] = await api.db.select({ at: offers.locationId }).from(offers).where(eq(offers.id, made.json().data.id));
    expect(row!.at).toBe(downtown);
    expect((await call("DELETE", `/v1.3/deals/${made.json().data.id}`, venue)).statusCode).toBe(200);
    // Its months of past offers are the owner's past offers at Downtown, counted by month.
    const ours = await downtownOffers();
    const counts = new Map<string, number>();
    for (const offer of (await data(`${base}/deals/past`, demo)) as Json[])
      if (ours.includes(offer.id)) counts.set(offer.period, (counts.get(offer.period) ?? 0) + 1);
    const periods = (await data(`${base}/deals/past/periods`, venue)) as Json[];
    expect(periods.map((p) => [p.period, p.count])).toEqual([...counts].sort().reverse());
    expect(periods.reduce((n, p) => n + p.count, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe("a venue's manager's PDFs are its offers' applicants", () => {
  const pdf = (payload: object) => call("POST", "/v1.3/pdf", venue, payload);

  it("refuses the brand's report and another location's applicants, and exports its own", async () => {
    const [casting] = await api.db.select({ id: offers.id, at: offers.locationId }).from(offers).where(eq(offers.subtitle, "Spring Casting"));
    expect(casting!.at).not.toBe(downtown);
    const report = await pdf({ month: ids.reportMonth.month, year: ids.reportMonth.year, destination: "link" });
    expect(report.statusCode).toBe(403);
    expect((await pdf({ type: "applicants", id: casting!.id, filter: "selected" })).statusCode).toBe(404);
    await api.db.update(offers).set({ locationId: downtown }).where(eq(offers.id, casting!.id));
    try {
      const own = await pdf({ type: "applicants", id: casting!.id, filter: "selected" });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().url).toMatch(/\/files\/[A-Za-z0-9_-]+$/);
    } finally {
      await api.db.update(offers).set({ locationId: casting!.at }).where(eq(offers.id, casting!.id));
    }
  });
});

describe("seats of every location", () => {
  it("lets a manager of every location read the main location's offer", async () => {
    expect((await data(`/v1.3/deals/${ids.offer}`, manager)).id).toBe(ids.offer);
  });

  // Last: the owner's calls change the main location's things (cancel, finalize, remove attendees).
  it("lets the owner make each of the venue's refused by-id calls: the 404s are the location's", async () => {
    // Reads first; then the changes, removing the probed claim from its offer and cancelling that offer last.
    const LAST = ["DELETE /v1.3/deals/:id/attendees", "DELETE /v1.3/deals/:id"];
    const rank = (key: string) => (key.startsWith("GET ") ? 0 : 2 + LAST.indexOf(key));
    const wrong: string[] = [];
    for (const key of [...HELD_BY_ID.keys()].sort((a, b) => rank(a) - rank(b))) {
      const { method, url, body } = probe(key);
      const response = await call(method, url, demo, body);
      if ([401, 403, 404].includes(response.statusCode) || response.statusCode >= 500)
        wrong.push(`${key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
