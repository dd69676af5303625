// The login page's 'Forgot username' form (its intent tells it apart: login.schema.ts).
import { z } from "zod";

export const forgotUsernameSchema = z.object({
  intent: z.literal("forgot-username"),
  email: z.string({ required_error: "Enter your email address." }).trim().min(1, "Enter your email address.").max(320).email("Enter a valid email address."),
});
