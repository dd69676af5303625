import { describe, expect, it } from "vitest";
import { securityHeaders } from "~/lib/security-headers.server";

describe("security headers", () => {
  it("enforce a nonce-based CSP that forbids framing", () => {
    const headers = securityHeaders("abc123", "/");
    expect(headers["Content-Security-Policy"]).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Content-Security-Policy"]).toContain("object-src 'none'");
    expect(headers["Content-Security-Policy-Report-Only"]).toBeUndefined();
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("same-origin");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("let public reports be embedded", () => {
    const headers = securityHeaders("n", "/report/abc");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors *");
    expect(headers["X-Frame-Options"]).toBeUndefined();
  });

  it("allow the configured map tiles' origin as images on the wizard only", () => {
    const before = process.env.MAP_TILE_URL;
    process.env.MAP_TILE_URL = "https://tiles.example.com/{z}/{x}/{y}.png";
    try {
      expect(securityHeaders("n", "/offers/create")["Content-Security-Policy"]).toContain("img-src 'self' data: blob: https://tiles.example.com;");
      expect(securityHeaders("n", "/offers/active")["Content-Security-Policy"]).toContain("img-src 'self' data: blob:;");
      process.env.MAP_TILE_URL = "/tiles/{z}/{x}/{y}.png";
      expect(securityHeaders("n", "/offers/create")["Content-Security-Policy"]).toContain("img-src 'self' data: blob:;");
    } finally {
      if (before === undefined) delete process.env.MAP_TILE_URL;
      else process.env.MAP_TILE_URL = before;
    }
  });
});
