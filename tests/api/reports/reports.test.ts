import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reports, shortLinks } from "../../../api/db/schema";
import { CURRENT_MONTH_POSTS } from "../../../api/seed/results";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo: demoToken, rival: rivalToken } = await useSignedInApi();

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });
type Month = { year: number; month: number };
type Report = {
  report: { id: string; type: string; show_comments: boolean };
  models: unknown[];
  posts: { id: number; comments?: unknown[]; model: { instagram: { number_of_followers: number } | null } }[];
  organic: number;
  inPerson: unknown;
  error: null;
};

async function reportIds() {
  const rows = await t.db.select({ id: reports.id, type: reports.type, title: reports.title, businessId: reports.businessId }).from(reports);
  return {
    big: rows.find((r) => r.title.includes("Year in Review"))!.id,
    group: rows.find((r) => r.type === "group")!.id,
    offer: rows.find((r) => r.title === "Spring Tasting Menu")!.id,
  };
}

describe("monthly reports", () => {
  it("lists months newest first over at least two years", async () => {
    const response = await get("/v1.3/report/months", demoToken);
    expect(response.statusCode).toBe(200);
    const months = response.json().data as Month[];
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(new Set(months.map((m) => m.year)).size).toBeGreaterThanOrEqual(2);
    const keys = months.map((m) => m.year * 100 + m.month);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);
  });

  it("gives a month's report with models, posts and organic campaigns", async () => {
    const [latest] = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const response = await get(`/v1.3/report/monthly?month=${latest!.month}&year=${latest!.year}`, demoToken);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Report;
    expect(data.report.type).toBe("monthly");
    expect(data.posts.length).toBe(35);
    expect(data.models.length).toBeGreaterThan(10);
    expect(data.organic).toBeGreaterThan(0);
    expect(data.error).toBeNull();
  });

  it("answers 400 with a message for a bad month and 401 without a token", async () => {
    const bad = await get("/v1.3/report/monthly?month=13&year=2024", demoToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/month/);
    expect((await get("/v1.3/report/monthly?month=1&year=abc", demoToken)).statusCode).toBe(400);
    expect((await get("/v1.3/report/months")).statusCode).toBe(401);
  });

  it("keeps Demo Bistro's months away from Rival Studio", async () => {
    const demoMonths = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const rivalMonths = (await get("/v1.3/report/months", rivalToken)).json().data as Month[];
    expect(rivalMonths).toHaveLength(1);
    const onlyDemo = demoMonths.find((m) => !rivalMonths.some((r) => r.year === m.year && r.month === m.month))!;
    expect((await get(`/v1.3/report/monthly?month=${onlyDemo.month}&year=${onlyDemo.year}`, rivalToken)).statusCode).toBe(404);
    const rivalMonth = (await get(`/v1.3/report/monthly?month=${rivalMonths[0]!.month}&year=${rivalMonths[0]!.year}`, rivalToken)).json().data as Report;
    expect(rivalMonth.posts).toHaveLength(4);
  });
});

