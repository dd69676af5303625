import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths of this site with their query and hash", () => {
    expect(safeRedirect("/offers/active")).toBe("/offers/active");
    expect(safeRedirect("/offers/past?period=2026-10#x")).toBe("/offers/past?period=2026-10#x");
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back for anything that could leave the site", () => {
    const crafted = [
      "https://evil.example",
      "http://evil.example/",
      "//evil.example",
      "///evil.example",
      "////evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "/%2F%2Fevil.example",
      "%2F%2Fevil.example",
      "/%5Cevil.example",
      "/%5C%5Cevil.example",
      "/%252F%252Fevil.example",
      "/%25252F%25252Fevil.example",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      " //evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/%09/evil.example",
      "/%0a/evil.example",
      "/%0d/evil.example",
      "/%00/evil.example",
      "evil.example",
      "@evil.example",
      "/@evil.example/..",
      ".//evil.example",
      "./evil",
      "../evil",
      "http:evil.example",
      "https:/evil.example",
      "/ /evil.example",
      "/%20/evil.example",
      "//evil.example/%2e%2e",
      "/\u3000/evil.example",
      "/\u2028/evil.example",
      "%",
      "/%E0%A4%A",
      "",
      "ftp://evil.example",
      "//%09/evil.example",
      "/.\\./evil.example",
      "https://127.0.0.1:3000@evil.example",
      "//127.0.0.1@evil.example",
      `/${"a".repeat(3000)}`,
      "\u0000/evil",
      "/\\\\evil.example",
    ];
    expect(crafted.length).toBeGreaterThanOrEqual(50);
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
