import { describe, expect, it } from "vitest";
import { isCallSheetLocked } from "~/lib/call-sheet/rules";

describe("call sheet", () => {
  it("is locked when the first attendee's call sheet is ready", () => {
    expect(isCallSheetLocked([{ call_sheet_status: "ready" }, { call_sheet_status: null }])).toBe(true);
    expect(isCallSheetLocked([{ call_sheet_status: null }, { call_sheet_status: "ready" }])).toBe(false);
    expect(isCallSheetLocked([])).toBe(false);
  });
});
