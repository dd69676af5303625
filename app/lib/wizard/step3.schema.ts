// Offer step 3: images and social data (docs/product/wizard.md#media).
import { z } from "zod";
import { cleanSocial } from "./social";
import { RIGHTS_NOTE_MAX, rightsTermsOf } from "./rights";
import { RIGHTS_TERM_KEYS, RIGHTS_USE_KEYS, type RightsTerm, type RightsUse } from "../../../contract/content";

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
    /** Usage rights the offer asks for up front (rights.ts): every use unchecked means none. */
    rights_uses: z.preprocess(
      (v) => (v === undefined ? [] : [v].flat()),
      z.array(z.enum(RIGHTS_USE_KEYS as [RightsUse, ...RightsUse[]], { message: "Choose the uses from the list." })),
    ),
    rights_term: z.enum(RIGHTS_TERM_KEYS as [RightsTerm, ...RightsTerm[]], { message: "Choose how long the rights last." }).default("30d"),
    rights_fee: z.string().max(20, "Enter the fee in dollars, like 150.").optional(),
    rights_note: z.string().max(RIGHTS_NOTE_MAX, `Use at most ${RIGHTS_NOTE_MAX} characters.`).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.images.length && !v.instagram_images.length) ctx.addIssue({ code: "custom", path: ["images"], message: IMAGE_REQUIRED });
    const rights = rightsTermsOf({ uses: v.rights_uses, term: v.rights_term, fee: v.rights_fee, note: v.rights_note });
    if ("errors" in rights) for (const [path, message] of Object.entries(rights.errors)) ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform((v) => ({
    images: v.images,
    instagram_images: v.instagram_images,
    social_mentions: cleanSocial(v.social_mentions),
    social_hashtags: cleanSocial(v.social_hashtags),
    post_instructions: v.post_instructions?.trim() || null,
    custom_email_text: v.custom_email_text?.trim() || null,
    post_within_days: v.post_within_days ? Number(v.post_within_days) : null,
    rights_terms: termsOf(v),
  }));

function termsOf(v: { rights_uses: RightsUse[]; rights_term: RightsTerm; rights_fee?: string; rights_note?: string }) {
  const rights = rightsTermsOf({ uses: v.rights_uses, term: v.rights_term, fee: v.rights_fee, note: v.rights_note });
  return "terms" in rights ? rights.terms : null;
}

export type Step3 = z.output<typeof step3Schema>;
