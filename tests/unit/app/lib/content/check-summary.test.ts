import { describe, expect, it } from "vitest";
import { disclosureSummary } from "~/lib/content/check-summary";

describe("the month's disclosure check in a line", () => {
  it("counts every state", () => {
    expect(disclosureSummary({ disclosed: 31, late: 3, missing: 1 })).toBe("31 disclosed, 3 late, 1 without disclosure");
  });

  it("says a clean month is clean", () => {
    expect(disclosureSummary({ disclosed: 4, late: 0, missing: 0 })).toBe("4 disclosed, 0 late, 0 without disclosure");
  });
});
