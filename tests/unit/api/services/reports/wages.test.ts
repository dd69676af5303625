import { describe, expect, it } from "vitest";
import { jobCostCents, parseWages } from "../../../../../api/services/reports/wages";

describe("a job's wages", () => {
  it.each([
    ["$300 / day", { cents: 30_000, per: "day" }],
    ["$250/day", { cents: 25_000, per: "day" }],
    ["$1,200 per day", { cents: 120_000, per: "day" }],
    ["$40/hr", { cents: 4000, per: "hour" }],
    ["$37.50 an hour", { cents: 3750, per: "hour" }],
    ["$500", { cents: 50_000, per: "job" }],
    ["$800 flat for the shoot", { cents: 80_000, per: "job" }],
    ["300 USD daily", { cents: 30_000, per: "day" }],
  ])("%j is read as %j", (text, wages) => {
    expect(parseWages(text)).toEqual(wages);
  });

  it.each([null, "", "Paid", "TBD", "$2,000 / week", "$5000 a month"])("%j has no cost per check-in", (text) => {
    expect(parseWages(text)).toBeNull();
  });

  it("counts a day rate once per day of the job, an hourly rate per hour, a flat fee once", () => {
    const day = { cents: 30_000, per: "day" } as const;
    expect(jobCostCents(day, 8)).toBe(30_000);
    expect(jobCostCents(day, null)).toBe(30_000);
    expect(jobCostCents(day, 48)).toBe(60_000);
    expect(jobCostCents(day, 30)).toBe(60_000);
    expect(jobCostCents({ cents: 4000, per: "hour" }, 6)).toBe(24_000);
    expect(jobCostCents({ cents: 4000, per: "hour" }, undefined)).toBe(32_000);
    expect(jobCostCents({ cents: 50_000, per: "job" }, 48)).toBe(50_000);
    expect(jobCostCents(null, 8)).toBeNull();
  });
});
