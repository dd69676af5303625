// The join page's form (/team/join/:token, docs/product/accounts.md#joining): the invited person chooses a username and
// a password, typed twice. The bounds are the API's POST /team/join.
import { z } from "zod";

export const joinSchema = z
  .object({
    username: z
      .string({ required_error: "Choose a username." })
      .trim()
      .min(3, "Use at least 3 characters.")
      .max(150, "Keep the username under 150 characters.")
      .regex(/^[A-Za-z0-9._@-]+$/, "Use letters, digits and . _ @ - only."),
    password: z.string({ required_error: "Choose a password." }).min(8, "Use at least 8 characters.").max(1000, "Keep the password under 1000 characters."),
    confirm: z.string({ required_error: "Type the password again." }),
  })
  .refine((form) => form.password === form.confirm, { path: ["confirm"], message: "The two passwords differ." });
