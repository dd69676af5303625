import { describe, expect, it } from "vitest";
import { checkInName, claimStatusLabel, dateBadge, dayLabel, previewDescription, spotCount, statusLabel, truncate } from "~/lib/offers/format";

const NY = "America/New_York";
const now = new Date("2025-05-15T16:00:00Z"); // noon in New York

describe("offer card texts", () => {
  it("cuts descriptions at 200 characters and names at 20", () => {
    expect(previewDescription("a".repeat(200))).toBe("a".repeat(200));
    expect(previewDescription("a".repeat(201))).toBe(`${"a".repeat(200)}…`);
    expect(checkInName("Alexandra Montgomery-Whitfield")).toBe("Alexandra Montgomery…");
    expect(checkInName("Ava Rivera")).toBe("Ava Rivera");
    expect(truncate("ab cd", 3)).toBe("ab…");
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

describe("a claim's status", () => {
  it("says when and by which seat a model was checked in, in the offer's zone", () => {
    const used = { status: "used", checked_in_at: "2026-11-27T01:14:00.000Z" };
    expect(claimStatusLabel({ ...used, checked_in_by: { name: "Ana", role: "door" } }, "America/New_York")).toBe("Checked in 8:14 PM by Ana (door)");
    expect(claimStatusLabel({ ...used, checked_in_by: null }, "Europe/Paris")).toBe("Checked in 2:14 AM");
    expect(claimStatusLabel({ status: "active", checked_in_at: null }, "UTC")).toBe("Active");
  });
});
