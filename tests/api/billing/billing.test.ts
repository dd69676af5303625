import { describe, expect, it } from "vitest";
import { DEFAULT_REMOVAL, NO_CUSTOMER } from "../../../api/services/billing/account";
import { DECLINED_MESSAGE, NOT_A_TEST_CARD } from "../../../api/services/billing/sandbox";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();
const nextYear = new Date().getUTCFullYear() + 1;
const visa = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: nextYear, cvc: "123" };

function call(token: string | undefined, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) {
  return api.app.inject({ method, url: `/v1.3${url}`, headers: api.headers(token), payload: payload as object | undefined });
}

describe("GET /payments/customer", () => {
  it("gives Demo Bistro's customer with its plan, two cards and the default", async () => {
    const response = await call(demo, "GET", "/payments/customer");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      id: "cus_demo_bistro",
      email: "accounts@demo-bistro.example.com",
      default_source: "card_demo_visa",
      plan: "pro_monthly",
      sources: {
        total_count: 2,
        data: [
          { id: "card_demo_visa", object: "card", brand: "Visa", last4: "4242" },
          { id: "card_demo_amex", brand: "American Express", last4: "0005" },
        ],
      },
      subscriptions: { total_count: 1, data: [{ id: "sub_demo_bistro", plan: { id: "pro_monthly", nickname: "Pro Monthly" } }] },
    });
    expect(body.meta).toEqual({ provider: "sandbox", partnerships_email: "partnerships@example.com", support_email: "support@example.com" });
  });

  it("gives null for a business without a customer", async () => {
    expect((await call(rival, "GET", "/payments/customer")).json().data).toBeNull();
  });

  it("needs a session", async () => {
    expect((await call(undefined, "GET", "/payments/customer")).statusCode).toBe(401);
  });
});

