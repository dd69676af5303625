// Responses the offer wizard relies on (unknown fields pass through).
import { z } from "zod";
import { offerRightsTermsSchema } from "./offers";

export const propertyResponse = z.object({ data: z.object({ name: z.string(), value: z.unknown(), expires_at: z.string().nullable().optional() }) });
export const createdOfferResponse = z.object({ data: z.object({ id: z.number(), type: z.string(), subtitle: z.string() }) });
export const citiesResponse = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), lat: z.number().optional(), lon: z.number().optional() })),
});
export type City = z.infer<typeof citiesResponse>["data"][number];
export const statsResponse = z.object({ data: z.record(z.object({ min: z.number(), max: z.number(), unit: z.string().optional() })) });
export const enumListResponse = z.object({ data: z.array(z.object({ id: z.number(), label: z.string() })) });
export type EnumItem = z.infer<typeof enumListResponse>["data"][number];
export const sizeListResponse = z.object({ data: z.array(z.object({ id: z.number(), label: z.string(), sex: z.string().optional() })) });
export type SizeItem = z.infer<typeof sizeListResponse>["data"][number];
export type StatBounds = z.infer<typeof statsResponse>["data"];

const offerMedia = z.object({
  id: z.number(),
  media_id: z.number().nullable().optional(),
  path: z.string(),
  thumbnail: z.string().nullable().optional(),
  sort: z.number().optional(),
});
export const previousOffersResponse = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      subtitle: z.string(),
      title: z.string().nullable().optional(),
      starts_at: z.string().nullable(),
      template_id: z.number().nullable().optional(),
      template_key: z.string().nullable().optional(),
      media: z.array(offerMedia),
    }),
  ),
});
export type PreviousOffer = z.infer<typeof previousOffersResponse>["data"][number];

/** An earlier offer, read leniently: only what a new draft copies from it. */
export const sourceOfferResponse = z.object({
  data: z
    .object({
      id: z.number(),
      type: z.string(),
      media: z.array(offerMedia).default([]),
      /** What one model's perk or gift is worth, in cents (a job has none: its wages are its cost). */
      value_per_model_cents: z.number().int().nonnegative().nullable().optional(),
      /** The usage rights it asked for up front, copied into the new draft. */
      rights_terms: offerRightsTermsSchema.nullish(),
    })
    .passthrough(),
});
export type SourceOffer = z.infer<typeof sourceOfferResponse>["data"];
