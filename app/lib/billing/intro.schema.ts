// The billing intro form (docs/product/billing.md#billing-email-and-agreement), used by the route's action and, with JS, in
// the browser.
import { z } from "zod";

export const agreementMessage = "Please accept the Services Agreement to continue.";

/** The billing email, as the intro form and the methods page's email form read it. */
export const billingEmail = z
  .string({ required_error: "Enter your billing email." })
  .trim()
  .max(254, "The email can be at most 254 characters.")
  .email("Enter a valid email address.");

/** /billing: the email that gets all plan communication, and the agreement tick. */
export const introSchema = z.object({
  email: billingEmail,
  agreement: z.boolean({ required_error: agreementMessage }).refine((ticked) => ticked, agreementMessage),
});
