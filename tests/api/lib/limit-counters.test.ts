// With REDIS_URL the request limits are counted in Redis: several API instances enforce a limit
// once between them. A Redis that is gone leaves each instance counting alone, never failing.
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../../../api/config";
import { buildServer } from "../../../api/server";
import { captureLogs, HEADERS, useSignedInApi } from "../support/helpers";
import { startRedis } from "../support/redis-server";

const { api, demo } = await useSignedInApi();
const redis = await startRedis();
afterAll(() => redis.stop());

let running = true;
const servers: FastifyInstance[] = [];
beforeEach(async () => {
  if (!running) await redis.restart();
  running = true;
  await redis.flush();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
});

/** One API instance, as a machine of its own would run it, with its log lines when asked. */
async function instance(settings: Partial<Config>, logged = false) {
  const logs = captureLogs();
  const app = await buildServer({ db: api.db, config: { ...api.config, ...settings }, logger: logged && { stream: logs.stream } });
  servers.push(app);
  return Object.assign(app, { lines: logs.lines });
}

async function timed(app: FastifyInstance, call: InjectOptions) {
  const started = performance.now();
  const response = await app.inject(call);
  return { status: response.statusCode, ms: performance.now() - started };
}

const me = (app: FastifyInstance) => timed(app, { method: "GET", url: "/v1.3/users/me", headers: api.headers(demo) });
const forgot = (app: FastifyInstance, ip: string) =>
  timed(app, { method: "POST", url: "/v1.3/users/password/forgot", headers: { ...HEADERS, "x-forwarded-for": ip }, payload: { username: "nobody-here" } });

async function statuses(count: number, call: () => Promise<{ status: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await call()).status);
  return seen;
}

const warnings = (lines: string[]) => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 40);
const said = (lines: string[], pattern: RegExp) => lines.some((line) => pattern.test(JSON.parse(line).msg ?? ""));

async function eventually(check: () => boolean, ms = 8000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("request limits shared in Redis", () => {
  it("two instances on one Redis enforce a brand's limit once: half spent on each, the next on either is refused", async () => {
    const shared = { rateLimitPerMinute: 6, redisUrl: redis.url };
    const [a, b] = [await instance(shared), await instance(shared)];
    expect(await statuses(3, () => me(a))).toEqual([200, 200, 200]);
    expect(await statuses(3, () => me(b))).toEqual([200, 200, 200]);
    expect((await me(a)).status).toBe(429);
    expect((await me(b)).status).toBe(429);
  });

  it("without Redis each instance counts alone: the same brand gets the limit on each", async () => {
    const alone = { rateLimitPerMinute: 6, redisUrl: undefined };
    const [a, b] = [await instance(alone), await instance(alone)];
    expect(await statuses(6, () => me(a))).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statuses(6, () => me(b))).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await me(a)).status).toBe(429);
  });

  it("shares the sign-in tier of an address between instances, and leaves the base tier alone", async () => {
    const shared = { rateLimitPerMinute: 1000, rateLimitSignInPerMinute: 4, redisUrl: redis.url };
    const [a, b] = [await instance(shared), await instance(shared)];
    expect(await statuses(2, () => forgot(a, "192.0.2.40"))).toEqual([200, 200]);
    expect(await statuses(2, () => forgot(b, "192.0.2.40"))).toEqual([200, 200]);
    expect((await forgot(a, "192.0.2.40")).status).toBe(429);
    expect((await forgot(b, "192.0.2.40")).status).toBe(429);
    expect((await forgot(b, "192.0.2.41")).status).toBe(200);
    expect((await me(a)).status).toBe(200);
  });

  it("keeps serving when Redis is gone: each instance counts alone, fast, and warns once", async () => {
    const shared = { rateLimitPerMinute: 4, redisUrl: redis.url };
    const [a, b] = [await instance(shared, true), await instance(shared, true)];
    expect(await statuses(2, () => me(a))).toEqual([200, 200]);
    await redis.kill();
    running = false;

    const calls = [];
    for (let i = 0; i < 5; i++) calls.push(await me(a));
    for (let i = 0; i < 5; i++) calls.push(await me(b));
    // Let the client fail to reconnect a few times: still one warning.
    await new Promise((resolve) => setTimeout(resolve, 700));
    calls.push(await me(a));

    expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200, 429, 200, 200, 200, 200, 429, 429]);
    // Refused at once, not after the second a hung Redis may take (commandTimeout).
    expect(Math.max(...calls.map((c) => c.ms))).toBeLessThan(800);
    for (const app of [a, b]) {
      expect(warnings(app.lines)).toHaveLength(1);
      expect(warnings(app.lines)[0].msg).toMatch(/^Redis cannot be reached: request limits are counted per API instance/);
    }
  });

  it("counts in Redis again, and says so once, when Redis is back", async () => {
    const shared = { rateLimitPerMinute: 4, redisUrl: redis.url };
    const [a, b] = [await instance(shared, true), await instance(shared, true)];
    await redis.kill();
    running = false;
    // Alone, each instance spends its whole budget.
    expect(await statuses(5, () => me(a))).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(5, () => me(b))).toEqual([200, 200, 200, 200, 429]);

    await redis.restart();
    running = true;
    const back = /^Redis answers again: request limits are shared by every API instance$/;
    await eventually(() => said(a.lines, back) && said(b.lines, back));

    // The count starts again in the new Redis, between both instances.
    expect(await statuses(2, () => me(a))).toEqual([200, 200]);
    expect(await statuses(2, () => me(b))).toEqual([200, 200]);
    expect((await me(a)).status).toBe(429);
    expect((await me(b)).status).toBe(429);
    for (const app of [a, b]) expect(app.lines.filter((line) => back.test(JSON.parse(line).msg ?? ""))).toHaveLength(1);
  });
});
