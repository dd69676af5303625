import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "../../../api/db/schema";
import { HARVEST_VALUE_CENTS } from "../../../api/seed/costs";
import { monthCosts } from "../../../api/services/reports/costs";
import { monthRange } from "../../../api/services/reports/report";
import { COSTS_KIT, COSTS_KIT_SPEND_CENTS } from "../../../api/test-support/kits-results";
import { reportFigures } from "../../../app/lib/reports/report";
import { offerBody } from "../../faults/support/helpers";
import { useSignedInApi } from "../support/helpers";
import { pdfText } from "../support/pdf-reading";

const { api: t, demo, rival } = await useSignedInApi();
const demoId = t.users.demo.businessId;
const rivalId = t.users.rival.businessId;

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });
const now = new Date();
const lastMonth = { year: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).getUTCFullYear(), month: ((now.getUTCMonth() + 11) % 12) + 1 };
const thisMonth = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
const costsUrl = (businessId: number, m: { year: number; month: number }) => `/v1.3/businesses/${businessId}/reports/costs?year=${m.year}&month=${m.month}`;

async function costs(businessId: number, m: { year: number; month: number }, token: string) {
  const response = await get(costsUrl(businessId, m), token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const COST_WORDS = /spend|cost|value_per_model|wages/i;

describe("cost per result", () => {
  it("adds up last month's completed claims at each offer's value or wages, and divides by its posts and reach", async () => {
    const brand = await t.newBrand(["results", "costs"]);
    const data = await costs(brand.business_id, lastMonth, brand.token);
    const report = (await get(`/v1.3/report/monthly?month=${lastMonth.month}&year=${lastMonth.year}`, brand.token)).json().data;
    const figures = reportFigures(report.posts, report.organic);
    const completed = Object.values(COSTS_KIT).reduce((n, k) => n + k.completed, 0);
    expect(data).toEqual({
      spend_cents: COSTS_KIT_SPEND_CENTS,
      completed_claims: completed,
      costed_claims: completed - COSTS_KIT.free.completed,
      posts: 3,
      reach: figures.reach,
      cost_per_post_cents: Math.round(COSTS_KIT_SPEND_CENTS / 3),
      cost_per_1000_reach_cents: Math.round((COSTS_KIT_SPEND_CENTS * 1000) / figures.reach),
    });
    expect(figures.reach).toBeGreaterThan(0);
    // The service itself takes any range: the HTTP route is its monthly use.
    const { from, to } = monthRange(lastMonth.year, lastMonth.month);
    expect(await monthCosts(t.db, brand.business_id, from, to)).toEqual(data);
  });

  it("counts a claim in the month it was completed: this month's check-in is this month's spend, with no posts to divide by", async () => {
    const brand = await t.newBrand(["costs"]);
    const data = await costs(brand.business_id, thisMonth, brand.token);
    expect(data).toMatchObject({
      spend_cents: COSTS_KIT.lunch.cents,
      completed_claims: 1,
      posts: 0,
      reach: 0,
      cost_per_post_cents: null,
      cost_per_1000_reach_cents: null,
    });
  });

  it("gives a brand with no data at all zeros and no cost per result", async () => {
    const brand = await t.newBrand();
    for (const m of [lastMonth, thisMonth, { year: 2024, month: 2 }]) {
      expect(await costs(brand.business_id, m, brand.token)).toEqual({
        spend_cents: 0,
        completed_claims: 0,
        costed_claims: 0,
        posts: 0,
        reach: 0,
        cost_per_post_cents: null,
        cost_per_1000_reach_cents: null,
      });
    }
  });

  it("shows Demo Bistro's seeded month a real spend, and the Rival brand none of it", async () => {
    const data = await costs(demoId, lastMonth, demo);
    expect(data.spend_cents).toBeGreaterThanOrEqual(3 * HARVEST_VALUE_CENTS);
    expect(data.posts).toBe(35);
    expect(data.cost_per_post_cents).toBe(Math.round(data.spend_cents / 35));
    // Rival asking for Demo Bistro's figures is a 404; its own month has its posts and no spend.
    const probe = await get(costsUrl(demoId, lastMonth), rival);
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toMatch(/spend/);
    const own = await costs(rivalId, lastMonth, rival);
    // Its models' kept sessions (the seeded track records) cost it nothing: its offers carry no value.
    expect(own).toMatchObject({ spend_cents: 0, costed_claims: 0, cost_per_post_cents: null, cost_per_1000_reach_cents: null });
    expect(own.posts).toBe(4);
    // Without a session, nothing.
    expect((await get(costsUrl(demoId, lastMonth))).statusCode).toBe(401);
  });

  it("refuses a month that is not one", async () => {
    const response = await get(`/v1.3/businesses/${demoId}/reports/costs?year=2025&month=13`, demo);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("month must be at most 12.");
  });

  it("never puts a cost on a report, the public one by id or the brand's monthly one", async () => {
    const months = (await get("/v1.3/report/shared", demo)).json().data as { id: string }[];
    expect(months.length).toBeGreaterThan(3);
    for (const { id } of months) {
      const response = await get(`/v1.3/report/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(COST_WORDS);
    }
    const monthly = await get(`/v1.3/report/monthly?month=${lastMonth.month}&year=${lastMonth.year}`, demo);
    expect(monthly.statusCode).toBe(200);
    expect(monthly.body).not.toMatch(COST_WORDS);
  });
});

describe("the results PDF", () => {
  const pdf = async (body: object, token: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1.3/pdf",
      headers: t.headers(token),
      payload: { destination: "link", orientation: "landscape", ...body },
    });
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ method: "GET", url: new URL((response.json() as { url: string }).url).pathname });
    return pdfText(file.rawPayload);
  };

  it("of a month the brand downloads shows its costs; the same report by its shared id does not", async () => {
    const brand = await t.newBrand(["results", "costs"]);
    const own = await pdf({ month: lastMonth.month, year: lastMonth.year }, brand.token);
    expect(own).toContain("INSTAGRAM ACTION");
    expect(own).toContain("COST PER RESULT");
    expect(own).toContain("$610.00");
    expect(own).toContain("$203.33");
    const [shared] = (await get("/v1.3/report/shared", brand.token)).json().data as { id: string }[];
    const byId = await pdf({ reportId: shared!.id }, brand.token);
    expect(byId).toContain("INSTAGRAM ACTION");
    expect(byId).not.toMatch(/COST PER RESULT|Spend|\$610\.00/);
  });
});

const [image] = await t.db.select().from(media).where(eq(media.businessId, demoId));

describe("value per model on a new offer", () => {
  const create = (body: object) =>
    t.app.inject({
      method: "POST",
      url: `/v1.3/businesses/${demoId}/deals/`,
      headers: t.headers(demo),
      payload: { ...offerBody("Value Night", [image!.id]), ...body },
    });

  it("is kept in cents and returned with the offer", async () => {
    const response = await create({ value_per_model_cents: 1250 });
    expect(response.statusCode).toBe(201);
    const offer = response.json().data;
    expect(offer.value_per_model_cents).toBe(1250);
    const again = await get(`/v1.3/deals/${offer.id}?attendees=false`, demo);
    expect(again.json().data.value_per_model_cents).toBe(1250);
  });

  it("is optional, and not kept for a job, whose cost is its wages", async () => {
    expect((await create({})).json().data.value_per_model_cents).toBeNull();
    const job = await create({
      type: "job",
      starts_at: null,
      ends_at: null,
      display_start_date: "2030-01-01",
      display_end_date: "2030-01-02",
      value_per_model_cents: 5000,
    });
    expect(job.statusCode).toBe(201);
    expect(job.json().data.value_per_model_cents).toBeNull();
  });

  it.each([[-1], [12.5], ["45"], [10_000_001], [true]])("%j → 400 with the field's message", async (value) => {
    const response = await create({ value_per_model_cents: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.value_per_model_cents).toBe("Value per model must be a whole number of cents from 0 to 10000000");
  });

  it("takes the bounds themselves", async () => {
    for (const value of [0, 10_000_000]) expect((await create({ value_per_model_cents: value })).json().data.value_per_model_cents).toBe(value);
  });
});
