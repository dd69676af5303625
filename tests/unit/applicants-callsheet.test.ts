import { describe, expect, it } from "vitest";
import { isCallSheetLocked } from "../../app/lib/callsheet/rules";
import { formatCallTime, fromLocalInput, toLocalInput } from "../../app/lib/callsheet/times";
import { callSheetSchema } from "../../app/lib/callsheet/schema";

const base = { location: "200 5th Ave", job_start_date_type: "all", job_start_date: "2026-03-05T09:30", job_end_date_duration: "8" };

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
    expect(callSheetSchema.safeParse({ ...base, job_start_date: undefined }).error?.issues[0]?.message).toBe("Enter the start date.");
    const individual = callSheetSchema.safeParse({ ...base, job_start_date_type: "individual", call_times: { "4": "2026-03-05T09:30", "5": "" } });
    expect(individual.error?.issues[0]).toMatchObject({ path: ["call_times", "5"], message: "Enter a call time." });
  });

  it("formats call times as M/D/YYYY h:mm A in the offer's time zone", () => {
    expect(formatCallTime("2026-03-05T14:30:00.000Z", "America/New_York")).toBe("3/5/2026 9:30 AM");
    expect(formatCallTime("2026-11-20T23:05:00.000Z", "America/New_York")).toBe("11/20/2026 6:05 PM");
    expect(toLocalInput("2026-03-05T14:30:00.000Z", "America/New_York")).toBe("2026-03-05T09:30");
    expect(fromLocalInput("2026-03-05T09:30", "America/New_York")).toBe("2026-03-05T14:30:00.000Z");
  });

  it("is locked when the first attendee's call sheet is ready", () => {
    expect(isCallSheetLocked([{ call_sheet_status: "ready" }, { call_sheet_status: null }])).toBe(true);
    expect(isCallSheetLocked([{ call_sheet_status: null }, { call_sheet_status: "ready" }])).toBe(false);
    expect(isCallSheetLocked([])).toBe(false);
  });
});
