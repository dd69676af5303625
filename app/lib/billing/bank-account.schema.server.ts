// /billing/account's form as its action reads it: only the server validates it, so zod stays
// out of the page's JavaScript.
import { z } from "zod";

/** /billing/account: the linked bank account (the sandbox dialog's choice or Plaid's answer). */
export const bankAccountSchema = z.object({
  account_id: z.string({ required_error: "Choose a bank account." }).max(255),
  token: z.string().max(500).optional(),
});
