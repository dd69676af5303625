import { describe, expect, it } from "vitest";
import { cancelClaimSchema, simpleActionSchema } from "../../app/lib/offers/actions.schema";
import { checkInName, claimsTitle, dateBadge, dayLabel, previewDescription, spotCount, statusLabel, truncate } from "../../app/lib/offers/format";
import { reservationMoment } from "../../app/lib/offers/reservation";
import { reservationSchema } from "../../app/lib/offers/reservation.schema";
import { keepPlace, listHref, shownPages, shownPeriod } from "../../app/lib/offers/paging";
import { groupAwaitings, groupByReservationDay, sectionsByStatus } from "../../app/lib/offers/visibility";
import { listView } from "../../app/lib/offers/list-view";
import type { Offer } from "../../app/lib/api/offers.schemas";

const NY = "America/New_York";
const now = new Date("2025-05-15T16:00:00Z"); // noon in New York
const attendee = (status: string, extra: Partial<{ reserved_for: string | null; starts_at: string | null; ends_at: string | null }> = {}) => ({
  status,
  reserved_for: null,
  starts_at: null,
  ends_at: null,
  ...extra,
});

describe("offer card texts", () => {
  it("cuts descriptions at 200 characters and names at 20", () => {
    expect(previewDescription("a".repeat(200))).toBe("a".repeat(200));
    expect(previewDescription("a".repeat(201))).toBe(`${"a".repeat(200)}…`);
    expect(checkInName("Alexandra Montgomery-Whitfield")).toBe("Alexandra Montgomery…");
    expect(checkInName("Ava Rivera")).toBe("Ava Rivera");
    expect(truncate("ab cd", 3)).toBe("ab…");
  });

  it("says CLAIM for one and CLAIMS otherwise", () => {
    expect(claimsTitle(1)).toBe("1 CLAIM");
    expect(claimsTitle(0)).toBe("0 CLAIMS");
    expect(claimsTitle(17)).toBe("17 CLAIMS");
  });

  it("shows unlimited spots (-1) as infinity", () => {
    expect(spotCount(-1)).toBe("∞");
    expect(spotCount(0)).toBe("0");
    expect(spotCount(12)).toBe("12");
  });

  it("dates offers Today, Tomorrow or Yesterday in the offer's time zone, else month and day", () => {
    expect(dateBadge(new Date("2025-05-15T23:30:00Z"), now, NY)).toEqual({ kind: "relative", label: "Today" });
    // 01:00 UTC on the 16th is still the 15th in New York.
    expect(dateBadge(new Date("2025-05-16T01:00:00Z"), now, NY)).toEqual({ kind: "relative", label: "Today" });
    expect(dateBadge(new Date("2025-05-16T18:00:00Z"), now, NY)).toEqual({ kind: "relative", label: "Tomorrow" });
    expect(dateBadge(new Date("2025-05-14T18:00:00Z"), now, NY)).toEqual({ kind: "relative", label: "Yesterday" });
    expect(dateBadge(new Date("2025-06-02T18:00:00Z"), now, NY)).toEqual({ kind: "date", month: "JUN", day: "2" });
    expect(dayLabel(new Date("2025-05-20T18:00:00Z"), now, NY)).toBe("Tue, May 20");
  });

  it("labels every attendee status, and unknown ones as 'Unknown status: …'", () => {
    expect(statusLabel("used")).toBe("Checked in");
    expect(statusLabel("unknown")).toBe("Unknown");
    expect(statusLabel("waitlisted")).toBe("Unknown status: waitlisted");
  });
});

describe("how attendees are grouped", () => {
  it("groups reservation attendees by day, earliest first", () => {
    const groups = groupByReservationDay(
      [
        attendee("active", { reserved_for: "2025-05-17T20:00:00Z" }),
        attendee("active", { reserved_for: "2025-05-15T22:00:00Z" }),
        attendee("active", { reserved_for: "2025-05-16T02:00:00Z" }),
      ],
      NY,
    );
    expect(groups.map((g) => [g.day, g.attendees.length])).toEqual([
      ["2025-05-15", 2],
      ["2025-05-17", 1],
    ]);
  });

  it("groups awaiting reservations by date, the undated ones in a placeholder group dated the next day", () => {
    const groups = groupAwaitings(
      [attendee("incomplete"), attendee("incomplete", { starts_at: "2025-05-18T16:00:00Z" }), attendee("incomplete", { starts_at: "2025-05-16T16:00:00Z" })],
      now,
      NY,
    );
    expect(groups.map((g) => [g.day, g.attendees.length])).toEqual([
      ["2025-05-16", 2],
      ["2025-05-18", 1],
    ]);
  });

  it("sorts claims into sections by status, known statuses first, declined left out", () => {
    const sections = sectionsByStatus([attendee("used"), attendee("waitlisted"), attendee("active"), attendee("declined"), attendee("active")]);
    expect(sections.map((s) => [s.status, s.attendees.length])).toEqual([
      ["active", 2],
      ["used", 1],
      ["waitlisted", 1],
    ]);
  });
});

