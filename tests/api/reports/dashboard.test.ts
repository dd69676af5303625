import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { models as modelsTable, claims, offers } from "../../../api/db/schema";
import { CURRENT_MONTH_POSTS } from "../../../api/seed/results";
import { getDashboard, monthSpans, TODAY_LIMIT, type Dashboard } from "../../../api/services/reports/dashboard";
import { reportFigures } from "../../../app/lib/reports/report";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo: demoToken, rival: rivalToken } = await useSignedInApi();

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function dashboard(businessId: number, token: string) {
  const response = await get(`/v1.3/businesses/${businessId}/dashboard`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as Dashboard;
}

describe("the dashboard", () => {
  it("lists today's check-ins in time order, each with the button state the offers page has", async () => {
    const data = await dashboard(t.users.demo.businessId, demoToken);
    const times = data.today.check_ins.map((c) => c.at);
    expect(times).toEqual([...times].sort());
    const names = new Set(data.today.check_ins.map((c) => c.offer.title));
    expect(names).toEqual(new Set(["Chef's Table", "Sunset Brunch", "Dinner Reservations", "Weekend Brunch Bookings", "Downtown Breakfast Club"]));
    // The dinner reservation in 30 minutes can be checked in; the one in four hours not yet (in the day's last hour: one that passed), with the API's reason.
    const dinner = data.today.check_ins.filter((c) => c.offer.title === "Dinner Reservations" && !c.checked_in);
    // In time order the closed one comes first, so they are told apart by their state.
    const [open, waiting] = [dinner.filter((c) => c.check_in.open), dinner.filter((c) => !c.check_in.open)];
    expect([open.length, waiting.length]).toEqual([1, 1]);
    expect(waiting[0]!.check_in.notice).toMatch(/^Check-in for this reservation (opens|closed) at \d+:\d\d [AP]M on /);
    // Checked in today: listed as done. Tomorrow's and later reservations are not listed.
    expect(data.today.check_ins.some((c) => c.checked_in)).toBe(true);
    const active = (await get(`/v1.3/businesses/${t.users.demo.businessId}/deals/active?attendees=rows`, demoToken)).json().data as Json[];
    const reservations = active.find((o) => o.subtitle === "Dinner Reservations")!;
    const dayAfter = Date.now() + 26 * 3_600_000;
    expect(data.today.check_ins.every((c) => Date.parse(c.at) < dayAfter)).toBe(true);
    // The same claim answers the same check-in state on the offers page.
    const row = reservations.attendees.find((a: Json) => a.id === waiting[0]!.claim_id);
    expect(row.check_in).toEqual(waiting[0]!.check_in);
  });

  it("counts what waits on the brand with the offer cards' own numbers", async () => {
    const data = await dashboard(t.users.demo.businessId, demoToken);
    const [active, upcoming] = await Promise.all(
      ["active", "upcoming"].map(async (tab) => (await get(`/v1.3/businesses/${t.users.demo.businessId}/deals/${tab}`, demoToken)).json().data as Json[]),
    );
    const card = (id: number) => [...active, ...upcoming].find((o) => o.id === id)!;
    expect(data.today.awaiting.map((a) => a.title)).toEqual(["Dinner Reservations", "Weekend Brunch Bookings"]);
    for (const a of data.today.awaiting) expect(a.count).toBe(card(a.id).awaitings_count);
    expect(data.waiting.applicants.length).toBeGreaterThan(0);
    for (const a of data.waiting.applicants) expect(a.unreviewed).toBe(card(a.id).applicants_unreviewed_count);
    const casting = data.waiting.applicants.find((a) => a.title === "Spring Casting")!;
    expect(casting.unreviewed).toBe(55);
    expect(casting.deliberation_until).not.toBeNull();
    // Full selections, and an offer whose deliberation has started (FINALIZE is allowed).
    expect(data.waiting.selections.find((s) => s.title === "Story Feature")).toMatchObject({ full: true, selected: 1, spots: 1 });
    expect(data.waiting.selections.find((s) => s.title === "Spring Casting")).toMatchObject({ full: false, ready: true });
    // Gifts: the claims without a tracking number.
    expect(data.waiting.gifts.find((g) => g.title === "Olive Oil Gift Box")?.count).toBe(1);
    // Call sheets: the job within 7 days whose sheet is not sent; the one already sent is not listed.
    expect(data.waiting.call_sheets.map((c) => c.title)).toEqual(["Runway Shoot"]);
    expect(data.waiting.call_sheets[0]!.attendees).toBe(3);
  });

  it("compares this month so far with the same days of last month, as the monthly report counts them", async () => {
    const data = await dashboard(t.users.demo.businessId, demoToken);
    expect(data.month.current.posts).toBe(CURRENT_MONTH_POSTS);
    const from = new Date(data.month.previous_from);
    const report = (await get(`/v1.3/report/monthly?month=${from.getUTCMonth() + 1}&year=${from.getUTCFullYear()}`, demoToken)).json().data;
    const sameDays = report.posts.filter((p: Json) => Date.parse(p.posted_at) <= Date.parse(data.month.previous_to));
    const figures = reportFigures(sameDays, 0);
    expect(data.month.previous).toEqual({
      posts: figures.posts,
      stories: sameDays.filter((p: Json) => p.type.startsWith("story")).length,
      reach: figures.reach,
      likes: figures.likes,
      comments: figures.comments,
    });
    expect(data.month.previous.posts).toBeGreaterThan(0);
    // Spend and cost per result of the same spans are the monthly report's own (api/services/reports/costs.ts).
    const costs = await get(
      `/v1.3/businesses/${t.users.demo.businessId}/reports/costs?month=${from.getUTCMonth() + 1}&year=${from.getUTCFullYear()}`,
      demoToken,
    );
    const wholeMonth = costs.json().data;
    expect(data.month.costs.previous.spend_cents).toBeLessThanOrEqual(wholeMonth.spend_cents);
    expect(data.month.costs.previous.posts).toBe(data.month.previous.posts);
    expect(data.month.costs.current.posts).toBe(data.month.current.posts);
  });

  it("takes the same days of a shorter last month up to its end", () => {
    const spans = monthSpans(new Date("2026-03-31T12:00:00Z"));
    expect(spans.previousFrom.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(spans.previousTo.toISOString()).toBe("2026-02-28T23:59:59.999Z");
    const early = monthSpans(new Date("2026-01-05T06:00:00Z"));
    expect(early.previousFrom.toISOString()).toBe("2025-12-01T00:00:00.000Z");
    expect(early.previousTo.toISOString()).toBe("2025-12-05T06:00:00.000Z");
  });

  it("reads today in each offer's own time zone", async () => {
    const brand = await t.newBrand();
    const [model] = await t.db.select({ id: modelsTable.id }).from(modelsTable).limit(1);
    // 20:00 in New York on Nov 25 is 01:00 UTC on Nov 26.
    const now = new Date("2026-11-26T01:00:00Z");
    const insert = async (timezone: string) => {
      const [offer] = await t.db
        .insert(offers)
        .values({
          businessId: brand.business_id,
          type: "reservation_required",
          subtitle: `Table ${timezone}`,
          title: "t",
          description: "d",
          timezone,
          sharedSpots: 5,
        })
        .returning();
      return offer!;
    };
    const newYork = await insert("America/New_York");
    const tokyo = await insert("Asia/Tokyo");
    const at = (iso: string) => new Date(iso);
    await t.db.insert(claims).values([
      // New York: 23:30 on Nov 25 (today there) and 00:30 on Nov 26 (tomorrow there).
      { offerId: newYork.id, modelId: model!.id, status: "active", reservedFor: at("2026-11-26T04:30:00Z") },
      { offerId: newYork.id, modelId: model!.id, status: "active", reservedFor: at("2026-11-26T05:30:00Z") },
      // Tokyo: it is already 10:00 on Nov 26 there; 09:00 on Nov 26 is today, 23:00 on Nov 25 is yesterday.
      { offerId: tokyo.id, modelId: model!.id, status: "active", reservedFor: at("2026-11-26T00:00:00Z") },
      { offerId: tokyo.id, modelId: model!.id, status: "active", reservedFor: at("2026-11-25T14:00:00Z") },
      // No time yet: waiting for one, not a check-in.
      { offerId: tokyo.id, modelId: model!.id, status: "active", reservedFor: null },
    ]);
    const data = await getDashboard(t.db, brand.business_id, now);
    expect(data.today.check_ins.map((c) => [c.offer.title, c.at])).toEqual([
      ["Table Asia/Tokyo", "2026-11-26T00:00:00.000Z"],
      ["Table America/New_York", "2026-11-26T04:30:00.000Z"],
    ]);
    expect(data.today.awaiting).toEqual([{ id: tokyo.id, title: "Table Asia/Tokyo", type: "reservation_required", tab: "active", count: 1 }]);
  });

  it("lists the first fifty check-ins of a busy day and counts the rest", async () => {
    const brand = await t.newBrand();
    const [model] = await t.db.select({ id: modelsTable.id }).from(modelsTable).limit(1);
    const now = new Date("2026-11-25T15:00:00Z");
    const [offer] = await t.db
      .insert(offers)
      .values({ businessId: brand.business_id, type: "timed", subtitle: "Open House", title: "t", description: "d", sharedSpots: -1 })
      .returning();
    await t.db.insert(claims).values(
      Array.from({ length: TODAY_LIMIT + 3 }, (_, i) => ({
        offerId: offer!.id,
        modelId: model!.id,
        status: "active",
        startsAt: new Date(now.getTime() + i * 60_000),
        endsAt: new Date(now.getTime() + 3_600_000),
      })),
    );
    const data = await getDashboard(t.db, brand.business_id, now);
    expect(data.today.check_ins).toHaveLength(TODAY_LIMIT);
    expect(data.today.more).toBe(3);
    expect(data.today.check_ins[0]!.at).toBe(now.toISOString());
  });

  it("gives a brand with nothing yet empty lists and zeros", async () => {
    const brand = await t.newBrand();
    const data = await dashboard(brand.business_id, brand.token);
    expect(data.today).toEqual({ check_ins: [], more: 0, awaiting: [] });
    expect(data.waiting).toEqual({ applicants: [], selections: [], gifts: [], call_sheets: [] });
    const zero = { posts: 0, stories: 0, reach: 0, likes: 0, comments: 0 };
    expect(data.month.current).toEqual(zero);
    expect(data.month.previous).toEqual(zero);
    expect(data.month.costs.current).toMatchObject({ spend_cents: 0, cost_per_post_cents: null, cost_per_1000_reach_cents: null });
  });

  it("keeps Demo Bistro's day away from Rival Studio", async () => {
    const asked = await get(`/v1.3/businesses/${t.users.demo.businessId}/dashboard`, rivalToken);
    expect(asked.statusCode).toBe(404);
    expect(asked.body).not.toMatch(/check_ins|Dinner/);
    expect((await get(`/v1.3/businesses/${t.users.demo.businessId}/dashboard`)).statusCode).toBe(401);
    const own = await dashboard(t.users.rival.businessId, rivalToken);
    const demoOffers = new Set((await t.db.select({ id: offers.id }).from(offers).where(eq(offers.businessId, t.users.demo.businessId))).map((o) => o.id));
    const ids = [
      ...own.today.check_ins.map((c) => c.offer.id),
      ...own.today.awaiting.map((a) => a.id),
      ...Object.values(own.waiting).flatMap((list) => list.map((o: { id: number }) => o.id)),
    ];
    expect(ids.some((id) => demoOffers.has(id))).toBe(false);
    expect(own.month.current.posts).toBe(0);
  });
});
