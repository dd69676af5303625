import { describe, expect, it } from "vitest";
import { redactUrl } from "../../server/redact-url.js";

describe("the URL redaction of both logs", () => {
  it("hides the token of a login link, whatever the case of the path", () => {
    expect(redactUrl("/token/abcDEF123_-xyz")).toBe("/token/[redacted]");
    expect(redactUrl("/token/abcDEF123?redirect=monthly")).toBe("/token/[redacted]?redirect=monthly");
    expect(redactUrl("/Token/abcDEF123")).toBe("/Token/[redacted]");
    expect(redactUrl("/TOKEN/abcDEF123/x")).toBe("/TOKEN/[redacted]/x");
  });

  it("hides tokens in the query", () => {
    expect(redactUrl("/token/monthly?token=secret123")).toBe("/token/monthly?token=[redacted]");
    expect(redactUrl("/billing/login/?token=secret123&x=1")).toBe("/billing/login/?token=[redacted]&x=1");
    expect(redactUrl("/Billing/Login/?TOKEN=secret123")).toBe("/Billing/Login/?TOKEN=[redacted]");
  });

  it("hides generated files' ids, short links' codes and archives' signed ids", () => {
    expect(redactUrl("/files/3f9a8b7c6d5e4f3a2b1c0d9e")).toBe("/files/[redacted]");
    expect(redactUrl("/FILES/3f9a8b7c6d5e4f3a2b1c0d9e?x=1")).toBe("/FILES/[redacted]?x=1");
    expect(redactUrl("/s/Ab3_dE9f")).toBe("/s/[redacted]");
    expect(redactUrl("/report.zip?id=signed.payload.mac")).toBe("/report.zip?id=[redacted]");
    expect(redactUrl("/v1.3/report/zip?id=signed.payload.mac&x=1")).toBe("/v1.3/report/zip?id=[redacted]&x=1");
    expect(redactUrl("/V1.3/Report/Zip?ID=signed")).toBe("/V1.3/Report/Zip?ID=[redacted]");
  });

  it("leaves other URLs alone", () => {
    expect(redactUrl("/offers/active")).toBe("/offers/active");
    expect(redactUrl("/token/")).toBe("/token/");
    expect(redactUrl("/token/monthly")).toBe("/token/monthly");
    expect(redactUrl("/offers/active?id=12")).toBe("/offers/active?id=12");
    expect(redactUrl("/static/abc")).toBe("/static/abc");
  });
});
