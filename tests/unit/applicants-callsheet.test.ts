import { describe, expect, it } from "vitest";
import { isCallSheetLocked } from "../../app/lib/call-sheet/rules";
import { formatCallTime, fromPicker, toPicker } from "../../app/lib/call-sheet/times";
import { callSheetSchema } from "../../app/lib/call-sheet/call-sheet.schema";

const nineThirty = { date: "2026-03-05", hour: "9", minute: "30", ampm: "AM" };
const base = { location: "200 5th Ave", job_start_date_type: "all", job_start: nineThirty, job_end_date_duration: "8" };

describe("call sheet", () => {
  it("takes a duration from 1 to 8766 hours", () => {
    expect(callSheetSchema.safeParse(base).success).toBe(true);
    for (const bad of ["0", "8767", "2.5", "abc"]) {
      expect(callSheetSchema.safeParse({ ...base, job_end_date_duration: bad }).error?.issues[0]?.message).toBe(
        "Duration must be a number from 1 to 8766 hours.",
      );
    }
    expect(callSheetSchema.safeParse({ ...base, job_end_date_duration: "8766" }).success).toBe(true);
  });

  it("needs the start date for all, and a call time per attendee for individual", () => {
    expect(callSheetSchema.safeParse({ ...base, job_start: { ...nineThirty, date: "" } }).error?.issues[0]).toMatchObject({
      path: ["job_start", "date"],
      message: "Enter the start date.",
    });
    expect(callSheetSchema.safeParse({ ...base, job_start: undefined }).error?.issues[0]?.message).toBe("Enter the start date.");
    const individual = callSheetSchema.safeParse({
      ...base,
      job_start_date_type: "individual",
      call_times: { "4": nineThirty, "5": { ...nineThirty, date: "" } },
    });
    expect(individual.error?.issues[0]).toMatchObject({ path: ["call_times", "5", "date"], message: "Enter a call time." });
    // A minute that is no minute of an hour is refused; one between the steps is a stored time kept.
    expect(callSheetSchema.safeParse({ ...base, job_start: { ...nineThirty, minute: "61" } }).success).toBe(false);
    expect(callSheetSchema.safeParse({ ...base, job_start: { ...nineThirty, minute: "31" } }).success).toBe(true);
  });

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

  it("is locked when the first attendee's call sheet is ready", () => {
    expect(isCallSheetLocked([{ call_sheet_status: "ready" }, { call_sheet_status: null }])).toBe(true);
    expect(isCallSheetLocked([{ call_sheet_status: null }, { call_sheet_status: "ready" }])).toBe(false);
    expect(isCallSheetLocked([])).toBe(false);
  });
});
