// The wizard's posts (docs/product/wizard.md#pages), told apart by `intent`: one typed union,
// so the action is one `switch`. The step pages' own fields are checked apart, by the step's
// schema (step1/2/3.schema.ts). Pure.
import { z } from "zod";
import { OFFER_TYPES } from "../../../contract/offers";

/** What the template confirmation's form posts: the template's id and key, as the API takes them. */
export const templateRefSchema = z.object({
  template_id: z.coerce.number().int().positive().max(2_147_483_647),
  template_key: z.string().trim().min(1).max(100),
});

const stepKey = z.enum(["basics", "details", "media"]);

/** What a step page's buttons do: save and go on, go back, open the previous offers, load more Instagram photos, upload files. */
export const STEP_INTENTS = ["next", "back", "previous", "more", "upload"] as const;

export const wizardIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("from-previous"), offer_id: z.coerce.number().int().positive().max(2_147_483_647) }),
  templateRefSchema.extend({ intent: z.literal("delete-template") }),
  z.object({ intent: z.literal("change-type"), type: z.enum(OFFER_TYPES) }),
  z.object({
    intent: z.enum(STEP_INTENTS),
    step: stepKey.default("basics"),
    // How many pages of Instagram photos are open ("Load more" asks for one more).
    ig_pages: z.coerce.number().int().min(1).max(10).catch(1),
  }),
]);
export type WizardIntent = z.output<typeof wizardIntentSchema>;

/** The post's intent; a step page's main button sends none and means "next". */
export function readIntent(form: FormData) {
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return wizardIntentSchema.safeParse({ ...fields, intent: fields.intent || "next" });
}
