import { describe, expect, it } from "vitest";
import { parseSort } from "~/lib/applicants/sort";

describe("applicant sorting", () => {
  it("reads ?sort=, alphabetically by default (the API sorts: tests/api/offers/applicants.test.ts)", () => {
    expect(parseSort("nonsense")).toBe("alphabetically");
    expect(parseSort(null)).toBe("alphabetically");
    expect(parseSort("ig-fewest")).toBe("ig-fewest");
  });
});
