import { describe, expect, it } from "vitest";
import { callSheetSchema } from "~/lib/call-sheet/call-sheet.schema";

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
});
