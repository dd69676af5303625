// The profile edit form (SPEC §2 Profile): the same bounds as PATCH /users/me, with messages a
// brand can act on. Conform turns an emptied field into undefined; optional ones then clear.
import { z } from "zod";

const PHONE = /^[0-9 +().-]{7,20}$/;

/** "demo-bistro.com" is read as "https://demo-bistro.com": people rarely type the scheme. */
export function normalizeWebsite(value: string) {
  const text = value.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return `https://${text}`;
}

export function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && /\.[a-z0-9-]{2,}$/i.test(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

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
  phone_number: optional(z.string().trim().regex(PHONE, "Enter a phone number: 7 to 20 digits, spaces or + ( ) - .")),
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

type CurrentLocation = { address: string; lat?: number | null; lon?: number | null } | null | undefined;
type Location = { address: string; lat: number | null; lon: number | null } | null;

/**
 * The PATCH /users/me body. An unchanged address keeps its map position; a new one has none
 * until it is placed (nothing here can look addresses up), and an empty one removes it.
 */
export function profileUpdate(input: ProfileInput, current: CurrentLocation) {
  const { address, ...rest } = input;
  let location: Location;
  if (!address) location = null;
  else if (current && current.address === address) location = { address, lat: current.lat ?? null, lon: current.lon ?? null };
  else location = { address, lat: null, lon: null };
  return { type: "business" as const, ...rest, location };
}