describe("a new customer (Rival Studio)", () => {
  it("is refused every change before it has a billing email", async () => {
    for (const [method, url, payload] of [
      ["POST", "/payments/email", { email: "a@b.co" }],
      ["POST", "/payments/sources", { card: visa }],
      ["POST", "/payments/sources/default", { source: "x" }],
      ["DELETE", "/payments/sources", { source: "x" }],
      ["POST", "/payments/sources/plaid", { token: "public-sandbox-platypus", account_id: "platypus-checking" }],
      ["POST", "/payments/sources/plaid/link", {}],
      ["POST", "/payments/subscriptions/start", { plan: "basic", frequency: "monthly" }],
    ] as const) {
      const response = await call(rival, method, url, payload);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 400, NO_CUSTOMER]);
    }
  });

  it("needs a valid billing email", async () => {
    const response = await call(rival, "POST", "/payments/customer", { email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Enter a valid billing email.", fields: { email: "Enter a valid billing email." } });
    expect((await call(rival, "POST", "/payments/customer", {})).json().message).toBe("email is required.");
  });

  it("creates the customer, and a second save only updates its email", async () => {
    const created = await call(rival, "POST", "/payments/customer", { email: "billing@rival.example.com" });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ email: "billing@rival.example.com", default_source: null, plan: null, sources: { total_count: 0 } });
    const again = await call(rival, "POST", "/payments/customer", { email: "accounts@rival.example.com" });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: created.json().data.id, email: "accounts@rival.example.com" });
  });

  it("adds Stripe's test Visa as the default, then an Amex", async () => {
    const first = await call(rival, "POST", "/payments/sources", { card: visa });
    expect(first.statusCode).toBe(201);
    const visaId = first.json().data.sources.data[0].id;
    expect(first.json().data).toMatchObject({
      default_source: visaId,
      sources: { data: [{ object: "card", brand: "Visa", last4: "4242", exp_month: 12, exp_year: nextYear }] },
    });
    const amex = await call(rival, "POST", "/payments/sources", { card: { number: "378282246310005", exp_month: 1, exp_year: nextYear % 100, cvc: "1234" } });
    expect(amex.json().data.sources.data[1]).toMatchObject({ brand: "American Express", last4: "0005", exp_year: nextYear });
    expect(amex.json().data.default_source).toBe(visaId);
  });

  it("refuses the declined test card, other numbers, a past expiry and a bad security code", async () => {
    const cases: [object, string][] = [
      [{ ...visa, number: "4000000000000002" }, DECLINED_MESSAGE],
      [{ ...visa, number: "4111111111111111" }, NOT_A_TEST_CARD],
      [{ ...visa, exp_month: 1, exp_year: 2020 }, "Your card has expired."],
      [{ ...visa, cvc: "1234" }, "Your card's security code is incorrect."],
      [{ ...visa, exp_month: 13 }, "card.exp_month must be 1 to 12."],
    ];
    for (const [card, message] of cases) {
      const response = await call(rival, "POST", "/payments/sources", { card });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect((await call(rival, "POST", "/payments/sources", { source: "tok_chargeDeclined" })).json().message).toBe(DECLINED_MESSAGE);
    expect((await call(rival, "POST", "/payments/sources", {})).json().message).toBe("Send either source (a token) or card.");
    expect((await call(rival, "GET", "/payments/customer")).json().data.sources.total_count).toBe(2);
  });

  it("links a sandbox bank account", async () => {
    const link = await call(rival, "POST", "/payments/sources/plaid/link", {});
    expect(link.json().data).toMatchObject({ provider: "sandbox", link_token: null });
    const bank = link.json().data.institutions[0];
    expect(bank).toMatchObject({ name: "First Platypus Bank", public_token: "public-sandbox-platypus" });
    const refused = await call(rival, "POST", "/payments/sources/plaid", { token: bank.public_token, account_id: "gingham-checking" });
    expect([refused.statusCode, refused.json().message]).toEqual([400, "The bank account could not be linked. Please choose the bank and account again."]);
    const added = await call(rival, "POST", "/payments/sources/plaid", { token: bank.public_token, account_id: bank.accounts[1].id });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.sources.data[2]).toMatchObject({ object: "bank_account", brand: "Bank", last4: "1111" });
  });

  it("switches the default, refuses removing the default, and removes another method", async () => {
    const customer = (await call(rival, "GET", "/payments/customer")).json().data;
    const [visaId, amexId, bankId] = customer.sources.data.map((s: { id: string }) => s.id);
    const switched = await call(rival, "POST", "/payments/sources/default", { source: bankId });
    expect(switched.json().data.default_source).toBe(bankId);
    const refused = await call(rival, "DELETE", "/payments/sources", { source: bankId });
    expect([refused.statusCode, refused.json().message]).toEqual([400, DEFAULT_REMOVAL]);
    const removed = await call(rival, "DELETE", "/payments/sources", { source: amexId });
    expect(removed.json().data.sources.data.map((s: { id: string }) => s.id)).toEqual([visaId, bankId]);
    const handedOver = await call(rival, "DELETE", "/payments/sources", { source: bankId, new_default: visaId });
    expect(handedOver.json().data).toMatchObject({ default_source: visaId, sources: { total_count: 1 } });
  });

  it("updates the billing email", async () => {
    const response = await call(rival, "POST", "/payments/email", { email: "finance@rival.example.com" });
    expect(response.json().data.email).toBe("finance@rival.example.com");
    expect((await call(rival, "POST", "/payments/email", { email: "" })).json().message).toBe("Enter a billing email.");
  });

  it("starts a plan once; a second start is refused with the partnerships email", async () => {
    expect((await call(rival, "POST", "/payments/subscriptions/start", { plan: "gold", frequency: "monthly" })).json().message).toBe(
      "plan must be one of: basic, pro, enterprise.",
    );
    const started = await call(rival, "POST", "/payments/subscriptions/start", { plan: "enterprise", frequency: "yearly" });
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({
      plan: "enterprise_yearly",
      subscriptions: { data: [{ plan: { id: "enterprise_yearly", nickname: "Enterprise Yearly" } }] },
    });
    const again = await call(rival, "POST", "/payments/subscriptions/start", { plan: "basic", frequency: "monthly" });
    expect([again.statusCode, again.json().message]).toEqual([400, "You already have a plan. To change it, email partnerships@example.com."]);
  });
});

describe("another business's sources", () => {
  it("answer 404 to Rival Studio on every route that takes a source", async () => {
    for (const [method, url, payload] of [
      ["POST", "/payments/sources/default", { source: "card_demo_amex" }],
      ["DELETE", "/payments/sources", { source: "card_demo_amex" }],
      ["DELETE", "/payments/sources", { source: (await call(rival, "GET", "/payments/customer")).json().data.default_source, new_default: "card_demo_amex" }],
    ] as const) {
      expect((await call(rival, method, url, payload)).statusCode).toBe(404);
    }
    const demoCustomer = (await call(demo, "GET", "/payments/customer")).json().data;
    expect(demoCustomer).toMatchObject({ default_source: "card_demo_visa", sources: { total_count: 2 } });
  });

  it("never show up in another business's customer", async () => {
    const rivalCustomer = (await call(rival, "GET", "/payments/customer")).json().data;
    expect(JSON.stringify(rivalCustomer)).not.toContain("card_demo");
  });
});
