// The profile details form (docs/product/accounts.md#editing-the-profile): the same bounds as PATCH /users/me, with messages a
// brand can act on. Conform turns an emptied field into undefined; optional ones then clear.
import { z } from "zod";
import { isWebAddress, normalizeWebsite } from "./details";

/** A phone number as the profile and a location take it (docs/product/accounts.md#editing-the-profile). */
export const PHONE = /^[0-9 +().-]{7,20}$/;
export const PHONE_MESSAGE = "Enter a phone number: 7 to 20 digits, spaces or + ( ) - .";

const optional = (schema: z.ZodType<string>) => schema.optional().transform((v) => v ?? "");

export const profileSchema = z.object({
  contact_name: z
    .string({ required_error: "Enter a contact name." })
    .trim()
    .min(1, "Enter a contact name.")
    .max(100, "Keep the contact name under 100 characters."),
  contact_email: z
    .string({ required_error: "Enter a contact email." })
    .trim()
    .max(254, "Keep the email under 254 characters.")
    .email("Enter a valid email address, like name@example.com."),
  phone_number: optional(z.string().trim().regex(PHONE, PHONE_MESSAGE)),
  website: optional(
    z
      .string()
      .transform(normalizeWebsite)
      .refine(isWebAddress, "Enter a website address, like https://example.com.")
      .refine((v) => v.length <= 500, "Keep the website address under 500 characters."),
  ),
  description: optional(z.string().trim().max(2000, "Keep the description under 2000 characters.")),
  address: optional(z.string().trim().max(300, "Keep the address under 300 characters.")),
});
export type ProfileInput = z.output<typeof profileSchema>;
