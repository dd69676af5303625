import { describe, expect, it } from "vitest";
import type { DashboardData } from "../../../../../contract/schemas/dashboard";
import { dashboardView, signedChange } from "~/lib/dashboard/view";

const zero = { posts: 0, stories: 0, reach: 0, likes: 0, comments: 0 };
const noCosts = { spend_cents: 0, completed_claims: 0, costed_claims: 0, posts: 0, reach: 0, cost_per_post_cents: null, cost_per_1000_reach_cents: null };
const empty: DashboardData = {
  posts_due: { rows: [], more: 0 },
  today: { check_ins: [], more: 0, awaiting: [] },
  waiting: { applicants: [], selections: [], gifts: [], call_sheets: [] },
  content: { missing_disclosure: 0, rights_ending: [] },
  venues: [],
  month: {
    from: "2026-11-01T00:00:00.000Z",
    to: "2026-11-25T14:00:00.000Z",
    previous_from: "2026-10-01T00:00:00.000Z",
    previous_to: "2026-10-25T14:00:00.000Z",
    current: zero,
    previous: zero,
    costs: { current: noCosts, previous: noCosts },
  },
};
const offer = (id: number, title: string, type = "timed") => ({ id, title, type, tab: "active" as const });

describe("the change against last month", () => {
  it("is a signed whole percentage", () => {
    expect(signedChange(112, 100)).toEqual({ text: "+12%", trend: "up" });
    expect(signedChange(92, 100)).toEqual({ text: "\u22128%", trend: "down" });
    expect(signedChange(6, 34)).toEqual({ text: "\u221282%", trend: "down" });
    expect(signedChange(100, 100)).toEqual({ text: "0%", trend: "same" });
    expect(signedChange(1001, 1000)).toEqual({ text: "0%", trend: "same" });
  });
  it("says new when last month had none, and a dash when neither had any", () => {
    expect(signedChange(5, 0)).toEqual({ text: "new", trend: "up" });
    expect(signedChange(0, 0)).toEqual({ text: "\u2014", trend: "same" });
    expect(signedChange(0, 5)).toEqual({ text: "\u2212100%", trend: "down" });
  });
});

