// The test-support route that e2e tests make their brands with exists only under
// API_TEST_SUPPORT=1: a product answers 404, as for any unknown path.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../api/server";
import { createTestApi, type TestApi } from "../support/helpers";

let t: TestApi;
let withSupport: FastifyInstance;

beforeAll(async () => {
  t = await createTestApi();
  const before = process.env.API_TEST_SUPPORT;
  process.env.API_TEST_SUPPORT = "1";
  try {
    withSupport = await buildServer({ db: t.db, config: t.config, logger: false });
  } finally {
    if (before === undefined) delete process.env.API_TEST_SUPPORT;
    else process.env.API_TEST_SUPPORT = before;
  }
});
afterAll(async () => {
  await withSupport?.close();
  await t.close();
});

const newBrand = (app: FastifyInstance, kit: unknown) =>
  app.inject({ method: "POST", url: "/v1.3/test-support/brands", headers: t.headers(), payload: { kit } });

describe("POST /v1.3/test-support/brands", () => {
  it("is not there without API_TEST_SUPPORT=1", async () => {
    const response = await newBrand(t.app, ["offers"]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("There is no POST /v1.3/test-support/brands endpoint.");
  });

  it("makes a new brand that signs in and owns the records of its kits, and only those", async () => {
    const response = await newBrand(withSupport, ["offers", "casting", "gifts", "shoot", "template"]);
    expect(response.statusCode).toBe(201);
    const brand = response.json().data;
    expect(Object.keys(brand.offers).sort()).toEqual(["booking", "casting", "gift", "group", "hamper", "past", "popup", "session", "shoot"]);
    const token = await t.login(brand.username, brand.password);
    const get = (url: string, as = token) => withSupport.inject({ method: "GET", url: `/v1.3${url}`, headers: t.headers(as) });
    const active = (await get(`/businesses/${brand.business_id}/deals/active?attendees=false`)).json().data.map((o: { subtitle: string }) => o.subtitle);
    expect(active).toEqual(
      expect.arrayContaining(["Studio Session", "Studio Group", "Studio Booking", "Studio Pop-up", "Studio Casting", "Studio Gift", "Studio Hamper"]),
    );
    expect((await get("/users/me")).json().data).toMatchObject({ name: brand.name, business_id: brand.business_id });
    expect((await get(`/social/${brand.business_id}/media`)).json().data).toHaveLength(8);
    const demo = await t.login("demo", "demo1234");
    expect((await get(`/deals/${brand.offers.session.id}`, demo)).statusCode).toBe(404);
  });

  it("gives every brand its own account, and a bare brand has no offers", async () => {
    const [a, b] = await Promise.all([newBrand(withSupport, []), newBrand(withSupport, [])]);
    expect(a.json().data.username).not.toBe(b.json().data.username);
    expect(a.json().data.offers).toEqual({});
  });

  it("refuses an unknown kit", async () => {
    expect((await newBrand(withSupport, ["everything"])).statusCode).toBe(400);
  });
});

describe("POST /v1.3/test-support/digest-token", () => {
  const digestToken = (app: FastifyInstance, token?: string) =>
    app.inject({ method: "POST", url: "/v1.3/test-support/digest-token", headers: t.headers(token), payload: {} });

  it("gives the signed-in brand its weekly digest token, the same one each time, and the token names that brand", async () => {
    const brand = (await newBrand(withSupport, [])).json().data;
    const token = await t.login(brand.username, brand.password);
    const first = await digestToken(withSupport, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toMatch(/^[\w-]{16,64}$/);
    expect((await digestToken(withSupport, token)).json().data.token).toBe(first.json().data.token);
    const subscription = await withSupport.inject({ method: "POST", url: "/v1.3/digest/subscription", headers: t.headers(), payload: first.json().data });
    expect(subscription.json().data).toEqual({ business: brand.name, weekly_digest: true });
  });

  it("needs a sign-in, and is not there without API_TEST_SUPPORT=1", async () => {
    expect((await digestToken(withSupport)).statusCode).toBe(401);
    expect((await digestToken(t.app, await t.login("demo", "demo1234"))).statusCode).toBe(404);
  });
});
