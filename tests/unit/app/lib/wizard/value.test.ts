import { describe, expect, it } from "vitest";
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
