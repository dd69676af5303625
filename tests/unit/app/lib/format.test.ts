import { describe, expect, it } from "vitest";
import { abbreviateCount, formatDateRange, formatDayHeading, monthName } from "~/lib/format";

describe("follower abbreviations", () => {
  it("uses k above 1,000 and m above 1,000,000", () => {
    expect(abbreviateCount(999)).toBe("999");
    expect(abbreviateCount(1000)).toBe("1000");
    expect(abbreviateCount(1001)).toBe("1k");
    expect(abbreviateCount(1250)).toBe("1.2k");
    expect(abbreviateCount(15_000)).toBe("15k");
    expect(abbreviateCount(999_999)).toBe("999.9k");
    expect(abbreviateCount(1_000_000)).toBe("1000k");
    expect(abbreviateCount(3_460_000)).toBe("3.4m");
  });
});

describe("dates", () => {
  it("names months and formats UTC ranges and days", () => {
    expect(monthName(3)).toBe("March");
    expect(formatDateRange("2025-03-01T00:00:00.000Z", "2025-03-31T23:59:59.999Z")).toBe("Mar 1, 2025 \u2013 Mar 31, 2025");
    expect(formatDayHeading("2025-03-04T12:00:00Z")).toBe("Tuesday, March 4");
  });
});
