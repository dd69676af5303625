// The Stripe gateway and the Plaid bank link against small local fakes of the few provider
// endpoints they call (the SDKs are pointed at them through their host settings).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createPlaidBankLink } from "../../../api/services/billing/bank-link/plaid";
import { createTestApi, useSignedInApi } from "../support/helpers";

type Seen = { method: string; path: string; form: URLSearchParams; auth: string | undefined; body: string };
const seen: Seen[] = [];

function listen(handler: (req: http.IncomingMessage, body: string) => [number, unknown]) {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const [status, json] = handler(req, body);
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
      res.end(JSON.stringify(json));
    });
  });
  return new Promise<http.Server>((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let sourceCount = 0;
const cardError = { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } };

/** The Stripe endpoints used: customers, customer sources, prices by lookup key, subscriptions. */
function fakeStripe(req: http.IncomingMessage, body: string): [number, unknown] {
  const url = new URL(req.url!, "http://fake");
  const form = new URLSearchParams(req.method === "GET" ? url.search : body);
  seen.push({ method: req.method!, path: url.pathname, form, auth: req.headers.authorization, body });
  const path = url.pathname;
  if (req.method === "POST" && path === "/v1/customers") return [200, { id: "cus_fake1", object: "customer", email: form.get("email") }];
  let match = /^\/v1\/customers\/([^/]+)\/sources$/.exec(path);
  if (req.method === "POST" && match) {
    const token = form.get("source");
    if (token === "tok_chargeDeclined") return [402, cardError];
    if (token === "btok_fake") return [200, { id: "ba_fake", object: "bank_account", bank_name: "STRIPE TEST BANK", last4: "6789" }];
    return [200, { id: `card_fake${++sourceCount}`, object: "card", brand: "Visa", last4: "4242", exp_month: 4, exp_year: 2031, fingerprint: "fp" }];
  }
  match = /^\/v1\/customers\/([^/]+)\/sources\/([^/]+)$/.exec(path);
  if (req.method === "DELETE" && match) return [200, { id: match[2], object: "card", deleted: true }];
  if (req.method === "POST" && /^\/v1\/customers\/[^/]+$/.test(path)) return [200, { id: "cus_fake1", object: "customer" }];
  if (req.method === "GET" && path === "/v1/prices") {
    const key = form.get("lookup_keys[0]");
    return [
      200,
      { object: "list", has_more: false, url: "/v1/prices", data: key === "pro_monthly" ? [{ id: "price_pro_m", object: "price", lookup_key: key }] : [] },
    ];
  }
  if (req.method === "POST" && path === "/v1/subscriptions") return [200, { id: "sub_fake", object: "subscription", status: "active" }];
  return [404, { error: { type: "invalid_request_error", message: `No fake for ${req.method} ${path}` } }];
}

function fakePlaid(req: http.IncomingMessage, body: string): [number, unknown] {
  const json = JSON.parse(body || "{}");
  seen.push({ method: req.method!, path: req.url!, form: new URLSearchParams(), auth: req.headers["plaid-client-id"] as string | undefined, body });
  if (req.url === "/link/token/create") return [200, { link_token: "link-development-fake", expiration: "2030-01-01T00:00:00Z", request_id: "r1" }];
  if (req.url === "/item/public_token/exchange") {
    if (json.public_token !== "public-development-good")
      return [400, { error_type: "INVALID_INPUT", error_code: "INVALID_PUBLIC_TOKEN", error_message: "bad", request_id: "r2" }];
    return [200, { access_token: "access-development-secret", item_id: "item1", request_id: "r2" }];
  }
  if (req.url === "/processor/stripe/bank_account_token/create") return [200, { stripe_bank_account_token: "btok_fake", request_id: "r3" }];
  return [500, {}];
}

const stripeServer = await listen(fakeStripe);
const plaidServer = await listen(fakePlaid);
afterAll(() => {
  stripeServer.close();
  plaidServer.close();
});
const stripeEnv = {
  NODE_ENV: "test",
  STRIPE_SECRET_KEY: "sk_test_fake_key",
  STRIPE_API_HOST: `http://127.0.0.1:${(stripeServer.address() as AddressInfo).port}`,
};
const { api, rival: token } = await useSignedInApi({ env: stripeEnv });

const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  api.app.inject({ method, url: `/v1.3${url}`, headers: api.headers(token), payload });

describe("the Stripe gateway", () => {
  it("creates the customer at Stripe with the secret key", async () => {
    const response = await call("POST", "/payments/customer", { email: "billing@rival.example.com" });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ id: "cus_fake1", email: "billing@rival.example.com" });
    expect((await call("GET", "/payments/customer")).json().meta.provider).toBe("stripe");
    const request = seen.find((s) => s.path === "/v1/customers")!;
    expect(request.auth).toBe("Bearer sk_test_fake_key");
    expect(request.form.get("metadata[business_id]")).toBe(String(api.users.rival.businessId));
  });

  it("attaches a card token and refuses raw card numbers", async () => {
    const added = await call("POST", "/payments/sources", { source: "tok_visa" });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ default_source: "card_fake1", sources: { data: [{ id: "card_fake1", brand: "Visa", last4: "4242" }] } });
    const raw = await call("POST", "/payments/sources", { card: { number: "4242424242424242", exp_month: 1, exp_year: 2040, cvc: "123" } });
    expect([raw.statusCode, raw.json().message]).toEqual([400, "Card details must be entered in the card form: send the Stripe token as source."]);
  });

  it("passes a decline on as a 400 with Stripe's message", async () => {
    const declined = await call("POST", "/payments/sources", { source: "tok_chargeDeclined" });
    expect([declined.statusCode, declined.json().message]).toEqual([400, "Your card was declined."]);
  });

  it("switches the default and removes a source at Stripe", async () => {
    await call("POST", "/payments/sources", { source: "tok_visa" });
    expect((await call("POST", "/payments/sources/default", { source: "card_fake2" })).json().data.default_source).toBe("card_fake2");
    expect(seen.some((s) => s.path === "/v1/customers/cus_fake1" && s.form.get("default_source") === "card_fake2")).toBe(true);
    expect((await call("DELETE", "/payments/sources", { source: "card_fake1" })).json().data.sources.total_count).toBe(1);
    expect(seen.some((s) => s.method === "DELETE" && s.path === "/v1/customers/cus_fake1/sources/card_fake1")).toBe(true);
  });

  it("starts a plan through its price's lookup key", async () => {
    const missing = await call("POST", "/payments/subscriptions/start", { plan: "basic", frequency: "yearly" });
    expect([missing.statusCode, missing.json().message]).toEqual([400, "The plan basic_yearly is not available."]);
    const started = await call("POST", "/payments/subscriptions/start", { plan: "pro", frequency: "monthly" });
    expect(started.json().data.subscriptions.data[0]).toMatchObject({ id: "sub_fake", plan: { id: "pro_monthly", nickname: "Pro Monthly" } });
    expect(seen.find((s) => s.path === "/v1/subscriptions")!.form.get("items[0][price]")).toBe("price_pro_m");
  });

  it("answers 502 with a message when Stripe cannot be reached", async () => {
    const down = await createTestApi({ env: { NODE_ENV: "test", STRIPE_SECRET_KEY: "sk_test_fake_key", STRIPE_API_HOST: "http://127.0.0.1:9" } });
    try {
      const response = await down.app.inject({
        method: "POST",
        url: "/v1.3/payments/customer",
        headers: down.headers(await down.login("rival", "rival1234")),
        payload: { email: "a@b.co" },
      });
      expect([response.statusCode, response.json().message]).toEqual([502, "The payment provider is unavailable right now. Please try again in a moment."]);
    } finally {
      await down.close();
    }
  }, 60_000);
});