describe("public reports by id", () => {
  it("renders without a session, with cache headers for a CDN", async () => {
    const { offer } = await reportIds();
    const response = await get(`/v1.3/report/${offer}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/public/);
    expect(response.headers["cache-control"]).toMatch(/s-maxage=\d+/);
    const data = response.json().data as Report;
    expect(data.report.type).toBe("offer");
    expect(data.posts.every((p) => p.comments === undefined)).toBe(true);
    expect(data.inPerson).toBeNull();
  });

  it("the big report has more than 400 posts and 200 models", async () => {
    const { big } = await reportIds();
    const data = (await get(`/v1.3/report/${big}`)).json().data as Report;
    expect(data.posts.length).toBeGreaterThan(400);
    expect(data.models.length).toBeGreaterThan(200);
  });

  it("shows comments and in-person data only when the report says so", async () => {
    const { group } = await reportIds();
    const data = (await get(`/v1.3/report/${group}`)).json().data as Report;
    expect(data.report.type).toBe("group");
    expect(data.report.show_comments).toBe(true);
    expect(data.posts.some((p) => (p.comments?.length ?? 0) > 0)).toBe(true);
    expect(data.inPerson).toEqual({ check_ins: expect.any(Number) });
  });

  it("an unknown id is a 404 with a message", async () => {
    const response = await get("/v1.3/report/no-such-report");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/report/i);
  });
});

describe("Instagram action periods", () => {
  it("lists periods with counters and gives a period's and a post's data", async () => {
    const { businessId } = t.users.demo;
    const periods = (await get(`/v1.3/businesses/${businessId}/ig-actions/periods`, demoToken)).json().data as {
      period: string;
      title: string;
      counters: { reach: number; likes: number };
      actions: { seen: { count: number }; unseen: { count: number } };
    }[];
    // The running month (its posts so far) and the fourteen seeded months before it.
    expect(periods.length).toBe(15);
    expect(periods[0]!.period).toBe(new Date().toISOString().slice(0, 7));
    expect(periods[0]!.actions.seen.count + periods[0]!.actions.unseen.count).toBe(CURRENT_MONTH_POSTS);
    expect(periods[1]!.title).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(periods[1]!.actions.seen.count + periods[1]!.actions.unseen.count).toBe(35);
    expect(periods[1]!.counters.reach).toBeGreaterThan(0);
    const list = (await get(`/v1.3/businesses/${businessId}/ig-actions/periods/${periods[1]!.period}`, demoToken)).json().data as {
      id: number;
      media: { resource_url: string };
    }[];
    expect(list).toHaveLength(35);
    const one = await get(`/v1.3/businesses/${businessId}/ig-actions/posts/${list[0]!.id}`, demoToken);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.id).toBe(list[0]!.id);
    // Another business's data: 404 everywhere.
    expect((await get(`/v1.3/businesses/${businessId}/ig-actions/periods`, rivalToken)).statusCode).toBe(404);
    expect((await get(`/v1.3/businesses/${businessId}/ig-actions/periods/${periods[1]!.period}`, rivalToken)).statusCode).toBe(404);
    expect((await get(`/v1.3/businesses/${t.users.rival.businessId}/ig-actions/posts/${list[0]!.id}`, rivalToken)).statusCode).toBe(404);
    expect((await get(`/v1.3/businesses/${businessId}/ig-actions/periods/2024-13`, demoToken)).statusCode).toBe(400);
    expect((await get(`/v1.3/businesses/${businessId}/ig-actions/posts/abc`, demoToken)).statusCode).toBe(400);
  });
});

describe("PDF service and link shortener", () => {
  const pdf = (body: unknown, token = demoToken) => t.app.inject({ method: "POST", url: "/v1.3/pdf", headers: t.headers(token), payload: body as object });

  it("renders a landscape PDF of a month and serves it by link", async () => {
    const [latest] = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const response = await pdf({ destination: "link", orientation: "landscape", month: latest!.month, year: latest!.year, filename: "demo report" });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    const file = await t.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="demo report.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.rawPayload.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89\d* 595\.28\d*\]/);
  });

  it("refuses another business's report and bad input", async () => {
    const { offer } = await reportIds();
    expect((await pdf({ reportId: offer }, rivalToken)).statusCode).toBe(404);
    const bad = await pdf({ destination: "fax" });
    expect(bad.statusCode).toBe(400);
    expect((await pdf({})).json().message).toBe("Send a reportId, or a month and a year.");
  });

  it("mails a compressed version when the PDF is over the limit", async () => {
    const { offer } = await reportIds();
    process.env.PDF_MAX_BYTES = "1000";
    try {
      const response = await pdf({ reportId: offer });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ mail: true });
      const mail = t.mails.at(-1)!;
      expect(mail.to).toBe("demo@example.com");
      expect(mail.text).toMatch(/compressed version/);
    } finally {
      delete process.env.PDF_MAX_BYTES;
    }
  });

  it("shortens a link that redirects for 7 days, then expires", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/s",
      headers: { authorization: `Bearer ${demoToken}` },
      payload: { link: "http://web.test/files/abc" },
    });
    expect(response.statusCode).toBe(201);
    const short = response.json().data.url as string;
    const code = short.split("/s/")[1]!;
    // 128 random bits: the code is the key to the file it leads to.
    expect(Buffer.from(code, "base64url").length).toBe(16);
    expect(code).toMatch(/^[\w-]{22}$/);
    const hop = await t.app.inject({ method: "GET", url: `/s/${code}` });
    expect(hop.statusCode).toBe(302);
    expect(hop.headers.location).toBe("http://web.test/files/abc");
    const [row] = await t.db.select().from(shortLinks).where(eq(shortLinks.code, code));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(6.9 * 86_400_000);
    await t.db
      .update(shortLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortLinks.code, code));
    expect((await t.app.inject({ method: "GET", url: `/s/${code}` })).statusCode).toBe(404);
    // A code of 48 bits made before keeps working until it expires.
    await t.db.insert(shortLinks).values({ code: "Ab3-x_9Q", url: "http://web.test/files/old", expiresAt: new Date(Date.now() + 60_000) });
    expect((await t.app.inject({ method: "GET", url: "/s/Ab3-x_9Q" })).headers.location).toBe("http://web.test/files/old");
    expect((await t.app.inject({ method: "POST", url: "/s", payload: { link: "http://x.test" } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/s", headers: { authorization: `Bearer ${demoToken}` }, payload: { link: "not a url" } })).statusCode,
    ).toBe(400);
  });

  it("shortens only links to this product: another site's address is refused", async () => {
    const shorten = (link: string) => t.app.inject({ method: "POST", url: "/s", headers: { authorization: `Bearer ${demoToken}` }, payload: { link } });
    for (const link of [
      "https://evil.example/x",
      "http://web.test.evil.example/files/a",
      "http://evil.example@web.test.evil.example/",
      "https://web.test/files/a",
    ]) {
      const response = await shorten(link);
      expect(response.statusCode, link).toBe(400);
      expect(response.json().message).toBe("Only links to this product can be shortened.");
    }
    expect((await shorten("http://web.test/report/abc")).statusCode).toBe(201);
    expect((await shorten(`${t.app.ctx.config.apiPublicUrl}/files/abc`)).statusCode).toBe(201);
  });
});

describe("shared report links (GET /report/shared, POST /report/:id/renew)", () => {
  type Shared = { id: string; type: string; title: string };
  const shared = async (token: string) => (await get("/v1.3/report/shared", token)).json().data as Shared[];
  const renew = (id: string, token: string) => t.app.inject({ method: "POST", url: `/v1.3/report/${id}/renew`, headers: t.headers(token) });

  it("lists the brand's own reports, each id carrying 128 random bits", async () => {
    const reports = await shared(demoToken);
    expect(reports.map((r) => r.title)).toEqual(expect.arrayContaining(["Birthday Brunch Group", "Spring Tasting Menu"]));
    for (const report of reports) expect(Buffer.from(report.id, "base64url").length, report.id).toBeGreaterThanOrEqual(16);
    expect(new Set(reports.map((r) => r.id)).size).toBe(reports.length);
    const rivals = await shared(rivalToken);
    expect(rivals.some((r) => reports.some((d) => d.id === r.id))).toBe(false);
  });

  it("renews a link: the old one answers 404, the new one the same report; another brand's is a 404", async () => {
    const group = (await shared(demoToken)).find((r) => r.title === "Birthday Brunch Group")!;
    expect((await get(`/v1.3/report/${group.id}`)).statusCode).toBe(200);
    const version = (await get(`/v1.3/report/${group.id}/version`)).json().data.version as string;
    expect(version).toMatch(/^[\w-]{16}$/);
    expect((await renew(group.id, rivalToken)).statusCode).toBe(404);
    const renewed = await renew(group.id, demoToken);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.id as string;
    expect(fresh).not.toBe(group.id);
    expect(Buffer.from(fresh, "base64url").length).toBe(16);
    expect((await get(`/v1.3/report/${group.id}`)).statusCode).toBe(404);
    // The page cache's check (server/conditional.js) knows at once: the old id has no version.
    expect((await get(`/v1.3/report/${group.id}/version`)).statusCode).toBe(404);
    expect((await get(`/v1.3/report/${fresh}/version`)).json().data.version).not.toBe(version);
    const page = await get(`/v1.3/report/${fresh}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.report.title).toBe("Birthday Brunch Group");
  });
});
