// The billing forms' rules (SPEC §5 Billing intro, Card): one schema per form, used by the
// route actions and, with JS, in the browser. Pure: the card schema takes today's date.
import { z } from "zod";

export const agreementMessage = "Please accept the Services Agreement to continue.";

const billingEmail = z
  .string({ required_error: "Enter your billing email." })
  .trim()
  .max(254, "The email can be at most 254 characters.")
  .email("Enter a valid email address.");

/** /billing: the email that gets all plan communication, and the agreement tick. */
export const introSchema = z.object({
  email: billingEmail,
  agreement: z.boolean({ required_error: agreementMessage }).refine((ticked) => ticked, agreementMessage),
});

/** Luhn's check digit: catches most typos before the provider sees the number. */
export function passesLuhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardDigits(number: string) {
  return number.replace(/[\s-]/g, "");
}

/** "MM/YY" (or "MM / YY", "MM/YYYY") → month and full year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date) {
  return expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);
}

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

export const PLANS = ["basic", "pro", "enterprise"] as const;
export const FREQUENCIES = ["monthly", "yearly"] as const;

/** /billing/methods: its several forms, told apart by intent. */
export const methodsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-default"), source: z.string().max(255) }),
  z.object({ intent: z.literal("remove"), source: z.string().max(255) }),
  z.object({ intent: z.literal("update-email"), email: billingEmail }),
  z.object({
    intent: z.literal("start-plan"),
    plan: z.enum(PLANS, { required_error: "Choose a plan.", invalid_type_error: "Choose a plan." }),
    frequency: z.enum(FREQUENCIES, { required_error: "Choose how often to pay." }),
  }),
]);
