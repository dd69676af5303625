import { describe, expect, it } from "vitest";
import { reportFigures } from "../../../app/lib/reports/report";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo: demoToken, rival: rivalToken } = await useSignedInApi();

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });
type TrendMonth = { period: string; posts: number; reach: number; likes: number; comments: number };
type Month = { year: number; month: number };
const period = ({ year, month }: Month) => `${year}-${String(month).padStart(2, "0")}`;

async function trend(businessId: number, until: string, token: string) {
  const response = await get(`/v1.3/businesses/${businessId}/reports/trend?until=${until}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as TrendMonth[];
}

describe("results over time", () => {
  it("gives the twelve months ending at the chosen one, each with the monthly report's own figures", async () => {
    const months = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const until = months[0]!;
    const data = await trend(t.users.demo.businessId, period(until), demoToken);
    expect(data).toHaveLength(12);
    expect(data.at(-1)!.period).toBe(period(until));
    expect(data.map((m) => m.period)).toEqual(months.slice(0, 12).map(period).reverse());
    // Every month agrees with the report the month picker opens, figured the way the page figures it.
    for (const [i, month] of months.slice(0, 12).entries()) {
      const report = (await get(`/v1.3/report/monthly?month=${month.month}&year=${month.year}`, demoToken)).json().data;
      const figures = reportFigures(report.posts, report.organic);
      expect(data[11 - i]).toEqual({ period: period(month), posts: figures.posts, reach: figures.reach, likes: figures.likes, comments: figures.comments });
      expect(figures.posts).toBe(35);
    }
  });

  it("shows a month without posts as zero instead of leaving it out", async () => {
    const months = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const oldest = months.at(-1)!;
    // Three months after the oldest seeded one: the nine months before the oldest have no posts.
    const until = new Date(Date.UTC(oldest.year, oldest.month - 1 + 3, 1));
    const data = await trend(t.users.demo.businessId, until.toISOString().slice(0, 7), demoToken);
    expect(data).toHaveLength(12);
    expect(data.slice(0, 8)).toEqual(data.slice(0, 8).map((m) => ({ period: m.period, posts: 0, reach: 0, likes: 0, comments: 0 })));
    expect(data[8]!.period).toBe(period(oldest));
    expect(data.slice(8).every((m) => m.posts === 35 && m.likes > 0 && m.reach > 0)).toBe(true);
    // Consecutive months, across the turn of a year.
    const keys = data.map((m) => Number(m.period.slice(0, 4)) * 12 + Number(m.period.slice(5)));
    expect(keys.every((k, i) => i === 0 || k === keys[i - 1]! + 1)).toBe(true);
  });

  it("gives a brand with no posts twelve months of zeros", async () => {
    const brand = await t.newBrand();
    const data = await trend(brand.business_id, "2025-03", brand.token);
    expect(data.map((m) => m.period)).toEqual([
      "2024-04",
      "2024-05",
      "2024-06",
      "2024-07",
      "2024-08",
      "2024-09",
      "2024-10",
      "2024-11",
      "2024-12",
      "2025-01",
      "2025-02",
      "2025-03",
    ]);
    expect(data.every((m) => m.posts === 0 && m.reach === 0 && m.likes === 0 && m.comments === 0)).toBe(true);
  });

  it("keeps Demo Bistro's numbers away from Rival Studio", async () => {
    const [latest] = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const asked = await get(`/v1.3/businesses/${t.users.demo.businessId}/reports/trend?until=${period(latest!)}`, rivalToken);
    expect(asked.statusCode).toBe(404);
    expect(asked.body).not.toMatch(/"posts"/);
    // Its own trend counts only its own four posts.
    const own = await trend(t.users.rival.businessId, period(latest!), rivalToken);
    expect(own.reduce((sum, m) => sum + m.posts, 0)).toBe(4);
    expect((await get(`/v1.3/businesses/${t.users.demo.businessId}/reports/trend?until=${period(latest!)}`)).statusCode).toBe(401);
  });

  it("refuses a month that isn't written YYYY-MM", async () => {
    for (const until of ["2025-13", "2025-3", "march", ""]) {
      const response = await get(`/v1.3/businesses/${t.users.demo.businessId}/reports/trend?until=${until}`, demoToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/until/);
    }
  });
});
