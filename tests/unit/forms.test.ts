import { describe, expect, it } from "vitest";
import { idempotencyKeyField, cardTokenSchema } from "~/lib/billing/card.schema";
import { FORM_UNREADABLE, hasUnshownErrors, unshownErrorFields } from "~/lib/forms/unshown-errors";

describe("errors no visible field shows", () => {
  it("is nothing without a result or without errors", () => {
    expect(unshownErrorFields(undefined, [])).toEqual([]);
    expect(unshownErrorFields(null, ["email"])).toEqual([]);
    expect(unshownErrorFields({ error: null }, [])).toEqual([]);
    expect(unshownErrorFields({ error: { email: null, name: [] } }, [])).toEqual([]);
  });

  it("leaves out the errors of the fields on screen", () => {
    expect(unshownErrorFields({ error: { email: ["Enter a valid email address."] } }, ["email"])).toEqual([]);
    expect(hasUnshownErrors({ error: { email: ["Enter a valid email address."] } }, ["email"])).toBe(false);
  });

  it("names a missing intent, a hidden field and the form itself", () => {
    const result = { error: { intent: ["Invalid discriminator value"], claim: ["Expected number"], "": ["Form error"], date: ["Please select a date."] } };
    expect(unshownErrorFields(result, ["date"])).toEqual(["intent", "claim", ""]);
    expect(hasUnshownErrors(result, ["date"])).toBe(true);
  });

  it("asks to reload the page", () => {
    expect(FORM_UNREADABLE).toBe("This form could not be read. Please reload the page and try again.");
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
