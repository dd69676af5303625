// The login page's forms (docs/product/accounts.md#signing-in): signing in, and the two reminders it offers, told
// apart by `intent`. The reminders' own schemas are forgot-password.schema.ts and
// forgot-username.schema.ts.
import { z } from "zod";
import { forgotPasswordSchema } from "./forgot-password.schema";
import { forgotUsernameSchema } from "./forgot-username.schema";

export const loginSchema = z.object({
  intent: z.literal("login"),
  username: z.string({ required_error: "Enter your username." }).trim().min(1, "Enter your username.").max(200),
  password: z.string({ required_error: "Enter your password." }).min(1, "Enter your password.").max(500),
  redirect: z.string().optional(),
});

export const loginPageSchema = z.discriminatedUnion("intent", [loginSchema, forgotPasswordSchema, forgotUsernameSchema]);

export const loginErrorText = "The username or password you entered is incorrect.";
