// Offer step 3: images and social data (docs/product/wizard.md#media).
import { z } from "zod";
import { cleanSocial } from "./social";

export const IMAGE_REQUIRED = "Have to choose at least one image";
export const POST_WITHIN_DAYS = "Enter a whole number of days from 1 to 60, or leave it empty for 7.";

const ids = z.preprocess(
  (v) => (v === undefined ? [] : [v].flat()),
  z.array(z.string()).transform((list) => [...new Set(list.map(Number).filter((n) => Number.isInteger(n) && n > 0))]),
);

export const step3Schema = z
  .object({
    images: ids,
    instagram_images: ids,
    social_mentions: z.string().max(1000, "Use at most 1000 characters.").optional(),
    social_hashtags: z.string().max(1000, "Use at most 1000 characters.").optional(),
    post_instructions: z.string().max(2000, "Use at most 2000 characters.").optional(),
    custom_email_text: z.string().max(2000, "Use at most 2000 characters.").optional(),
    /** Days after the visit (or the gift's arrival) to post; empty is the API's 7. */
    post_within_days: z
      .string()
      .trim()
      .regex(/^([1-9]|[1-5]\d|60)$/, POST_WITHIN_DAYS)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.images.length && !v.instagram_images.length) ctx.addIssue({ code: "custom", path: ["images"], message: IMAGE_REQUIRED });
  })
  .transform((v) => ({
    images: v.images,
    instagram_images: v.instagram_images,
    social_mentions: cleanSocial(v.social_mentions),
    social_hashtags: cleanSocial(v.social_hashtags),
    post_instructions: v.post_instructions?.trim() || null,
    custom_email_text: v.custom_email_text?.trim() || null,
    post_within_days: v.post_within_days ? Number(v.post_within_days) : null,
  }));

export type Step3 = z.output<typeof step3Schema>;
