import { describe, expect, it } from "vitest";
import { isExpired, parseExpiry, passesLuhn } from "~/lib/billing/card";

describe("the sandbox card form", () => {
  const now = new Date(2026, 4, 15);

  it("checks Luhn digits and expiry months", () => {
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4000000000000003")).toBe(false);
    expect(parseExpiry("1/29")).toEqual({ month: 1, year: 2029 });
    expect(parseExpiry("00/29")).toBeNull();
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});
