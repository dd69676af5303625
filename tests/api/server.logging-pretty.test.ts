// The API's log on a terminal (LOG_FORMAT=pretty, or stdout a TTY): one readable line per
// request, tagged `api`, with the same redaction as the JSON lines (logging.test.ts).
import { describe, expect, it } from "vitest";
import { createLoginToken } from "../../api/services/accounts/tokens";
import { captureLogs, HEADERS, useTestApi } from "./support/helpers";

const { lines, stream } = captureLogs();

const api = await useTestApi({ env: { LOG_FORMAT: "pretty" }, logger: { level: "debug", stream } });
api.app.post("/v1.3/test/echo", async (request) => {
  request.log.info({ headers: request.headers, body: request.body }, "echo");
  return {};
});
api.app.get("/v1.3/test/boom", async () => {
  throw new Error("database exploded");
});

const CLOCK = String.raw`\d\d:\d\d:\d\d`;

describe("the API's log on a terminal", () => {
  it("writes one readable line per request, with its method, URL, status and time", async () => {
    const token = await api.login("demo", "demo1234");
    const response = await api.app.inject({ method: "GET", url: `/v1.3/deals/999999?attendees=1`, headers: api.headers(token) });
    expect(response.statusCode).toBe(404);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(String.raw`^${CLOCK} api  INFO  POST /v1\.3/oauth/token 200 \d+ms$`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(String.raw`^${CLOCK} api  INFO  GET /v1\.3/deals/999999\?attendees=1 404 \d+ms$`)));
    expect(lines.join("\n")).not.toContain("incoming request");
    for (const line of lines) expect(() => JSON.parse(line)).toThrow();
  });

  it("never shows passwords, tokens, client secrets or secret ids", async () => {
    const accessToken = await api.login("demo", "demo1234");
    const oneTime = await createLoginToken(api.db, api.users.demo.userId);
    await api.app.inject({
      method: "POST",
      url: "/v1.3/test/echo",
      headers: { ...HEADERS, authorization: `Bearer ${accessToken}`, cookie: "session=cookie-secret" },
      payload: { password: "demo1234", token: oneTime, access_token: accessToken, client_secret: api.config.clientSecret },
    });
    await api.app.inject({ method: "GET", url: "/files/f1le1d5ecret0000aaaa1111", headers: HEADERS });
    await api.app.inject({ method: "GET", url: "/v1.3/report/zip?id=s1gned.archive.id", headers: HEADERS });

    const all = lines.join("\n");
    expect(all).toMatch(new RegExp(String.raw`${CLOCK} api  INFO  echo .*"authorization":"\[redacted\]"`));
    expect(all).toContain("GET /files/[redacted] 404");
    expect(all).toContain("GET /v1.3/report/zip?id=[redacted]");
    for (const secret of ["demo1234", oneTime, accessToken, api.config.clientSecret, "cookie-secret", "f1le1d5ecret0000aaaa1111", "s1gned.archive.id"]) {
      expect(all).not.toContain(secret);
    }
  });

  it("shows an unexpected error with its request id and stack", async () => {
    const response = await api.app.inject({ method: "GET", url: "/v1.3/test/boom", headers: { ...HEADERS, "x-request-id": "trace-77" } });
    expect(response.statusCode).toBe(500);
    const at = lines.findIndex((line) => line.includes("unexpected error"));
    expect(lines[at]).toMatch(new RegExp(String.raw`^${CLOCK} api  ERROR unexpected error reqId=trace-77$`));
    expect(lines[at + 1]).toBe("    Error: database exploded");
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(String.raw`^${CLOCK} api  INFO  GET /v1\.3/test/boom 500 \d+ms$`)));
  });
});
