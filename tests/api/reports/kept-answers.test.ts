import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { buildServer } from "../../../api/server";
import { brandVersion } from "../../../api/services/accounts/kept-answers";
import { useSignedInApi } from "../support/helpers";

// Answers kept per brand version (decision 0045). The oracle is a second API on the same
// database with CACHE=off: after every change, the kept answer must equal the one computed afresh.
const { api: t, demo: demoToken } = await useSignedInApi();
const fresh = await buildServer({ db: t.db, config: { ...t.config, keptAnswersMb: 0 }, logger: false });
afterAll(() => fresh.close());
afterEach(() => vi.useRealTimers());

const demoId = t.users.demo.businessId;
const urls = [
  "/v1.3/users/me",
  `/v1.3/businesses/${demoId}/dashboard`,
  `/v1.3/businesses/${demoId}/deals/active`,
  `/v1.3/businesses/${demoId}/deals/past?limit=20`,
  `/v1.3/businesses/${demoId}/results`,
  `/v1.3/businesses/${demoId}/door`,
];

async function both(url: string) {
  const headers = t.headers(demoToken);
  const [kept, computed] = await Promise.all([t.app.inject({ method: "GET", url, headers }), fresh.inject({ method: "GET", url, headers })]);
  expect(kept.statusCode, url).toBe(200);
  return { kept: kept.body, computed: computed.body };
}

/** The answer without the instant it was made at (the dashboard's month runs "until now"). */
function withoutNow(body: string) {
  const answer = JSON.parse(body) as { data: { month?: { to?: string; previous_to?: string } } };
  if (answer.data.month) answer.data.month = { ...answer.data.month, to: "now", previous_to: "now" };
  return answer;
}

async function expectAllCurrent() {
  for (const url of urls) {
    const { kept, computed } = await both(url);
    expect(withoutNow(kept), url).toEqual(withoutNow(computed));
  }
}

// Db's result type is the one both drivers share, which says nothing of rows.
const one = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;

