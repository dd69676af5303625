import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";
import { CRAFTED_REDIRECTS } from "../../../e2e/support/proof-redirects";

describe("safeRedirect", () => {
  it("keeps paths of this site with their query and hash", () => {
    expect(safeRedirect("/offers/active")).toBe("/offers/active");
    expect(safeRedirect("/offers/past?period=2026-10#x")).toBe("/offers/past?period=2026-10#x");
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back for anything that could leave the site", () => {
    const crafted = CRAFTED_REDIRECTS;
    expect(crafted.length).toBeGreaterThanOrEqual(60);
    for (const value of crafted) {
      const result = safeRedirect(value);
      const resolved = new URL(result, "http://site.test");
      expect(resolved.origin, value).toBe("http://site.test");
      expect(result.startsWith("//"), value).toBe(false);
      expect(result.includes("\\"), value).toBe(false);
    }
  });

  it("uses the fallback for non-strings", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/results")).toBe("/results");
    expect(safeRedirect(42)).toBe("/");
  });
});
