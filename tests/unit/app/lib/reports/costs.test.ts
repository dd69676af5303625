import { describe, expect, it } from "vitest";
import { costFigures as apiCostFigures } from "../../../../../api/services/reports/costs";
import { costFigures, formatCents, NO_FIGURE } from "~/lib/reports/costs";

describe("cost per result on the monthly report", () => {
  const totals = { spend_cents: 61_000, completed_claims: 8, costed_claims: 7, posts: 3, reach: 45_678 };

  it("writes money in dollars and cents", () => {
    expect(formatCents(61_000)).toBe("$610.00");
    expect(formatCents(123_450)).toBe("$1,234.50");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("shows each figure, or '—' with the reason", () => {
    expect(costFigures(apiCostFigures(totals))).toEqual([
      { label: "Spend", value: "$610.00", reason: null },
      { label: "Cost per post", value: "$203.33", reason: null },
      { label: "Cost per 1,000 reach", value: "$13.35", reason: null },
    ]);
    expect(costFigures(apiCostFigures({ ...totals, posts: 0, reach: 0 })).map((f) => [f.value, f.reason])).toEqual([
      ["$610.00", null],
      [NO_FIGURE, "No posts this month"],
      [NO_FIGURE, "No reach this month"],
    ]);
    expect(
      costFigures(apiCostFigures({ spend_cents: 0, completed_claims: 0, costed_claims: 0, posts: 3, reach: 100 })).map((f) => [f.value, f.reason]),
    ).toEqual([
      [NO_FIGURE, "No claims completed this month"],
      [NO_FIGURE, "No spend this month"],
      [NO_FIGURE, "No spend this month"],
    ]);
    expect(costFigures(apiCostFigures({ spend_cents: 0, completed_claims: 2, costed_claims: 0, posts: 0, reach: 0 }))[0]).toEqual({
      label: "Spend",
      value: NO_FIGURE,
      reason: "No value per model or wages on this month's offers",
    });
  });
});
