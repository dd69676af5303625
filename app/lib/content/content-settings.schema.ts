// The Profile → Content form's schema: the brand's own disclosure words (one a line, the bounds
// in brand-words.ts) and the reports' "Cleared for ads" box. conform reads an empty text area as
// missing and a ticked box as true.
import { z } from "zod";
import { brandWordsOf, brandWordsProblem } from "./brand-words";

export const contentSettingsSchema = z.object({
  disclosure_words: z
    .string()
    .default("")
    .superRefine((text, ctx) => {
      const problem = brandWordsProblem(text);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    })
    .transform(brandWordsOf),
  show_cleared: z.boolean().default(false),
});
