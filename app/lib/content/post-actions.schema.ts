// The forms of a post's page (/content/:postId), told apart by intent: revoke a request or
// granted rights (after its confirmation), and keep the model's partnership-ad code on granted
// rights. The bound is the API's (api/routes/content/rights.ts).
import { z } from "zod";

export const AD_CODE_MAX = 200;
const rights = z.coerce.number().int().positive();

export const postActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke"), rights }),
  z.object({
    intent: z.literal("ad-code"),
    rights,
    ad_code: z.string().trim().max(AD_CODE_MAX, `The code can be at most ${AD_CODE_MAX} characters.`).optional(),
  }),
]);
export type PostAction = z.output<typeof postActionSchema>;
