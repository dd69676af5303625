import { formatInTimeZone } from "date-fns-tz";
import { describe, expect, it } from "vitest";
import { formatInZone } from "../../../../app/lib/zoned-format";

describe("formatInZone (formatInTimeZone, remembered)", () => {
  const instants = [Date.UTC(2026, 10, 26, 23, 30), Date.UTC(2026, 2, 8, 10, 0), Date.UTC(2026, 9, 25, 0, 59)].map((ms) => new Date(ms));
  const zones = ["America/New_York", "Europe/London", "Asia/Kolkata", "UTC"];
  const patterns = ["yyyy-MM-dd", "EEE, MMM d 'at' h:mm a", "h:mm a", "M/d/yyyy h:mm a"];

  it("writes what formatInTimeZone writes, the first time and every time after", () => {
    for (const date of instants)
      for (const zone of zones)
        for (const pattern of patterns) {
          const expected = formatInTimeZone(date, zone, pattern);
          expect(formatInZone(date, zone, pattern)).toBe(expected);
          expect(formatInZone(new Date(date.getTime()), zone, pattern)).toBe(expected);
        }
  });

  it("keeps answering past its bound (the map starts again) and throws on an invalid date as before", () => {
    for (let i = 0; i < 6_000; i++) formatInZone(new Date(i * 60_000), "UTC", "h:mm a");
    expect(formatInZone(new Date(0), "UTC", "h:mm a")).toBe("12:00 AM");
    expect(() => formatInZone(new Date(Number.NaN), "UTC", "h:mm a")).toThrow(RangeError);
  });
});
