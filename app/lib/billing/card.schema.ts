// The card form (docs/product/billing.md#adding-a-card), used by the route's action and, with JS, in the browser. Pure:
// the sandbox schema takes today's date. The number and expiry rules are card.ts.
import { z } from "zod";
import { cardDigits, isExpired, parseExpiry, passesLuhn } from "./card";

/**
 * The card form's Idempotency-Key (a random value made when the page renders, not a secret):
 * a doubled submit or a re-posted page carries the same key, so the API adds the card once.
 * Its format is the API's (8–100 visible ASCII characters); optional for older pages.
 */
export const idempotencyKeyField = z
  .string()
  .regex(/^[\x21-\x7e]{8,100}$/, "This form could not be read. Please reload the page and try again.")
  .optional();

/** /billing/card in sandbox mode: the three inputs Stripe Elements would otherwise hold. */
export function cardSchema(now = new Date()) {
  return z.object({
    idempotency_key: idempotencyKeyField,
    number: z
      .string({ required_error: "Enter the card number." })
      .refine((v) => /^\d{12,19}$/.test(cardDigits(v)) && passesLuhn(cardDigits(v)), "Enter a valid card number."),
    expiry: z
      .string({ required_error: "Enter the expiry date." })
      .refine((v) => parseExpiry(v) !== null, "Enter the expiry as MM/YY.")
      .refine((v) => {
        const expiry = parseExpiry(v);
        return !expiry || !isExpired(expiry, now);
      }, "This card has expired."),
    cvc: z.string({ required_error: "Enter the security code." }).regex(/^\d{3,4}$/, "The security code is 3 or 4 digits."),
  });
}

/** /billing/card with Stripe Elements: only the token Stripe.js created in the browser. */
export const cardTokenSchema = z.object({
  idempotency_key: idempotencyKeyField,
  source: z.string({ required_error: "The card information is incorrect!" }).regex(/^tok_\w+$/),
});
