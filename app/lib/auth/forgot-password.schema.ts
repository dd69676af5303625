// The login page's 'Forgot password' form (its intent tells it apart: login.schema.ts).
import { z } from "zod";

export const forgotPasswordSchema = z.object({
  intent: z.literal("forgot-password"),
  username: z.string({ required_error: "Enter your username." }).trim().min(1, "Enter your username.").max(200),
});
