import { describe, expect, it } from "vitest";
import { wallTimeToIso } from "~/lib/wizard/time";

describe("types, times and the draft", () => {
  it("reads 12-hour times in 5-minute steps in the zone", () => {
    expect(wallTimeToIso({ date: "2026-01-10", hour: "12", minute: "0", ampm: "AM" })).toBe("2026-01-10T05:00:00.000Z");
    expect(wallTimeToIso({ date: "2026-07-10", hour: "12", minute: "5", ampm: "PM" })).toBe("2026-07-10T16:05:00.000Z");
    // A stored minute between the steps is kept as it was (the picker offers it); no minute 60.
    expect(wallTimeToIso({ date: "2026-07-10", hour: "1", minute: "3", ampm: "PM" })).toBe("2026-07-10T17:03:00.000Z");
    expect(wallTimeToIso({ date: "2026-07-10", hour: "1", minute: "60", ampm: "PM" })).toBeNull();
    expect(wallTimeToIso({ date: "2026-07-10", hour: "13", minute: "0", ampm: "PM" })).toBeNull();
    // Through date-fns-tz: the zone's own offset on each side of a daylight-saving change, and no made-up days.
    expect(wallTimeToIso({ date: "2026-11-01", hour: "1", minute: "30", ampm: "AM" })).toBe("2026-11-01T05:30:00.000Z");
    expect(wallTimeToIso({ date: "2026-07-01", hour: "12", minute: "0", ampm: "AM" }, "Europe/Berlin")).toBe("2026-06-30T22:00:00.000Z");
    expect(wallTimeToIso({ date: "2026-02-31", hour: "7", minute: "30", ampm: "PM" })).toBeNull();
  });
});