describe("the dashboard's view", () => {
  it("is empty for a brand with nothing going on", () => {
    const view = dashboardView(empty);
    expect(view.checkIns).toEqual([]);
    expect(view.tasks).toEqual([]);
    expect(view.month.empty).toBe(true);
    expect(view.month.span).toBe("Nov 1\u201325");
    expect(view.month.previousSpan).toBe("Oct 1\u201325");
    expect(view.month.period).toBe("2026-11");
  });

  it("writes check-in times in the offer's time zone, and a reservation's reason only for reservations", () => {
    const check = { open: false, notice: "Check-in for this reservation opens at 6:30 PM on Wed, Nov 25." };
    const view = dashboardView({
      ...empty,
      today: {
        more: 2,
        awaiting: [{ ...offer(4, "Dinner", "reservation_required"), count: 1 }],
        check_ins: [
          {
            claim_id: 1,
            offer: offer(4, "Dinner", "reservation_required"),
            model: { id: 1, name: "Alexandra Montgomery-Smith", avatar: "/a.jpg" },
            at: "2026-11-25T23:30:00Z",
            timezone: "America/New_York",
            checked_in: false,
            check_in: check,
          },
          {
            claim_id: 2,
            offer: offer(1, "Brunch"),
            model: { id: 2, name: "Ava", avatar: "/b.jpg" },
            at: "2026-11-25T23:30:00Z",
            timezone: "Asia/Tokyo",
            checked_in: false,
            check_in: { open: false, notice: "Click this button to check in a model once your offer begins." },
          },
        ],
      },
    });
    expect(view.checkIns.map((c) => [c.model, c.time, c.reason, c.waiting])).toEqual([
      ["Alexandra Montgomery…", "6:30 PM", check.notice, false],
      ["Ava", "8:30 AM", null, true],
    ]);
    expect(view.awaiting).toEqual([
      { key: "awaiting-4", href: "/offers/active?modal=claims&offer=4", title: "Dinner", text: "1 reservation waiting for a time" },
    ]);
    expect(view.more).toBe(2);
  });

  it("links each waiting task to the page where it is done", () => {
    const view = dashboardView({
      ...empty,
      waiting: {
        applicants: [{ ...offer(7, "Casting", "sponsored_content"), unreviewed: 55, deliberation_until: "2026-11-29T15:00:00Z", timezone: "America/New_York" }],
        selections: [
          { ...offer(8, "Feature", "sponsored_content"), selected: 2, spots: 2, full: true, ready: false },
          { ...offer(7, "Casting", "sponsored_content"), selected: 1, spots: 10, full: false, ready: true },
        ],
        gifts: [{ ...offer(6, "Olive Oil", "gift"), count: 2 }],
        call_sheets: [{ ...offer(9, "Runway", "job"), starts_at: "2026-12-02T14:00:00Z", timezone: "America/New_York", attendees: 3 }],
      },
    });
    expect(view.tasks.map((k) => k.title)).toEqual(["Applicants to review", "Ready to finalize", "Gifts to ship", "Call sheets to send"]);
    expect(view.tasks.flatMap((k) => k.rows).map((t) => [t.href, t.text])).toEqual([
      ["/offer/apply/7", "55 applicants to review, deliberation ends Sun, Nov 29 at 10:00 AM"],
      ["/offer/apply/8?status=selected", "Selections are full (2 of 2): ready to FINALIZE"],
      ["/offer/apply/7?status=selected", "1 applicant selected: ready to FINALIZE"],
      ["/offers/6/shipment", "2 gifts to ship"],
      ["/offers/9/callSheet/", "Call sheet not sent; the job starts Wed, Dec 2 at 9:00 AM (3 models)"],
    ]);
  });

  it("sets this month against last month figure by figure, costs included", () => {
    const view = dashboardView({
      ...empty,
      month: {
        ...empty.month,
        current: { ...zero, posts: 6, reach: 12_345 },
        previous: { ...zero, posts: 34, reach: 10_000 },
        costs: {
          current: { ...noCosts, spend_cents: 12_000, costed_claims: 3, cost_per_post_cents: 2_000, cost_per_1000_reach_cents: 972 },
          previous: { ...noCosts, spend_cents: 51_000, costed_claims: 9, cost_per_post_cents: 1_500, cost_per_1000_reach_cents: null },
        },
      },
    });
    expect(view.month.empty).toBe(false);
    expect(view.month.rows.map((r) => [r.label, r.current, r.previous, r.change, r.trend])).toEqual([
      ["Posts", "6", "34", "\u221282%", "bad"],
      ["Stories", "0", "0", "\u2014", "same"],
      ["Likes", "0", "0", "\u2014", "same"],
      ["Comments", "0", "0", "\u2014", "same"],
      ["Reach", "12.3k", "10k", "+23%", "good"],
      ["Spend", "$120.00", "$510.00", "\u221276%", "same"],
      // A cost per post that rises is bad news; with nothing to divide by last month there is no change.
      ["Cost per post", "$20.00", "$15.00", "+33%", "bad"],
      ["Cost per 1,000 reach", "$9.72", "\u2014", "\u2014", "same"],
    ]);
  });

  it("is not empty when the only thing this month is spend", () => {
    const view = dashboardView({
      ...empty,
      month: { ...empty.month, costs: { current: { ...noCosts, spend_cents: 500, costed_claims: 1 }, previous: noCosts } },
    });
    expect(view.month.empty).toBe(false);
  });

  it("tells this month's posts without a disclosure and the rights ending, each linking to the content library", () => {
    const content = { missing_disclosure: 3, rights_ending: [{ id: 4, model: "Ana Lima", ends_at: "2026-12-03T10:00:00.000Z", posts: 2 }] };
    const view = dashboardView({ ...empty, content });
    expect(view.tasks).toEqual([
      {
        title: "Your content",
        rows: [
          {
            key: "disclosure",
            href: "/content?disclosure=missing&month=2026-11",
            title: "3 posts this month have no disclosure",
            text: "See them in the content library",
          },
          {
            key: "rights-4",
            href: "/content?rights=granted",
            title: "Rights to 2 of Ana Lima's posts end on Dec 3",
            text: "Ask again before then to keep using them",
          },
        ],
      },
    ]);
    expect(dashboardView({ ...empty, content: { missing_disclosure: 0, rights_ending: [] } }).tasks).toEqual([]);
  });
});
