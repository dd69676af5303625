// The forms of a post's page (/content/:postId), told apart by intent: revoke a request or
// granted rights (after its confirmation), and keep the model's partnership-ad code on granted
// rights. The bound is the contract's, as the API holds it.
import { z } from "zod";
import { MAX_AD_CODE_LENGTH } from "../../../contract/content";

const rights = z.coerce.number().int().positive();

export const postActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke"), rights }),
  z.object({
    intent: z.literal("ad-code"),
    rights,
    ad_code: z.string().trim().max(MAX_AD_CODE_LENGTH, `The code can be at most ${MAX_AD_CODE_LENGTH} characters.`).optional(),
  }),
]);
export type PostAction = z.output<typeof postActionSchema>;
