import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { cardSchema, idempotencyKeyField, cardTokenSchema } from "~/lib/billing/card.schema";
import { form } from "../../../support/forms";

const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === "success" ? {} : submission.error);

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
});

describe("the card form's Idempotency-Key", () => {
  it("takes the API's format, and may be left out", () => {
    expect(idempotencyKeyField.safeParse("0b5c1c9e-8d0f-4b7e-9a51-3c2d1e0f9a8b").success).toBe(true);
    expect(idempotencyKeyField.safeParse(undefined).success).toBe(true);
    for (const bad of ["short", "a".repeat(101), "with space inside", "naïve-key-value"]) expect(idempotencyKeyField.safeParse(bad).success).toBe(false);
  });

  it("travels with a Stripe token", () => {
    expect(cardTokenSchema.parse({ source: "tok_visa", idempotency_key: "abcdefgh12" })).toEqual({ source: "tok_visa", idempotency_key: "abcdefgh12" });
  });
});
