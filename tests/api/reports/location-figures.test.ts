import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offers, posts } from "../../../api/db/schema";
import { reportFigures } from "../../../app/lib/reports/report";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo: demoToken, rival: rivalToken } = await useSignedInApi();
const demoId = t.users.demo.businessId;
const rivalId = t.users.rival.businessId;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = async (url: string, token: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });
async function data(url: string, token: string): Promise<Json> {
  const response = await get(url, token);
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
}
const withLocation = (url: string, location: string | null) => (location === null ? url : `${url}${url.includes("?") ? "&" : "?"}location=${location}`);

const now = new Date();
const lastMonth = { year: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).getUTCFullYear(), month: ((now.getUTCMonth() + 11) % 12) + 1 };
const until = `${lastMonth.year}-${String(lastMonth.month).padStart(2, "0")}`;

/** What a page's figures add up: the report's, the trend's, the costs' and the dashboard month's. */
type Figures = Record<string, number>;
const COSTS = ["spend_cents", "completed_claims", "costed_claims", "posts", "reach"] as const;
const costsOf = (costs: Json, prefix: string): Figures => Object.fromEntries(COSTS.map((k) => [`${prefix}${k}`, costs[k]]));

async function figures(businessId: number, token: string, location: string | null): Promise<Figures> {
  const base = `/v1.3/businesses/${businessId}`;
  const [page, trend, costs, dashboard, exported] = await Promise.all([
    data(withLocation(`${base}/results?year=${lastMonth.year}&month=${lastMonth.month}`, location), token),
    data(withLocation(`${base}/reports/trend?until=${until}`, location), token),
    data(withLocation(`${base}/reports/costs?year=${lastMonth.year}&month=${lastMonth.month}`, location), token),
    data(withLocation(`${base}/dashboard`, location), token),
    data(withLocation(`/v1.3/report/monthly/export?year=${lastMonth.year}&month=${lastMonth.month}`, location), token),
  ]);
  const report = reportFigures(page.report.posts, page.report.organic);
  const sum = (key: string) => (trend as Json[]).reduce((n, m) => n + m[key], 0);
  const { current, previous } = dashboard.month;
  return {
    "report posts": report.posts,
    "report reach": report.reach,
    "report likes": report.likes,
    "report comments": report.comments,
    ...costsOf(page.costs, "results "),
    "trend posts": sum("posts"),
    "trend reach": sum("reach"),
    "trend likes": sum("likes"),
    "trend comments": sum("comments"),
    ...costsOf(costs, "costs "),
    ...Object.fromEntries(["posts", "stories", "reach", "likes", "comments"].map((k) => [`month ${k}`, current[k] + previous[k]])),
    ...costsOf(dashboard.month.costs.current, "month "),
    "month previous spend": dashboard.month.costs.previous.spend_cents,
    "export posts": exported.posts.length,
    "export likes": (exported.posts as Json[]).reduce((n, p) => n + p.likes, 0),
    "export models' posts": (exported.models as Json[]).reduce((n, m) => n + m.posts, 0),
    // The same page's trend ends at the month shown: the page and the trend route agree.
    "page trend posts": (page.trend as Json[]).at(-1)!.posts,
  };
}

const added = (parts: Figures[]): Figures => {
  const total: Figures = {};
  for (const part of parts) for (const [k, v] of Object.entries(part)) total[k] = (total[k] ?? 0) + v;
  return total;
};

/** Each location's figures and the rest's add up to the group's; cost per post is the group's spend over its posts. */
async function expectTheyAddUp(businessId: number, token: string) {
  const locations = (await data(`/v1.3/businesses/${businessId}/locations`, token)) as Json[];
  const group = await figures(businessId, token, null);
  const parts = await Promise.all([...locations.map((l) => figures(businessId, token, String(l.id))), figures(businessId, token, "none")]);
  expect(added(parts)).toEqual(group);
  const costs = await data(`/v1.3/businesses/${businessId}/reports/costs?year=${lastMonth.year}&month=${lastMonth.month}`, token);
  expect(costs.cost_per_post_cents).toBe(costs.spend_cents > 0 && costs.posts > 0 ? Math.round(costs.spend_cents / costs.posts) : null);
  return { group, parts, locations };
}

