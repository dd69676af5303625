import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { workingHoursPayload, WEEKDAYS } from "~/lib/profile/working-hours";
import { workingHoursSchema } from "~/lib/profile/working-hours.schema";
import { errorsOf, form } from "../../../support/forms";

describe("working hours form", () => {
  const week = (overrides: Record<string, string> = {}) => {
    const entries: Record<string, string> = {};
    for (const day of WEEKDAYS) Object.assign(entries, { [`${day}.open`]: "09:00", [`${day}.close`]: "17:00" });
    return form({ ...entries, ...overrides });
  };

  it("turns the form into HH:mm hours per weekday, closed days as null", () => {
    const result = parseWithZod(week({ "sunday.closed": "on", "monday.open": "08:30:00" }), { schema: workingHoursSchema });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.sunday).toBeNull();
    expect(result.value.monday).toEqual({ open: "08:30", close: "17:00" });
    expect(JSON.parse(workingHoursPayload(result.value).working_hours)).toEqual(result.value);
  });

  it("refuses close before or equal to open, and missing times on an open day", () => {
    const result = parseWithZod(
      week({ "friday.open": "18:00", "friday.close": "09:00", "monday.close": "09:00", "monday.open": "09:00", "tuesday.open": "" }),
      {
        schema: workingHoursSchema,
      },
    );
    expect(errorsOf(result)).toMatchObject({
      "friday.close": ["The close time must be after the open time."],
      "monday.close": ["The close time must be after the open time."],
      "tuesday.open": ["Enter an open time, or mark the day closed."],
    });
    const bad = parseWithZod(week({ "wednesday.open": "25:00" }), { schema: workingHoursSchema });
    expect(errorsOf(bad)).toMatchObject({ "wednesday.open": ["Enter the open time as HH:mm."] });
  });

  it("ignores the times of a closed day", () => {
    const result = parseWithZod(week({ "friday.closed": "on", "friday.open": "23:00", "friday.close": "01:00" }), { schema: workingHoursSchema });
    expect(result.status).toBe("success");
  });
});
