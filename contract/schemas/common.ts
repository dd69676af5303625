// zod schemas of the API responses the web tool relies on. Unknown fields pass through.
import { z } from "zod";

export const mediaItemSchema = z.object({
  id: z.number(),
  media_id: z.number().optional(),
  path: z.string(),
  thumbnail: z.string(),
  sort: z.number().optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const locationSchema = z.object({ lat: z.number().nullable().optional(), lon: z.number().nullable().optional(), address: z.string() }).nullable();

export const businessSchema = z.object({
  id: z.number(),
  business_id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  contact_name: z.string().default(""),
  contact_email: z.string().default(""),
  phone_number: z.string().default(""),
  website: z.string().default(""),
  description: z.string().default(""),
  location: locationSchema.optional().default(null),
  media: z.array(mediaItemSchema).default([]),
  working_hours: z
    .record(z.object({ open: z.string(), close: z.string() }).nullable())
    .nullable()
    .optional(),
  /** Who of the brand's team is signed in, and the locations it is limited to (null: every location); none: the owner. */
  seat: z
    .object({ role: z.enum(["owner", "manager", "door"]), location_ids: z.array(z.number()).nullable().optional() })
    .nullable()
    .optional(),
});
export type Business = z.infer<typeof businessSchema>;

export const tokenResponseSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

/** GET /users/me/version: the brand's version (decision 0045). */
export const brandVersionEnvelope = z.object({ data: z.object({ version: z.number() }) });