describe("figures per location", () => {
  it("Demo Bistro: the main location's figures, Downtown's and the rest add up to the group's on every page", async () => {
    const { group, parts, locations } = await expectTheyAddUp(demoId, demoToken);
    expect(locations.map((l) => l.name)).toEqual(["Demo Bistro", "Demo Bistro Downtown"]);
    expect(group["report posts"]).toBeGreaterThan(0);
    // Downtown's opening weeks have posts of their own (api/seed/offers-downtown.ts), and so do the main location and the rest.
    for (const part of parts) expect(part["trend posts"]).toBeGreaterThan(0);
    expect(parts[1]!["trend posts"]).toBeLessThan(group["trend posts"]!);
  });

  it("a brand whose posts and claims run at two locations and at none: each part has its own, and they add up", async () => {
    const brand = await t.newBrand(["results", "costs", "venues"]);
    const base = `/v1.3/businesses/${brand.business_id}`;
    const [first, second] = (await data(`${base}/locations`, brand.token)) as Json[];
    // Studio Lunch (three check-ins last month, one this month) moves to the second location, and
    // two of last month's posts are made for offers: one at each location; the third has no offer.
    const [lunch] = await t.db
      .update(offers)
      .set({ locationId: second!.id })
      .where(and(eq(offers.businessId, brand.business_id), eq(offers.subtitle, "Studio Lunch")))
      .returning({ id: offers.id });
    const [day] = await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.businessId, brand.business_id), eq(offers.subtitle, "Studio Day")));
    await t.db
      .update(posts)
      .set({ offerId: lunch!.id })
      .where(eq(posts.instagramId, `ig_kit_${brand.business_id}_0`));
    await t.db
      .update(posts)
      .set({ offerId: day!.id })
      .where(eq(posts.instagramId, `ig_kit_${brand.business_id}_1`));

    const { group, parts } = await expectTheyAddUp(brand.business_id, brand.token);
    const [main, atSecond, rest] = parts as [Figures, Figures, Figures];
    expect([main["report posts"], atSecond["report posts"], rest["report posts"]]).toEqual([1, 1, 1]);
    expect([main["report likes"], atSecond["report likes"], rest["report likes"]]).toEqual([200, 100, 300]);
    expect(atSecond["costs spend_cents"]).toBe(3 * 4500);
    // The tote, a gift with no location, is the rest's spend.
    expect(rest["costs spend_cents"]).toBe(2 * 1250);
    expect(group["costs spend_cents"]).toBe(61_000);
    // This month so far: the lunch's check-in today is the second location's.
    expect(atSecond["month spend_cents"]).toBe(4500);
    const secondCosts = await data(`${base}/reports/costs?year=${lastMonth.year}&month=${lastMonth.month}&location=${second!.id}`, brand.token);
    expect(secondCosts.cost_per_post_cents).toBe(3 * 4500);
    // The posts CSV says where each post counted.
    const exported = await data(`/v1.3/report/monthly/export?year=${lastMonth.year}&month=${lastMonth.month}`, brand.token);
    expect((exported.posts as Json[]).map((p) => p.location).sort()).toEqual([first!.name, second!.name, null].sort());
  });

  it("the results page and the dashboard list the brand's locations for their filter, the retired last", async () => {
    const brand = await t.newBrand(["venues"]);
    const base = `/v1.3/businesses/${brand.business_id}`;
    const added = await t.app.inject({
      method: "POST",
      url: `${base}/locations`,
      headers: t.headers(brand.token),
      payload: { name: "Old Pier", address: "1 Pier Rd", working_hours: {} },
    });
    expect(added.statusCode).toBe(201);
    const pier = added.json().data;
    expect((await t.app.inject({ method: "POST", url: `${base}/locations/${pier.id}/retire`, headers: t.headers(brand.token) })).statusCode).toBe(200);
    const listed = ((await data(`${base}/locations`, brand.token)) as Json[]).map((l) => ({ id: l.id, name: l.name, retired: l.retired_at !== null }));
    expect(listed.at(-1)).toEqual({ id: pier.id, name: "Old Pier", retired: true });
    expect((await data(`${base}/results`, brand.token)).venues).toEqual(listed);
    expect((await data(`${base}/dashboard`, brand.token)).venues).toEqual(listed);
    // A retired location keeps its figures.
    expect((await get(`${base}/results?location=${pier.id}`, brand.token)).statusCode).toBe(200);
  });

  it("a location's month is shared by a link of its own: that location's posts, the month's title with its name, once", async () => {
    const brand = await t.newBrand(["results", "venues"]);
    const base = `/v1.3/businesses/${brand.business_id}`;
    const [, second] = (await data(`${base}/locations`, brand.token)) as Json[];
    const [day] = await t.db
      .update(offers)
      .set({ locationId: second!.id })
      .where(and(eq(offers.businessId, brand.business_id), eq(offers.subtitle, "Second Street Supper")))
      .returning({ id: offers.id });
    await t.db
      .update(posts)
      .set({ offerId: day!.id })
      .where(eq(posts.instagramId, `ig_kit_${brand.business_id}_2`));
    const month = { year: lastMonth.year, month: lastMonth.month };
    const share = () =>
      t.app.inject({ method: "POST", url: `${base}/results/share`, headers: t.headers(brand.token), payload: { ...month, location: second!.id } });
    const page = `${base}/results?year=${month.year}&month=${month.month}&location=${second!.id}`;
    expect((await data(page, brand.token)).location_report).toBeNull();

    const [first, again] = await Promise.all([share(), share()]);
    expect([first.statusCode, again.statusCode], first.body).toEqual([200, 200]);
    const id = first.json().data.id;
    expect(again.json().data.id).toBe(id);
    expect((await data(page, brand.token)).location_report).toBe(id);

    const shared = await t.app.inject({ method: "GET", url: `/v1.3/report/${id}`, headers: t.headers() });
    expect(shared.statusCode).toBe(200);
    const report = shared.json().data;
    expect(report.report.title).toBe(`${(await data(`${base}/results`, brand.token)).report.report.title}: Second Street`);
    expect(report.posts.map((p: Json) => p.instagram_id)).toEqual([`ig_kit_${brand.business_id}_2`]);
    // The month stays the group's: one month listed, its report the group's three posts.
    const group = await data(`${base}/results`, brand.token);
    expect(group.months).toHaveLength(1);
    expect(group.report.posts).toHaveLength(3);
    // Its link is taken back like any report's.
    const renewed = await t.app.inject({ method: "POST", url: `/v1.3/report/${id}/renew`, headers: t.headers(brand.token) });
    expect(renewed.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/v1.3/report/${id}`, headers: t.headers() })).statusCode).toBe(404);
    expect((await data(page, brand.token)).location_report).toBe(renewed.json().data.id);

    // Another brand's location, a month without a report, and a location that is not an id.
    const [rivalLocation] = (await data(`/v1.3/businesses/${rivalId}/locations`, rivalToken)) as Json[];
    const refused = async (payload: object) =>
      (await t.app.inject({ method: "POST", url: `${base}/results/share`, headers: t.headers(brand.token), payload })).statusCode;
    expect(await refused({ ...month, location: rivalLocation!.id })).toBe(404);
    expect(await refused({ year: 2001, month: 1, location: second!.id })).toBe(404);
    expect(await refused({ ...month, location: "downtown" })).toBe(400);
  });

  it("another brand's location is not found, and a location that is not an id is refused", async () => {
    const [rivalLocation] = (await data(`/v1.3/businesses/${rivalId}/locations`, rivalToken)) as Json[];
    const base = `/v1.3/businesses/${demoId}`;
    const urls = [
      `${base}/results`,
      `${base}/reports/trend?until=${until}`,
      `${base}/reports/costs?year=${lastMonth.year}&month=${lastMonth.month}`,
      `${base}/dashboard`,
      `/v1.3/report/monthly/export?year=${lastMonth.year}&month=${lastMonth.month}`,
    ];
    for (const url of urls) {
      expect((await get(withLocation(url, String(rivalLocation!.id)), demoToken)).statusCode, url).toBe(404);
      expect((await get(withLocation(url, "downtown"), demoToken)).statusCode, url).toBe(400);
    }
  });
});
