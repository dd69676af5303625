import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { jobCostCents, parseWages } from "../../api/services/reports/wages";
import { costFigures as apiCostFigures, offerCostCents } from "../../api/services/reports/costs";
import { costFigures, formatCents, NO_FIGURE } from "~/lib/reports/costs";
import { draftFromOffer } from "~/lib/wizard/from-offer";
import { step1Schema } from "~/lib/wizard/step1.schema";
import { centsToDollars, parseDollars, VALUE_FORMAT, VALUE_TOO_BIG } from "~/lib/wizard/value";

describe("value per model, typed in dollars", () => {
  it.each([
    ["45", 4500],
    ["12.50", 1250],
    ["12.5", 1250],
    ["0.99", 99],
    [" $1,200 ", 120_000],
    ["0", 0],
    ["100000", 10_000_000],
  ])("%j is %i cents", (text, cents) => {
    expect(parseDollars(text)).toEqual({ cents });
  });

  it("is optional: empty is no value", () => {
    expect(parseDollars("")).toEqual({ cents: null });
    expect(parseDollars("  ")).toEqual({ cents: null });
    expect(parseDollars(undefined)).toEqual({ cents: null });
  });

  it.each(["abc", "-5", "12.345", "1,20", "12,50", "$", "45 dollars", "1e3"])("%j says how to write it", (text) => {
    expect(parseDollars(text)).toEqual({ error: VALUE_FORMAT });
  });

  it("says the bound above $100,000", () => {
    expect(parseDollars("100000.01")).toEqual({ error: VALUE_TOO_BIG });
    expect(parseDollars("99999999999999999999")).toEqual({ error: VALUE_TOO_BIG });
  });

  it("shows cents again as they were typed", () => {
    expect(centsToDollars(4500)).toBe("45");
    expect(centsToDollars(1250)).toBe("12.50");
    expect(centsToDollars(99)).toBe("0.99");
    expect(centsToDollars(null)).toBe("");
  });
});

describe("step 1's value per model", () => {
  const basics = { type: "gift", subtitle: "Tote", title: "A tote", description: "Our tote.", categories: "fashion" };
  const parse = (entries: Record<string, string>) => parseWithZod(toForm(entries), { schema: step1Schema });
  const toForm = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.append(k, v);
    return data;
  };

  it("is sent to the API in cents, or null when left empty", () => {
    const typed = parse({ ...basics, value_per_model: "12.50" });
    expect(typed.status === "success" && typed.value.value_per_model_cents).toBe(1250);
    const empty = parse(basics);
    expect(empty.status === "success" && empty.value.value_per_model_cents).toBeNull();
  });

  it("has its message next to the field when it can't be read", () => {
    const result = parse({ ...basics, value_per_model: "twelve" });
    expect(result.status === "error" && result.error?.value_per_model).toEqual([VALUE_FORMAT]);
  });

  it("is not asked of a job, whose cost is its wages", () => {
    const job = parse({ ...basics, type: "job", display_start_date: "2030-01-01", display_end_date: "2030-01-02", value_per_model: "twelve" });
    expect(job.status === "success" && job.value.value_per_model_cents).toBeNull();
  });

  it("comes with a previous offer the brand starts from", () => {
    const draft = draftFromOffer("d-12345678", { type: "gift", media: [], value_per_model_cents: 3850 }, []);
    expect(draft.values.basics?.value_per_model).toBe("38.50");
  });
});

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
