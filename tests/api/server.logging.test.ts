import { describe, expect, it } from "vitest";
import { createLoginToken } from "../../api/services/accounts/tokens";
import { captureLogs, HEADERS, useTestApi } from "./support/helpers";

const { lines, stream } = captureLogs();
const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const api = await useTestApi({ logger: { level: "debug", stream } });
// A route that logs what a careless handler might, and one that fails unexpectedly.
api.app.post("/v1.3/test/echo", async (request) => {
  request.log.info({ headers: request.headers, body: request.body }, "echo");
  return {};
});
api.app.get("/v1.3/test/boom", async () => {
  throw new Error("database exploded at /secret/path");
});

describe("logs", () => {
  it("never contain passwords, tokens or client secrets", async () => {
    const session = (
      await api.app.inject({
        method: "POST",
        url: "/v1.3/oauth/token",
        headers: HEADERS,
        payload: { client_id: api.config.clientId, client_secret: api.config.clientSecret, grant_type: "password", username: "demo", password: "demo1234" },
      })
    ).json();
    await api.app.inject({
      method: "POST",
      url: "/v1.3/oauth/token",
      headers: HEADERS,
      payload: {
        client_id: api.config.clientId,
        client_secret: api.config.clientSecret,
        grant_type: "password",
        username: "demo",
        password: "wrong-secret-pw",
      },
    });
    const oneTime = await createLoginToken(api.db, api.users.demo.userId);
    await api.app.inject({ method: "POST", url: "/v1.3/report/replaceToken", headers: HEADERS, payload: { token: oneTime } });
    await api.app.inject({
      method: "POST",
      url: "/v1.3/test/echo",
      headers: { ...HEADERS, authorization: `Bearer ${session.access_token}`, cookie: "session=cookie-secret" },
      payload: {
        password: "demo1234",
        token: oneTime,
        refresh_token: session.refresh_token,
        access_token: session.access_token,
        client_secret: api.config.clientSecret,
      },
    });

    const all = lines.join("\n");
    expect(all).toContain('"echo"');
    expect(all).toContain("[redacted]");
    for (const secret of ["demo1234", "wrong-secret-pw", oneTime, session.access_token, session.refresh_token, api.config.clientSecret, "cookie-secret"]) {
      expect(all).not.toContain(secret);
    }
  });

  it("never contain a generated file's id, a short link's code or an archive's signed id", async () => {
    const secrets = ["f1le1d5ecret0000aaaa1111", "sh0rtC0de", "s1gned.archive.id"];
    for (const url of [
      `/files/${secrets[0]}`,
      `/FILES/${secrets[0]}`,
      `/s/${secrets[1]}`,
      `/v1.3/report/zip?id=${secrets[2]}`,
      `/V1.3/Report/Zip?id=${secrets[2]}`,
    ])
      await api.app.inject({ method: "GET", url, headers: HEADERS });
    const all = lines.join("\n");
    expect(all).toContain("/files/[redacted]");
    for (const secret of secrets) expect(all).not.toContain(secret);
  });

  it("never contain an invitation's token, read by its join page", async () => {
    const token = "inv1tat10nT0ken_secret-0123456789abcdef";
    await api.app.inject({ method: "GET", url: `/v1.3/team/join/${token}`, headers: HEADERS });
    const all = lines.join("\n");
    expect(all).toContain("/v1.3/team/join/[redacted]");
    expect(all).not.toContain(token);
  });

  it("record a path the router refuses, without the invitation's token it carries", async () => {
    const token = `t00L0ngT0ken-${"x".repeat(120)}`;
    await api.app.inject({ method: "GET", url: `/v1.3/team/join/${token}`, headers: { ...HEADERS, "x-request-id": "too-long-7" } });
    const traced = logs().filter((l) => l.reqId === "too-long-7");
    expect(traced).toHaveLength(1);
    expect(traced[0]).toMatchObject({ msg: "request completed", res: { statusCode: 414, method: "GET", url: "/v1.3/team/join/[redacted]" } });
    expect(lines.join("\n")).not.toContain(token);
  });

  it("record every request once, on completion, with its request id, method, path and status", async () => {
    await api.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": "trace-42" } });
    const traced = logs().filter((l) => l.reqId === "trace-42");
    expect(traced).toHaveLength(1);
    expect(traced[0]).toMatchObject({ msg: "request completed", res: { statusCode: 200, method: "GET", url: "/health" } });
    expect(typeof traced[0].responseTime).toBe("number");
  });
});

describe("unexpected errors", () => {
  it("answer 500 with the request id and no details, and are logged once", async () => {
    const response = await api.app.inject({ method: "GET", url: "/v1.3/test/boom", headers: HEADERS });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "An unexpected error occurred.",
      requestId: response.headers["x-request-id"],
    });
    expect(response.body).not.toContain("exploded");
    const logged = logs().filter((l) => JSON.stringify(l).includes("database exploded"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, reqId: body.requestId });
  });
});
