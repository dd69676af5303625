import { describe, expect, it } from "vitest";
import { redactUrl } from "../../../common/redact-url.js";

// [what is logged, what the log shows]
const SECRET_BEARING: [string, string][] = [
  // A login link's token, whatever the case of the path.
  ["/token/abcDEF123_-xyz", "/token/[redacted]"],
  ["/token/abcDEF123?redirect=monthly", "/token/[redacted]?redirect=monthly"],
  ["/Token/abcDEF123", "/Token/[redacted]"],
  ["/TOKEN/abcDEF123/x", "/TOKEN/[redacted]/x"],
  // Tokens in the query.
  ["/token/monthly?token=secret123", "/token/monthly?token=[redacted]"],
  ["/billing/login/?token=secret123&x=1", "/billing/login/?token=[redacted]&x=1"],
  ["/Billing/Login/?TOKEN=secret123", "/Billing/Login/?TOKEN=[redacted]"],
  // Generated files' ids, short links' codes and archives' signed ids.
  ["/files/3f9a8b7c6d5e4f3a2b1c0d9e", "/files/[redacted]"],
  ["/FILES/3f9a8b7c6d5e4f3a2b1c0d9e?x=1", "/FILES/[redacted]?x=1"],
  ["/s/Ab3_dE9f", "/s/[redacted]"],
  ["/report.zip?id=signed.payload.mac", "/report.zip?id=[redacted]"],
  ["/v1.3/report/zip?id=signed.payload.mac&x=1", "/v1.3/report/zip?id=[redacted]&x=1"],
  ["/V1.3/Report/Zip?ID=signed", "/V1.3/Report/Zip?ID=[redacted]"],
  // An invitation's token, on the join page.
  ["/team/join/abcDEF123_-xyz", "/team/join/[redacted]"],
  ["/Team/Join/abcDEF123?x=1", "/Team/Join/[redacted]?x=1"],
  // The API's read of it.
  ["/v1.3/team/join/abcDEF123_-xyz", "/v1.3/team/join/[redacted]"],
  // A weekly digest's unsubscribe link.
  ["/digest/unsubscribe/abcDEF123_-xyz0123", "/digest/unsubscribe/[redacted]"],
];

const HARMLESS = ["/offers/active", "/token/", "/token/monthly", "/offers/active?id=12", "/static/abc", "/profile/team", "/profile/reminders"];

describe("the URL redaction of both logs", () => {
  it.each(SECRET_BEARING)("writes %s as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each(HARMLESS)("leaves %s alone", (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
