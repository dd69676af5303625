// The rows of the results CSVs (GET /report/monthly/export): the caller's own posts of a month and
// their models, never another brand's.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { models, offers, posts } from "../../../api/db/schema";
import type { ExportModel, ExportPost } from "../../../api/services/reports/exports";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo: demoToken, rival: rivalToken } = await useSignedInApi();

type Month = { year: number; month: number };
type Export = { posts: ExportPost[]; models: ExportModel[] };

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });
const exportOf = async (token: string, { year, month }: Month) => {
  const response = await get(`/v1.3/report/monthly/export?month=${month}&year=${year}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as Export;
};
const monthsOf = async (token: string) => (await get("/v1.3/report/months", token)).json().data as Month[];

describe("the rows of a month's results CSVs", () => {
  it("gives every post of the month with its model, offer, counts and reach, and each model's totals", async () => {
    const [latest] = await monthsOf(demoToken);
    const rows = await exportOf(demoToken, latest!);
    const report = (await get(`/v1.3/report/monthly?month=${latest!.month}&year=${latest!.year}`, demoToken)).json().data as {
      posts: { post_url: string }[];
    };
    expect(rows.posts.map((p) => p.link).sort()).toEqual(report.posts.map((p) => p.post_url).sort());
    for (const post of rows.posts) {
      expect(new Date(post.posted_at).getUTCMonth() + 1).toBe(latest!.month);
      expect(post.reach).toBe(rows.models.find((m) => m.name === post.model && m.handle === post.handle)!.followers);
    }
    expect(rows.models.reduce((sum, m) => sum + m.posts, 0)).toBe(rows.posts.length);
    expect(rows.models.reduce((sum, m) => sum + m.likes, 0)).toBe(rows.posts.reduce((sum, p) => sum + p.likes, 0));
    const names = rows.models.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("names the offer a post was made for, and leaves the cell empty for an organic post", async () => {
    // The oldest month: the seed's recent posts were made for Sunset Brunch, the old ones are organic.
    const latest = (await monthsOf(demoToken)).at(-1);
    const [first, second] = (await exportOf(demoToken, latest!)).posts;
    const [offer] = await t.db.select({ id: offers.id, subtitle: offers.subtitle }).from(offers).where(eq(offers.businessId, t.users.demo.businessId)).limit(1);
    await t.db.update(posts).set({ offerId: offer!.id }).where(eq(posts.postUrl, first!.link));
    const rows = await exportOf(demoToken, latest!);
    expect(rows.posts.find((p) => p.link === first!.link)!.offer).toBe(offer!.subtitle);
    expect(rows.posts.find((p) => p.link === second!.link)!.offer).toBeNull();
  });

  it("keeps an accented name as it is", async () => {
    const [latest] = await monthsOf(demoToken);
    const [first] = (await exportOf(demoToken, latest!)).posts;
    const [model] = await t.db.select({ id: models.id }).from(models).where(eq(models.name, first!.model)).limit(1);
    await t.db.update(models).set({ name: "Zoë Éléonore Ñúñez" }).where(eq(models.id, model!.id));
    const rows = await exportOf(demoToken, latest!);
    expect(rows.models.map((m) => m.name)).toContain("Zoë Éléonore Ñúñez");
    expect(rows.posts[0]!.model).toBe("Zoë Éléonore Ñúñez");
  });

  it("gives Rival Studio none of Demo Bistro's rows, in any month", async () => {
    const demoMonths = await monthsOf(demoToken);
    const rivalMonths = await monthsOf(rivalToken);
    for (const month of [...demoMonths, ...rivalMonths]) {
      const [demoRows, rivalRows] = await Promise.all([exportOf(demoToken, month), exportOf(rivalToken, month)]);
      const rivalLinks = new Set(rivalRows.posts.map((p) => p.link));
      expect(demoRows.posts.filter((p) => rivalLinks.has(p.link))).toEqual([]);
    }
    const onlyDemo = demoMonths.find((m) => !rivalMonths.some((r) => r.year === m.year && r.month === m.month))!;
    expect(await exportOf(rivalToken, onlyDemo)).toEqual({ posts: [], models: [] });
    expect((await exportOf(rivalToken, rivalMonths[0]!)).posts).toHaveLength(4);
  });

  it("gives a brand with no posts empty lists (the CSVs are then the header row only)", async () => {
    const brand = await t.newBrand();
    const [latest] = await monthsOf(demoToken);
    expect(await exportOf(brand.token, latest!)).toEqual({ posts: [], models: [] });
  });

  it("answers 400 for a bad month and 401 without a token", async () => {
    expect((await get("/v1.3/report/monthly/export?month=13&year=2025", demoToken)).statusCode).toBe(400);
    expect((await get("/v1.3/report/monthly/export?month=3", demoToken)).statusCode).toBe(400);
    expect((await get("/v1.3/report/monthly/export?month=3&year=2025")).statusCode).toBe(401);
  });
});