describe("reservation time form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ intent: "reserve", claim: "3", timezone: NY, hour: "7", minute: "30", meridiem: "PM", ...fields })) data.set(k, v);
    return reservationSchema(now).safeParse(Object.fromEntries(data));
  };
  const message = (result: ReturnType<typeof form>) => (result.success ? null : result.error.issues[0]!.message);

  it("needs a date, in the future, within 60 days", () => {
    expect(message(form({}))).toBe("Please select a date.");
    expect(message(form({ date: "" }))).toBe("Please select a date.");
    expect(message(form({ date: "2025-05-14" }))).toBe("Date must be in future.");
    expect(message(form({ date: "2025-05-15", hour: "11", meridiem: "AM" }))).toBe("Date must be in future.");
    expect(message(form({ date: "2025-07-20" }))).toBe("Pick a date within 60 days.");
    const ok = form({ date: "2025-05-16" });
    expect(ok.success && ok.data.reserveFor.toISOString()).toBe("2025-05-16T23:30:00.000Z");
  });

  it("reads 12-hour times in the offer's time zone", () => {
    expect(reservationMoment("2025-05-16", "12", "00", "AM", NY).toISOString()).toBe("2025-05-16T04:00:00.000Z");
    expect(reservationMoment("2025-05-16", "12", "05", "PM", NY).toISOString()).toBe("2025-05-16T16:05:00.000Z");
  });
});

describe("action forms", () => {
  it("tell the forms apart by intent and need ids", () => {
    expect(simpleActionSchema.safeParse({ intent: "check-in", offer: "1", claim: "2" }).success).toBe(true);
    expect(simpleActionSchema.safeParse({ intent: "cancel-group", group: "x" }).success).toBe(false);
    expect(cancelClaimSchema.safeParse({ intent: "cancel-claim", offer: "1" }).success).toBe(false);
  });
});

describe("which part of a list is shown", () => {
  it("reads ?page= as pages shown and ?period= as a month, ignoring anything else", () => {
    expect([shownPages(null), shownPages("3"), shownPages("0"), shownPages("2.5"), shownPages("26"), shownPages("x")]).toEqual([1, 3, 1, 1, 1, 1]);
    expect([shownPeriod("2025-05"), shownPeriod("2025-13"), shownPeriod("2025-5"), shownPeriod(null)]).toEqual(["2025-05", null, null, null]);
  });

  it("keeps the month and the pages in modal and action URLs, and links to the next page", () => {
    const place = new URLSearchParams("modal=claims&offer=4&period=2025-04&page=2&done=x");
    expect(keepPlace(place, new URLSearchParams({ modal: "group" })).toString()).toBe("modal=group&period=2025-04&page=2");
    expect(listHref("/offers/past", { period: "2025-04", pages: 3 })).toBe("/offers/past?period=2025-04&page=3");
    expect(listHref("/offers/active", { pages: 1 })).toBe("/offers/active");
  });
});

describe("the card's view of an offer, written on the server", () => {
  const model = { id: 1, name: "Ava Rivera", first_name: "Ava", last_name: "Rivera", sex: "f", instagram: null, stats: { bust: 1 }, media: { path: "/p" } };
  const claim = (id: number, extra: Record<string, unknown>) => ({ id, status: "active", reserved_for: null, starts_at: null, ends_at: null, model, ...extra });
  const offer = (type: string, extra: Record<string, unknown> = {}) =>
    // Only the fields listView reads: the API's full offer has some forty more.
    ({
      id: 9,
      type,
      timezone: NY,
      starts_at: "2025-05-15T23:30:00Z",
      ends_at: null,
      visible_from: null,
      visible_until: null,
      attendees: [],
      awaitings: [],
      groups: [],
      description: "a".repeat(500),
      media: [
        { id: 1, sort: 1 },
        { id: 2, sort: 0 },
      ],
      ...extra,
    }) as unknown as Offer;

  it("gives the date badge, the schedule's days and times, and whether check-in is open, in the offer's zone", () => {
    const view = listView(
      offer("reservation_required", {
        attendees: [
          claim(1, { reserved_for: "2025-05-16T23:00:00Z", starts_at: "2025-05-16T22:30:00Z", ends_at: "2025-05-16T23:30:00Z" }),
          claim(2, { reserved_for: "2025-05-15T16:30:00Z", starts_at: "2025-05-15T15:30:00Z", ends_at: "2025-05-15T17:30:00Z" }),
        ],
      }),
      now,
    );
    expect(view.badge).toEqual({ kind: "relative", label: "Today" });
    expect(view.schedule).toEqual([
      { day: "2025-05-15", label: "Today", ids: [2] },
      { day: "2025-05-16", label: "Tomorrow", ids: [1] },
    ]);
    expect(view.attendees.map((a) => [a.id, a.time])).toEqual([
      [1, "7:00 PM"],
      [2, "12:30 PM"],
    ]);
    // What the card never shows is left out: the model's stats, all but the first image, the
    // description past its preview.
    expect(view.attendees[0]!.model).not.toHaveProperty("stats");
    expect(view.media).toEqual([{ id: 2, sort: 0 }]);
    expect(view.description).toBe(`${"a".repeat(200)}…`);
  });

  it("groups a placeholder's awaiting models by the day they asked for, and has no badge without a date", () => {
    const view = listView(offer("reservation_placeholder", { starts_at: null, awaitings: [claim(3, { starts_at: "2025-05-20T16:00:00Z" })] }), now);
    expect(view.badge).toBeNull();
    expect(view.awaiting_days).toEqual([{ day: "2025-05-20", label: "Tue, May 20", ids: [3] }]);
    expect(view.schedule).toEqual([]);
  });
});
