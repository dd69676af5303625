import { describe, expect, it } from "vitest";
import { formatTime, hoursFormValues } from "~/lib/profile/working-hours";

describe("working hours form", () => {
  it("starts from the saved hours, a missing day being closed", () => {
    const values = hoursFormValues({ monday: { open: "11:00", close: "22:00" }, tuesday: null });
    expect(values.monday).toEqual({ open: "11:00", close: "22:00", closed: undefined });
    expect(values.tuesday).toEqual({ open: "", close: "", closed: "on" });
    expect(values.sunday.closed).toBe("on");
    expect(hoursFormValues(null).monday.closed).toBe("on");
  });

  it("shows times in 12-hour format", () => {
    expect(formatTime("00:05")).toBe("12:05 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("23:30")).toBe("11:30 PM");
  });
});
