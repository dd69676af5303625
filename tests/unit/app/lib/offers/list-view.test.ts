import { describe, expect, it } from "vitest";
import { listView } from "~/lib/offers/list-view";
import type { Offer } from "~/lib/api/offers.schemas";

const NY = "America/New_York";
const now = new Date("2025-05-15T16:00:00Z"); // noon in New York

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