describe("answers kept per brand version", () => {
  const changes: [string, ReturnType<typeof sql>][] = [
    [
      "an offer's title",
      sql`update offers set subtitle = subtitle || ' (changed)' where id = (select id from offers where business_id = ${demoId} order by id limit 1)`,
    ],
    [
      "a claim's state",
      sql`update claims set status = 'used', checked_in_at = now() where id = (select c.id from claims c join offers o on o.id = c.offer_id where o.business_id = ${demoId} and c.status = 'active' order by c.id limit 1)`,
    ],
    [
      "a shipment",
      sql`update shipments set tracking_number = 'TRACK-KEPT-1' where claim_id = (select s.claim_id from shipments s join claims c on c.id = s.claim_id join offers o on o.id = c.offer_id where o.business_id = ${demoId} order by s.claim_id limit 1)`,
    ],
    [
      "a post's likes",
      sql`update posts set count_of_likes = count_of_likes + 1000 where id = (select id from posts where business_id = ${demoId} order by posted_at desc limit 1)`,
    ],
    ["the brand's profile", sql`update businesses set contact_name = 'Kept Test' where id = ${demoId}`],
    [
      "a profile picture's order",
      sql`update media set sort = sort + 10 where id = (select id from media where business_id = ${demoId} and is_profile order by sort, id limit 1)`,
    ],
    [
      "a report's title",
      sql`update reports set title = title || ' (renamed)' where id = (select id from reports where business_id = ${demoId} and type = 'monthly' order by date_from desc limit 1)`,
    ],
    [
      "a claim removed",
      sql`delete from claims where id = (select c.id from claims c join offers o on o.id = c.offer_id where o.business_id = ${demoId} and c.status = 'active' order by c.id desc limit 1)`,
    ],
  ];
  for (const [what, change] of changes) {
    it(`are never older than the brand's last change: ${what}`, async () => {
      await expectAllCurrent();
      const before = await brandVersion(t.db, demoId);
      await t.db.execute(change);
      expect(await brandVersion(t.db, demoId)).toBeGreaterThan(before);
      await expectAllCurrent();
    });
  }

  it("move a brand's version once per transaction, and no other brand's", async () => {
    const rivalId = t.users.rival.businessId;
    const [demoBefore, rivalBefore] = await Promise.all([brandVersion(t.db, demoId), brandVersion(t.db, rivalId)]);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update claims set posts_count = posts_count where offer_id in (select id from offers where business_id = ${demoId})`);
      await tx.execute(sql`update offers set subtitle = subtitle where business_id = ${demoId}`);
    });
    const demoAfter = await brandVersion(t.db, demoId);
    expect(demoAfter).toBeGreaterThan(demoBefore);
    expect(await brandVersion(t.db, rivalId)).toBe(rivalBefore);
    // Once: every changed row drew a number, and the version kept the first of them, where a
    // version written for each row would hold the last.
    const { last_value } = await one(sql`select last_value::int from brand_version_seq`);
    expect(demoAfter).toBeLessThan(Number(last_value));
  });

  it("are read again from what was kept until something of the brand changes", async () => {
    await expectAllCurrent();
    // A model's name is not the brand's: the kept answers keep the old one for their minute.
    const { model_id } = await one(
      sql`select c.model_id from claims c join offers o on o.id = c.offer_id where o.business_id = ${demoId} and c.status = 'active' limit 1`,
    );
    await t.db.execute(sql`update models set name = name || ' Renamed' where id = ${model_id}`);
    const { kept, computed } = await both(`/v1.3/businesses/${demoId}/deals/active`);
    expect(computed).toContain(" Renamed");
    expect(kept).not.toContain(" Renamed");
    // The next minute, it is read afresh (last in this file: the clock does not go back).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    const later = await both(`/v1.3/businesses/${demoId}/deals/active`);
    expect(later.kept).toContain(" Renamed");
  });
});

describe("the results page in one answer", () => {
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: t.headers(demoToken) });
  it("shows the newest month when none is asked, with the month's report, trend and costs", async () => {
    const months = (await get("/v1.3/report/months")).json().data as { year: number; month: number }[];
    const page = (await get(`/v1.3/businesses/${demoId}/results`)).json().data;
    expect(page.months).toEqual(months);
    expect(page.selected).toEqual(months[0]);
    const { year, month } = months[0]!;
    const period = `${year}-${String(month).padStart(2, "0")}`;
    expect(page.report).toEqual((await get(`/v1.3/report/monthly?month=${month}&year=${year}`)).json().data);
    expect(page.trend).toEqual((await get(`/v1.3/businesses/${demoId}/reports/trend?until=${period}`)).json().data);
    expect(page.costs).toEqual((await get(`/v1.3/businesses/${demoId}/reports/costs?month=${month}&year=${year}`)).json().data);
  });

  it("shows the month asked for, and answers 404 for a month without a report", async () => {
    const months = (await get("/v1.3/report/months")).json().data as { year: number; month: number }[];
    const older = months[2]!;
    const page = (await get(`/v1.3/businesses/${demoId}/results?year=${older.year}&month=${older.month}`)).json().data;
    expect(page.selected).toEqual(older);
    expect(page.report.report.title).toBe((await get(`/v1.3/report/monthly?month=${older.month}&year=${older.year}`)).json().data.report.title);
    expect((await get(`/v1.3/businesses/${demoId}/results?year=2001&month=1`)).statusCode).toBe(404);
    expect((await get(`/v1.3/businesses/${demoId}/results?year=2001`)).statusCode).toBe(400);
  });

  it("gives a brand without reports an empty page", async () => {
    const brand = await t.newBrand();
    const response = await t.app.inject({ method: "GET", url: `/v1.3/businesses/${brand.business_id}/results`, headers: t.headers(brand.token) });
    const { venues, ...page } = response.json().data;
    expect(page).toEqual({ months: [], selected: null, report: null, trend: null, costs: null, location_report: null });
    // Its one location, made with the brand: the filter lists it (and shows only for several).
    expect(venues).toEqual([{ id: expect.any(Number), name: brand.name, retired: false }]);
  });
});
