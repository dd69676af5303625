// No card number, security code or bank token may appear in any log line of the API, on
// success or refusal (card data never touches logs: docs/product/billing.md#providers).
import { describe, expect, it } from "vitest";
import { captureLogs, useTestApi } from "../support/helpers";

const { lines, stream } = captureLogs();

const api = await useTestApi({ logger: { level: "trace", stream } });

describe("payment logs", () => {
  it("never contain card numbers, security codes or bank tokens", async () => {
    const token = await api.login("rival", "rival1234");
    const post = (url: string, payload: object) => api.app.inject({ method: "POST", url: `/v1.3${url}`, headers: api.headers(token), payload });
    const year = new Date().getUTCFullYear() + 2;
    await post("/payments/customer", { email: "billing@rival.example.com" });
    const cards = [
      { number: "4242424242424242", exp_month: 11, exp_year: year, cvc: "987" },
      { number: "378282246310005", exp_month: 11, exp_year: year, cvc: "8765" },
      { number: "4000000000000002", exp_month: 11, exp_year: year, cvc: "654" },
      { number: "5555555555554444", exp_month: 11, exp_year: year, cvc: "321" },
      { number: "4242424242424242", exp_month: 1, exp_year: 2001, cvc: "246" },
    ];
    const answers = [];
    for (const card of cards) answers.push((await post("/payments/sources", { card })).statusCode);
    expect(answers).toEqual([201, 201, 400, 400, 400]);
    await post("/payments/sources", { card: "4242424242424242" });
    await post("/payments/sources", { card: { ...cards[0], exp_month: 99 } });
    expect((await post("/payments/sources/plaid", { token: "public-sandbox-tartan", account_id: "tartan-savings" })).statusCode).toBe(201);
    await post("/payments/sources/plaid", { token: "public-sandbox-not-a-bank", account_id: "x" });

    const all = lines.join("\n");
    expect(lines.length).toBeGreaterThan(10);
    // Security codes are short, so they are looked for as JSON strings (timestamps hold digits too).
    for (const secret of [
      "4242424242424242",
      "378282246310005",
      "4000000000000002",
      "5555555555554444",
      ...["987", "8765", "654", "321", "246"].map((cvc) => `"${cvc}"`),
      "public-sandbox",
      "btok_",
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });
});