describe("the Plaid bank link", () => {
  function link() {
    const { port } = plaidServer.address() as AddressInfo;
    return createPlaidBankLink({ clientId: "client-fake", secret: "secret-fake", env: "development", basePath: `http://127.0.0.1:${port}` });
  }

  it("creates a link token for auth and transactions", async () => {
    expect(await link().startLink({ businessId: 7, clientName: "Rival Studio" })).toEqual({
      provider: "plaid",
      link_token: "link-development-fake",
      institutions: [],
    });
    const request = seen.find((s) => s.path === "/link/token/create")!;
    expect(request.auth).toBe("client-fake");
    expect(JSON.parse(request.body)).toMatchObject({ products: ["auth", "transactions"], user: { client_user_id: "business-7" } });
  });

  it("exchanges the public token for a Stripe bank account token", async () => {
    expect(await link().exchange("public-development-good", "acc_1")).toEqual({ sourceToken: "btok_fake" });
    expect(JSON.parse(seen.find((s) => s.path === "/processor/stripe/bank_account_token/create")!.body)).toMatchObject({
      access_token: "access-development-secret",
      account_id: "acc_1",
    });
  });

  it("turns a refused public token into a 400", async () => {
    await expect(link().exchange("public-development-bad", "acc_1")).rejects.toMatchObject({ statusCode: 400 });
  });
});
