import { describe, expect, it } from "vitest";
import { groupAwaitings, groupByReservationDay, sectionsByStatus } from "~/lib/offers/visibility";

const NY = "America/New_York";
const now = new Date("2025-05-15T16:00:00Z"); // noon in New York
const attendee = (status: string, extra: Partial<{ reserved_for: string | null; starts_at: string | null; ends_at: string | null }> = {}) => ({
  status,
  reserved_for: null,
  starts_at: null,
  ends_at: null,
  ...extra,
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
