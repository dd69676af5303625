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
});
