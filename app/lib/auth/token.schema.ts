// The login token form (/token, and the token that /billing/login reads).
import { z } from "zod";

export const tokenSchema = z.object({
  token: z.string({ required_error: "Enter your login token." }).trim().min(1, "Enter your login token.").max(500),
});

export const tokenErrorText = "Error, token not valid";
