import { describe, expect, it } from "vitest";
import { formatCallTime, fromPicker, toPicker } from "~/lib/call-sheet/times";

const nineThirty = { date: "2026-03-05", hour: "9", minute: "30", ampm: "AM" };

describe("call sheet", () => {
  it("formats call times as M/D/YYYY h:mm A in the offer's time zone", () => {
    expect(formatCallTime("2026-03-05T14:30:00.000Z", "America/New_York")).toBe("3/5/2026 9:30 AM");
    expect(formatCallTime("2026-11-20T23:05:00.000Z", "America/New_York")).toBe("11/20/2026 6:05 PM");
  });

  it("shows call times in the wizard's 12-hour pickers, in the offer's time zone", () => {
    expect(toPicker("2026-03-05T14:30:00.000Z", "America/New_York")).toEqual(nineThirty);
    // 6:07 PM stays 6:07: saving the sheet again never moves a stored time.
    expect(toPicker("2026-11-20T23:07:00.000Z", "America/New_York")).toEqual({ date: "2026-11-20", hour: "6", minute: "7", ampm: "PM" });
    expect(toPicker("2026-03-05T05:00:00.000Z", "America/New_York")).toEqual({ date: "2026-03-05", hour: "12", minute: "0", ampm: "AM" });
    expect(toPicker(null, "America/New_York")).toEqual({ date: "", hour: "12", minute: "0", ampm: "PM" });
    expect(fromPicker(nineThirty, "America/New_York")).toBe("2026-03-05T14:30:00.000Z");
    expect(fromPicker({ ...nineThirty, date: "" }, "America/New_York")).toBeNull();
    expect(fromPicker(undefined, "America/New_York")).toBeNull();
  });
});
