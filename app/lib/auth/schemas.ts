import { z } from "zod";

export const loginSchema = z.object({
  intent: z.literal("login"),
  username: z.string({ required_error: "Enter your username." }).trim().min(1, "Enter your username.").max(200),
  password: z.string({ required_error: "Enter your password." }).min(1, "Enter your password.").max(500),
  redirect: z.string().optional(),
});

export const forgotPasswordSchema = z.object({
  intent: z.literal("forgot-password"),
  username: z.string({ required_error: "Enter your username." }).trim().min(1, "Enter your username.").max(200),
});

export const forgotUsernameSchema = z.object({
  intent: z.literal("forgot-username"),
  email: z.string({ required_error: "Enter your email address." }).trim().min(1, "Enter your email address.").max(320).email("Enter a valid email address."),
});

export const loginPageSchema = z.discriminatedUnion("intent", [loginSchema, forgotPasswordSchema, forgotUsernameSchema]);

export const tokenSchema = z.object({
  token: z.string({ required_error: "Enter your login token." }).trim().min(1, "Enter your login token.").max(500),
});

export const loginErrorText = "The username or password you entered is incorrect.";
export const tokenErrorText = "Error, token not valid";
