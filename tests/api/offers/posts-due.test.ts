// Posts due (docs/product/offers.md#posts-due): a completed claim of an offer that asks for posts owes them until the
// end of the window's last day in the offer's own time zone, then is overdue; the dashboard's
// block and the Offers page's claims read the one rule (services/offers/posts-due.ts).
import { describe, expect, it } from "vitest";
import { claims, offers, shipments } from "../../../api/db/schema";
import { POST_WINDOW_DAYS, postDue } from "../../../api/services/offers/posts-due";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();

const mustPost = { mustPost: true, type: "timed", isStatsRequired: false, timezone: "America/New_York", postWithinDays: null };
const visit = (at: string) => ({ status: "used", checkedInAt: new Date(at), postsCount: 0, postedAt: null });

describe("the rule", () => {
  it("is due to the end of the window's last day in the offer's zone, then overdue", () => {
    // 11:30 PM on Nov 20 in New York is Nov 21 in UTC: the window counts from New York's day.
    const claim = visit("2026-11-21T04:30:00Z");
    // Just after midnight in New York on Nov 21: six days left.
    expect(postDue(claim, mustPost, null, new Date("2026-11-21T05:00:00Z"))).toEqual({
      state: "due",
      due_on: "2026-11-27",
      days: 6,
      completed_at: "2026-11-21T04:30:00.000Z",
      reminded_at: null,
      remindable: true,
    });
    // 11:59 PM on Nov 27 in New York: the last minute of the window.
    expect(postDue(claim, mustPost, null, new Date("2026-11-28T04:59:00Z"))).toMatchObject({ state: "due", days: 0 });
    // Midnight: overdue by a day.
    expect(postDue(claim, mustPost, null, new Date("2026-11-28T05:00:00Z"))).toMatchObject({ state: "overdue", days: 1 });
    // The same visit in Tokyo was on Nov 21, so its window ends a day later.
    expect(postDue(claim, { ...mustPost, timezone: "Asia/Tokyo" }, null, new Date("2026-11-28T05:00:00Z"))).toMatchObject({
      state: "due",
      due_on: "2026-11-28",
      days: 0,
    });
  });

  it("takes the offer's own window, and the gift's arrival as its completion", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(postDue(visit("2026-11-24T12:00:00Z"), { ...mustPost, postWithinDays: 1 }, null, now)).toMatchObject({ due_on: "2026-11-25", days: 0 });
    const gift = { status: "delivered", checkedInAt: null, postsCount: 0, postedAt: null };
    expect(postDue(gift, { ...mustPost, type: "gift" }, { updatedAt: new Date("2026-11-10T12:00:00Z") }, now)).toMatchObject({
      state: "overdue",
      due_on: `2026-11-${10 + POST_WINDOW_DAYS}`,
      days: 8,
    });
    expect(postDue({ ...gift, status: "preparing" }, { ...mustPost, type: "gift" }, { updatedAt: now }, now)).toBeNull();
  });

  it("owes nothing once a post arrived, without a visit, or when the offer asks for no post", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(postDue({ ...visit("2026-11-24T12:00:00Z"), postsCount: 1 }, mustPost, null, now)).toBeNull();
    expect(postDue({ ...visit("2026-11-24T12:00:00Z"), postedAt: now }, mustPost, null, now)).toBeNull();
    expect(postDue({ status: "active", checkedInAt: null, postsCount: 0, postedAt: null }, mustPost, null, now)).toBeNull();
    expect(postDue(visit("2026-11-24T12:00:00Z"), { ...mustPost, mustPost: false }, null, now)).toBeNull();
    expect(postDue(visit("2026-11-24T12:00:00Z"), { ...mustPost, mustPost: false, isStatsRequired: true }, null, now)).not.toBeNull();
  });
  it("may be reminded again 48 hours after the last reminder, not before", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(postDue(visit("2026-11-24T20:00:00Z"), mustPost, null, now, hoursAgo(47.9))?.remindable).toBe(false);
    expect(postDue(visit("2026-11-24T20:00:00Z"), mustPost, null, now, hoursAgo(48))?.remindable).toBe(true);
    expect(postDue(visit("2026-11-24T20:00:00Z"), mustPost, null, now, null)?.remindable).toBe(true);
  });
});

describe("the dashboard's Posts due and the Offers page", () => {
  it("lists the overdue first, then the due, as the offer's claims say them", async () => {
    const brand = await api.newBrand();
    const now = Date.now();
    const [offer] = await api.db
      .insert(offers)
      .values({
        businessId: brand.business_id,
        type: "timed",
        subtitle: "Tasting Night",
        title: "t",
        description: "d",
        timezone: "UTC",
        sharedSpots: -1,
        mustPost: true,
        postWithinDays: 3,
        startsAt: new Date(now - 20 * 86_400_000),
        endsAt: new Date(now + 86_400_000),
      })
      .returning();
    const models = await api.db.query.models.findMany({ limit: 4 });
    const daysAgo = (d: number) => new Date(now - d * 86_400_000);
    const rows = await api.db
      .insert(claims)
      .values([
        { offerId: offer!.id, modelId: models[0]!.id, status: "used", checkedInAt: daysAgo(1) },
        { offerId: offer!.id, modelId: models[1]!.id, status: "used", checkedInAt: daysAgo(6) },
        { offerId: offer!.id, modelId: models[2]!.id, status: "used", checkedInAt: daysAgo(2), postsCount: 2 },
        { offerId: offer!.id, modelId: models[3]!.id, status: "active" },
      ])
      .returning();
    const dashboard = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${brand.business_id}/dashboard`, headers: api.headers(brand.token) });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const due = dashboard.json().data.posts_due;
    expect(due.rows.map((r: { claim_id: number; post_due: { state: string; days: number } }) => [r.claim_id, r.post_due.state, r.post_due.days])).toEqual([
      [rows[1]!.id, "overdue", 3],
      [rows[0]!.id, "due", 2],
    ]);
    expect(due.more).toBe(0);

    const list = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${brand.business_id}/deals/active`, headers: api.headers(brand.token) });
    const attendees = list.json().data.find((o: { id: number }) => o.id === offer!.id).attendees as { id: number; post_due: unknown }[];
    for (const row of due.rows) expect(attendees.find((a) => a.id === row.claim_id)!.post_due).toEqual(row.post_due);
    expect(attendees.find((a) => a.id === rows[2]!.id)!.post_due).toBeNull();
  });

  it("counts a delivered gift from its shipment's arrival", async () => {
    const brand = await api.newBrand();
    const [offer] = await api.db
      .insert(offers)
      .values({
        businessId: brand.business_id,
        type: "gift",
        subtitle: "Gift Box",
        title: "t",
        description: "d",
        timezone: "UTC",
        sharedSpots: -1,
        mustPost: true,
      })
      .returning();
    const [model] = await api.db.query.models.findMany({ limit: 1 });
    const [claim] = await api.db.insert(claims).values({ offerId: offer!.id, modelId: model!.id, status: "delivered" }).returning();
    await api.db.insert(shipments).values({ claimId: claim!.id, status: "delivered", updatedAt: new Date(Date.now() - 86_400_000) });
    const dashboard = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${brand.business_id}/dashboard`, headers: api.headers(brand.token) });
    expect(dashboard.json().data.posts_due.rows).toEqual([
      expect.objectContaining({ claim_id: claim!.id, post_due: expect.objectContaining({ state: "due", days: 6 }) }),
    ]);
  });
});
