import { describe, expect, it } from "vitest";
import { groupMonthsByYear, monthHref, parsePeriod } from "~/lib/reports/months";

describe("the month picker", () => {
  const months = [
    { year: 2024, month: 11 },
    { year: 2025, month: 1 },
    { year: 2024, month: 12 },
    { year: 2025, month: 2 },
  ];
  it("puts years newest first and months newest first", () => {
    expect(groupMonthsByYear(months)).toEqual([
      { year: 2025, months: [2, 1] },
      { year: 2024, months: [12, 11] },
    ]);
  });
  it("links a month to its results page", () => {
    expect(monthHref({ year: 2025, month: 2 })).toBe("/results?year=2025&month=2");
  });
  it("reads periods written YYYY-MM only", () => {
    expect(parsePeriod("2025-03")).toEqual({ year: 2025, month: 3 });
    expect(parsePeriod("2025-13")).toBeNull();
    expect(parsePeriod("view")).toBeNull();
  });
});
