import { describe, expect, it } from "vitest";
import { costFigures as apiCostFigures, offerCostCents } from "../../../../../api/services/reports/costs";

describe("a job's wages", () => {
  it("is a job's cost per model; any other offer's is its value per model", () => {
    expect(offerCostCents({ type: "job", value: 999, wages: "$300 / day", duration: "8" })).toBe(30_000);
    expect(offerCostCents({ type: "job", value: 999, wages: null, duration: null })).toBeNull();
    expect(offerCostCents({ type: "gift", value: 1250, wages: "$300 / day", duration: null })).toBe(1250);
    expect(offerCostCents({ type: "timed", value: null, wages: null, duration: null })).toBeNull();
  });
});

describe("cost per result on the monthly report", () => {
  const totals = { spend_cents: 61_000, completed_claims: 8, costed_claims: 7, posts: 3, reach: 45_678 };

  it("divides the spend by the posts and by each thousand reached, in whole cents", () => {
    expect(apiCostFigures(totals)).toMatchObject({ cost_per_post_cents: 20_333, cost_per_1000_reach_cents: 1335 });
    expect(apiCostFigures({ ...totals, posts: 0, reach: 0 })).toMatchObject({ cost_per_post_cents: null, cost_per_1000_reach_cents: null });
    expect(apiCostFigures({ ...totals, spend_cents: 0 })).toMatchObject({ cost_per_post_cents: null, cost_per_1000_reach_cents: null });
  });
});
