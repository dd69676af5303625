import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServer } from "../../api/server";
import { HEADERS, useTestApi } from "./support/helpers";
import { loadConfig } from "../../api/config";

const api = await useTestApi();

const tokenUrl = "/v1.3/oauth/token";

describe("request conventions", () => {
  it("answers /health without any headers", async () => {
    const response = await api.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it("requires the business client-type header on API routes", async () => {
    for (const headers of [{}, { "x-client-type": "model" }]) {
      const response = await api.app.inject({ method: "POST", url: "/v1.3/users/password/forgot", headers, payload: { username: "demo" } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: "Bad Request",
        message: "Missing or unsupported client type: send the header x-client-type: business.",
      });
    }
  });

  it("explains a body that is not JSON", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: tokenUrl,
      headers: { ...HEADERS, "content-type": "application/json" },
      payload: '{"username": "demo",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "The request body is not valid JSON." });
  });

  it("explains an empty body and a missing body", async () => {
    const empty = await api.app.inject({ method: "POST", url: tokenUrl, headers: { ...HEADERS, "content-type": "application/json" }, payload: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("The request body is empty: send a JSON object.");
    const missing = await api.app.inject({ method: "POST", url: tokenUrl, headers: HEADERS });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("The request body must be a JSON object.");
  });

  it("refuses bodies of other types", async () => {
    const xml = await api.app.inject({ method: "POST", url: tokenUrl, headers: { ...HEADERS, "content-type": "application/xml" }, payload: "<a/>" });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe("Send the request body as JSON (Content-Type: application/json).");
    const text = await api.app.inject({ method: "POST", url: tokenUrl, headers: { ...HEADERS, "content-type": "text/plain" }, payload: "hi" });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("The request body must be a JSON object.");
  });

  it("refuses bodies over 1 MiB", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: tokenUrl,
      headers: { ...HEADERS, "content-type": "application/json" },
      payload: JSON.stringify({ username: "x".repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, error: "Payload Too Large", message: "The request body is too large: the limit is 1 MiB." });
  });

  it("answers a path its router cannot read as every other refusal, with the request's id", async () => {
    const unreadable = [
      { url: "/v1.3/deals/%E0%A4%A", statusCode: 400, error: "Bad Request", message: "The request's path is not valid: it has a malformed %-escape." },
      {
        url: `/v1.3/team/join/${"a".repeat(150)}`,
        statusCode: 414,
        error: "URI Too Long",
        message: "A part of the request's path is too long: 100 characters at most.",
      },
    ];
    for (const { url, ...answer } of unreadable) {
      const response = await api.app.inject({ method: "GET", url, headers: { ...HEADERS, "x-request-id": "unreadable-1" } });
      expect(response.statusCode).toBe(answer.statusCode);
      expect(response.json()).toEqual(answer);
      expect(response.headers["x-request-id"]).toBe("unreadable-1");
    }
  });

  it("answers 404 with a message for unknown routes", async () => {
    for (const url of ["/v1.3/no/such/thing", "/nothing-here"]) {
      const response = await api.app.inject({ method: "GET", url, headers: HEADERS });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: "Not Found", message: expect.stringContaining(url) });
    }
  });

  it("returns the caller's request id, or a new one", async () => {
    const given = await api.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": "web-123" } });
    expect(given.headers["x-request-id"]).toBe("web-123");
    const odd = await api.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": "bad id\n" } });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("rate limit", () => {
  it("refuses a client over the per-minute limit with a message, per client address", async () => {
    const app = await buildServer({ db: api.db, config: { ...api.config, rateLimitPerMinute: 3 }, logger: false });
    const call = (ip: string) => app.inject({ method: "GET", url: "/v1.3/users/me", headers: { ...HEADERS, "x-forwarded-for": ip } });
    for (let i = 0; i < 3; i++) expect((await call("192.0.2.1")).statusCode).toBe(401);
    const limited = await call("192.0.2.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: "Too Many Requests",
      message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
    });
    expect((await call("192.0.2.2")).statusCode).toBe(401);
    await app.close();
  });

  it("counts a signed-in brand by brand: one that spends its budget slows nobody else", async () => {
    const app = await buildServer({ db: api.db, config: { ...api.config, rateLimitPerMinute: 5 }, logger: false });
    const [demo, rival] = await Promise.all([api.login("demo", "demo1234"), api.login("rival", "rival1234")]);
    const me = (token: string | undefined, ip: string) =>
      app.inject({ method: "GET", url: "/v1.3/users/me", headers: { ...api.headers(token), "x-forwarded-for": ip } });
    // Demo Bistro spends its whole budget from two addresses: the count follows the brand.
    for (let i = 0; i < 5; i++) expect((await me(demo, i % 2 ? "192.0.2.10" : "192.0.2.11")).statusCode).toBe(200);
    expect((await me(demo, "192.0.2.12")).statusCode).toBe(429);
    // Another brand, and an anonymous visitor at Demo Bistro's address, are served.
    expect((await me(rival, "192.0.2.10")).statusCode).toBe(200);
    expect((await me(undefined, "192.0.2.10")).statusCode).toBe(401);
    await app.close();
  });

  it("gives sign-in and the forgotten-password mails a tighter tier per address", async () => {
    const config = { ...api.config, rateLimitPerMinute: 1000, rateLimitSignInPerMinute: 3 };
    const app = await buildServer({ db: api.db, config, logger: false });
    const forgot = (ip: string) =>
      app.inject({ method: "POST", url: "/v1.3/users/password/forgot", headers: { ...HEADERS, "x-forwarded-for": ip }, payload: { username: "nobody-here" } });
    for (let i = 0; i < 3; i++) expect((await forgot("192.0.2.20")).statusCode).toBe(200);
    const limited = await forgot("192.0.2.20");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect((await forgot("192.0.2.21")).statusCode).toBe(200);
    // The page data of the same address is in the base tier, untouched.
    expect((await app.inject({ method: "GET", url: "/v1.3/users/me", headers: { ...HEADERS, "x-forwarded-for": "192.0.2.20" } })).statusCode).toBe(401);
    await app.close();
  });

  it("derives the sign-in tier from RATE_LIMIT_PER_MINUTE unless it is set", () => {
    expect(loadConfig({ NODE_ENV: "test", RATE_LIMIT_PER_MINUTE: "3000" }).rateLimitSignInPerMinute).toBe(30);
    expect(loadConfig({ NODE_ENV: "test", RATE_LIMIT_PER_MINUTE: "100" }).rateLimitSignInPerMinute).toBe(5);
    expect(loadConfig({ NODE_ENV: "test", RATE_LIMIT_PER_MINUTE: "3000", RATE_LIMIT_SIGN_IN_PER_MINUTE: "12" }).rateLimitSignInPerMinute).toBe(12);
  });
});

describe("GET /media/*", () => {
  it("serves seeded images with their type and long caching", async () => {
    const { path: file, thumbnail } = (
      await api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(await api.login("demo", "demo1234")) })
    ).json().data.media[0];
    const response = await api.app.inject({ method: "GET", url: file });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.subarray(0, 2).toString("hex")).toBe("ffd8");
    const cached = await api.app.inject({
      method: "GET",
      url: thumbnail,
      headers: { "if-none-match": String((await api.app.inject({ method: "GET", url: thumbnail })).headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it("never serves files outside the media directory", async () => {
    await fs.writeFile(path.join(api.config.dataDir, "secret.jpg"), "TOP-SECRET-CONTENT");
    for (const url of [
      "/media/../secret.jpg",
      "/media/..%2fsecret.jpg",
      "/media/%2e%2e/secret.jpg",
      "/media/..%5csecret.jpg",
      "/media/%00.jpg",
      "/media/",
      "/media/nope.jpg",
    ]) {
      const response = await api.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("TOP-SECRET-CONTENT");
    }
  });
});

describe("POST /internal/login-link", () => {
  it("needs the shared secret, then gives a login URL of the asked kind", async () => {
    const app = await buildServer({ db: api.db, config: api.config, logger: false, internalSecret: "s".repeat(43) });
    const call = (secret: string, payload: object) =>
      app.inject({ method: "POST", url: "/internal/login-link", headers: { "x-internal-secret": secret }, payload });
    expect((await call("wrong", { username: "demo" })).statusCode).toBe(403);
    const plain = await call("s".repeat(43), { username: "demo" });
    expect(plain.json().url).toMatch(/^http:\/\/web\.test\/token\/[\w-]{43}$/);
    expect((await call("s".repeat(43), { username: "demo", kind: "monthly" })).json().url).toMatch(/^http:\/\/web\.test\/token\/monthly\?token=[\w-]{43}$/);
    expect((await call("s".repeat(43), { username: "demo", kind: "billing" })).json().url).toMatch(/^http:\/\/web\.test\/billing\/login\/\?token=[\w-]{43}$/);
    expect((await call("s".repeat(43), { username: "nobody" })).statusCode).toBe(404);
    await app.close();
  });

  it("does not exist without a secret", async () => {
    const response = await api.app.inject({ method: "POST", url: "/internal/login-link", payload: { username: "demo" } });
    expect(response.statusCode).toBe(404);
  });

  it("is not in the reference, which a running API serves as the tests' server does (api/openapi.json)", async () => {
    const app = await buildServer({ db: api.db, config: api.config, logger: false, internalSecret: "s".repeat(43) });
    const reference = async (server: typeof app) => (await server.inject({ method: "GET", url: "/v1.3/openapi.json", headers: HEADERS })).json();
    const running = await reference(app);
    await app.close();
    expect(Object.keys(running.paths).filter((path) => path.startsWith("/internal/"))).toEqual([]);
    expect(running).toEqual(await reference(api.app));
  });
});
