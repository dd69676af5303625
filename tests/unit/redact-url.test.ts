import { describe, expect, it } from "vitest";
import { redactUrl } from "../../server/redact-url.js";

describe("the access log's URL redaction", () => {
  it("hides the token of a login link", () => {
    expect(redactUrl("/token/abcDEF123_-xyz")).toBe("/token/[redacted]");
    expect(redactUrl("/token/abcDEF123?redirect=monthly")).toBe("/token/[redacted]?redirect=monthly");
  });

  it("hides tokens in the query", () => {
    expect(redactUrl("/token/monthly?token=secret123")).toBe("/token/monthly?token=[redacted]");
    expect(redactUrl("/billing/login/?token=secret123&x=1")).toBe("/billing/login/?token=[redacted]&x=1");
  });

  it("leaves other URLs alone", () => {
    expect(redactUrl("/offers/active")).toBe("/offers/active");
    expect(redactUrl("/token/")).toBe("/token/");
  });
});
