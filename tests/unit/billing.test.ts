import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { billingBackHref, billingEntry, billingTitles, endingIn, planBadge, planName, sourceLabel } from "../../app/lib/billing/display";
import { isExpired, parseExpiry, passesLuhn } from "../../app/lib/billing/card";
import { cardSchema } from "../../app/lib/billing/card.schema";
import { agreementMessage, introSchema } from "../../app/lib/billing/intro.schema";
import { methodsSchema } from "../../app/lib/billing/methods.schema";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === "success" ? {} : submission.error);

describe("the billing intro form", () => {
  it("needs the email and the agreement ticked", () => {
    expect(parseWithZod(form({ email: " billing@brand.com ", agreement: "on" }), { schema: introSchema })).toMatchObject({
      status: "success",
      value: { email: "billing@brand.com", agreement: true },
    });
    expect(errorsOf(parseWithZod(form({ email: "billing@brand.com" }), { schema: introSchema }))).toEqual({ agreement: [agreementMessage] });
    expect(errorsOf(parseWithZod(form({ agreement: "on" }), { schema: introSchema }))).toEqual({ email: ["Enter your billing email."] });
    expect(errorsOf(parseWithZod(form({ email: "nope", agreement: "on" }), { schema: introSchema }))).toEqual({ email: ["Enter a valid email address."] });
  });
});

describe("the sandbox card form", () => {
  const now = new Date(2026, 4, 15);
  const schema = cardSchema(now);
  const good = { number: "4242 4242 4242 4242", expiry: "05/26", cvc: "123" };

  it("accepts a Luhn-valid number, an expiry this month or later and a 3-4 digit code", () => {
    expect(parseWithZod(form(good), { schema }).status).toBe("success");
    expect(parseWithZod(form({ ...good, number: "378282246310005", cvc: "1234", expiry: "12 / 2030" }), { schema }).status).toBe("success");
  });

  it("says which field is wrong", () => {
    expect(errorsOf(parseWithZod(form({ ...good, number: "4242 4242 4242 4241" }), { schema }))).toEqual({ number: ["Enter a valid card number."] });
    expect(errorsOf(parseWithZod(form({ ...good, expiry: "04/26" }), { schema }))).toEqual({ expiry: ["This card has expired."] });
    expect(errorsOf(parseWithZod(form({ ...good, expiry: "13/27" }), { schema }))).toEqual({ expiry: ["Enter the expiry as MM/YY."] });
    expect(errorsOf(parseWithZod(form({ ...good, cvc: "12" }), { schema }))).toEqual({ cvc: ["The security code is 3 or 4 digits."] });
    expect(errorsOf(parseWithZod(form({}), { schema }))).toEqual({
      number: ["Enter the card number."],
      expiry: ["Enter the expiry date."],
      cvc: ["Enter the security code."],
    });
  });

  it("checks Luhn digits and expiry months", () => {
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4000000000000003")).toBe(false);
    expect(parseExpiry("1/29")).toEqual({ month: 1, year: 2029 });
    expect(parseExpiry("00/29")).toBeNull();
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});

describe("the methods page forms", () => {
  it("are told apart by intent", () => {
    expect(parseWithZod(form({ intent: "set-default", source: "card_1" }), { schema: methodsSchema })).toMatchObject({
      status: "success",
      value: { intent: "set-default", source: "card_1" },
    });
    expect(errorsOf(parseWithZod(form({ intent: "start-plan", frequency: "monthly" }), { schema: methodsSchema }))).toEqual({ plan: ["Choose a plan."] });
    expect(errorsOf(parseWithZod(form({ intent: "update-email", email: "" }), { schema: methodsSchema }))).toEqual({ email: ["Enter your billing email."] });
  });
});

describe("titles and back buttons", () => {
  it("follow the spec per view and width", () => {
    expect(billingTitles("intro")).toEqual({ desktop: "Plan + Payment", mobile: "PLAN + PAYMENT" });
    expect(billingTitles("methods", true)).toEqual({ desktop: "Plan + Accounting: Payment Method", mobile: "PLAN + PAYMENT" });
    expect(billingTitles("methods", false).mobile).toBe("PAYMENT METHOD");
    expect(billingTitles("card")).toEqual({ desktop: "Plan + Accounting: Add Card", mobile: "ADD CREDIT CARD" });
    expect(billingTitles("error")).toEqual({ desktop: "Error", mobile: "ERROR" });
    expect(billingBackHref("card")).toBe("/billing/methods");
    // The methods go back out of billing (to /billing would loop straight back to them).
    expect(billingBackHref("methods")).toBe("/");
    expect(billingBackHref("methods", "/offers/active")).toBe("/offers/active");
    expect(billingBackHref("bankAccount")).toBe("/billing");
  });

  it("take the page billing was entered from off the Referer, only on this host and outside billing", () => {
    const here = "https://brands.example/billing/methods";
    expect(billingEntry("https://brands.example/offers/active?page=2", here)).toBe("/offers/active?page=2");
    expect(billingEntry("https://brands.example/billing", here)).toBe("/");
    expect(billingEntry("https://brands.example/billing/card", here)).toBe("/");
    expect(billingEntry("https://evil.example/phish", here)).toBe("/");
    expect(billingEntry("not a url", here)).toBe("/");
    expect(billingEntry(null, here)).toBe("/");
  });
});

describe("plan badges and sources", () => {
  it("map plan ids to the B, P and E tiers", () => {
    expect(planBadge("basic_monthly")).toEqual({ letter: "B", tier: "basic" });
    expect(planBadge("pro_yearly")).toEqual({ letter: "P", tier: "pro" });
    expect(planBadge("premium")).toEqual({ letter: "P", tier: "pro" });
    expect(planBadge("enterprise_yearly")).toEqual({ letter: "E", tier: "enterprise" });
    expect(planBadge("legacy-2019")).toBeNull();
    expect(planBadge(null)).toBeNull();
    expect(planName({ id: "pro_monthly", nickname: "Pro Monthly" })).toBe("Pro Monthly");
    expect(planName({ id: "basic_yearly" })).toBe("Basic");
    expect(planName(null)).toBe("None");
  });

  it("label cards by brand and everything else as Bank", () => {
    expect(sourceLabel({ object: "card", brand: "Visa", last4: "4242" })).toBe("Visa");
    expect(sourceLabel({ object: "card", brand: "amex", last4: "0005" })).toBe("American Express");
    expect(sourceLabel({ object: "bank_account", brand: "STRIPE TEST BANK", last4: "6789" })).toBe("Bank");
    expect(endingIn("4242")).toBe("Ending in 4242");
  });
});
