// The test-support route that runs a rights request's link out (the rights page's e2e tests can't
// wait 14 days): only under API_TEST_SUPPORT=1, only signed in, only the brand's own requests.
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

const call = (app: FastifyInstance, method: "GET" | "POST", url: string, token?: string, payload: object = {}) =>
  app.inject({ method, url: `/v1.3${url}`, headers: t.headers(token), payload: method === "POST" ? payload : undefined });

/** A brand of the content kit, signed in, with a new request for rights to its newest post. */
async function brandWithRequest() {
  const brand = await t.newBrand(["content"]);
  const [post] = (await call(t.app, "GET", "/content?limit=1", brand.token)).json().data.posts as { id: number }[];
  const asked = await call(t.app, "POST", "/content/rights", brand.token, { post_ids: [post!.id], uses: ["repost"], term: "30d" });
  expect(asked.statusCode, asked.body).toBe(201);
  return { brand, post: post!, id: asked.json().data.requests[0].id as number };
}

const stateOf = async (token: string, postId: number, id: number) =>
  ((await call(t.app, "GET", `/content/posts/${postId}`, token)).json().data.history as { id: number; state: string }[]).find((r) => r.id === id)?.state;

describe("POST /v1.3/test-support/rights/:id/expire", () => {
  it("runs the link of the brand's own request out", async () => {
    const { brand, post, id } = await brandWithRequest();
    expect(await stateOf(brand.token, post.id, id)).toBe("requested");
    const response = await call(withSupport, "POST", `/test-support/rights/${id}/expire`, brand.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id });
    expect(await stateOf(brand.token, post.id, id)).toBe("expired");
  });

  it("needs a sign-in, leaves another brand's request alone, and is not there without API_TEST_SUPPORT=1", async () => {
    const { brand, post, id } = await brandWithRequest();
    const other = await t.newBrand([]);
    expect((await call(withSupport, "POST", `/test-support/rights/${id}/expire`)).statusCode).toBe(401);
    expect((await call(withSupport, "POST", `/test-support/rights/${id}/expire`, other.token)).statusCode).toBe(404);
    expect((await call(t.app, "POST", `/test-support/rights/${id}/expire`, brand.token)).statusCode).toBe(404);
    expect(await stateOf(brand.token, post.id, id)).toBe("requested");
  });
});
