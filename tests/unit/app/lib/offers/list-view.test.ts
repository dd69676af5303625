import { describe, expect, it } from "vitest";
import { listView } from "~/lib/offers/list-view";
import type { Offer } from "../../../../../contract/schemas/offers";

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

  it("writes each claim's words in the offer's zone: checked in by whom, the post due, when reminded, a group member's line", () => {
    const checkedIn = claim(4, { status: "used", checked_in_at: "2025-05-15T00:14:00Z", checked_in_by: { name: "Ana", role: "door" } });
    const owing = claim(5, {
      status: "awaiting_post",
      post_due: { state: "overdue", due_on: "2025-05-12", days: 3, completed_at: "2025-05-05T00:00:00Z", reminded_at: "2025-05-15T03:35:00Z" },
    });
    const member = (user_id: number, extra: Record<string, unknown>) => ({
      user_id,
      first_name: "A",
      last_name: "B",
      avatar: "",
      owner: false,
      status: "confirmed",
      claim: null,
      ...extra,
    });
    const view = listView(
      offer("group", {
        attendees: [checkedIn, owing],
        groups: [
          {
            id: 1,
            status: null,
            owner: member(1, { owner: true }),
            invitees: [member(2, { status: "invited" })],
            confirmed: [member(3, { claim: checkedIn })],
            uncertain: [member(4, { status: "uncertain" })],
          },
        ],
      }),
      now,
    );
    expect(view.attendees.map((a) => [a.status_label, a.post_due_label, a.reminded_label])).toEqual([
      ["Checked in 8:14 PM by Ana (door)", null, null],
      ["Awaiting post", "Post overdue by 3 days", "Reminded Wed 11:35 PM"],
    ]);
    const [group] = view.groups;
    expect([group!.owner, ...group!.invitees, ...group!.confirmed, ...group!.uncertain].map((m) => m!.status_label)).toEqual([
      "Owner",
      "Invited",
      "Checked in 8:14 PM by Ana (door)",
      "Uncertain",
    ]);
    expect(group!.confirmed[0]!.claim!.model).not.toHaveProperty("stats");
  });
});
