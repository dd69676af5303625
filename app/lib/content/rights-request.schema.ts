// The form that asks models for rights to posts (/content/rights/new): the posts (hidden, from
// the library's selection), the uses, the term, a fee in dollars and a note. The bounds are the
// API's (api/routes/content/rights.ts), with messages the brand can act on; the fee is typed in
// dollars and sent in cents.
import { z } from "zod";
import { MAX_RIGHTS_FEE_CENTS, MAX_RIGHTS_POSTS, RIGHTS_TERM_KEYS, RIGHTS_USE_KEYS, type RightsTerm, type RightsUse } from "../../../contract/content";

export const FEE_MESSAGE = "Enter the fee in dollars, like 150 or 150.50, or leave it empty.";
export const FEE_TOO_HIGH = `The fee can be at most $${(MAX_RIGHTS_FEE_CENTS / 100).toLocaleString("en-US")}.`;
export const NOTE_MAX = 500;

/**
 * Cents of a fee typed in dollars ("150", "150.5", "$1,500.00"), or null when it is not a sum of
 * money: a number at least 0 with at most two decimals. Read from the digits, so no float rounds it.
 */
export function feeCents(typed: string): number | null {
  const plain = typed.trim().replace(/^\$\s*/, "");
  const grouped = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(plain);
  const text = grouped ? plain.replaceAll(",", "") : plain;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const postId = z.coerce.number().int().positive();
const chooseUse = "Choose at least one use.";
const chooseTerm = "Choose how long the rights last.";

export const rightsRequestSchema = z.object({
  post: z
    .array(postId, { required_error: "Choose the posts in the library first." })
    .min(1, "Choose the posts in the library first.")
    .max(MAX_RIGHTS_POSTS, `Ask for at most ${MAX_RIGHTS_POSTS} posts at once.`),
  uses: z
    .array(z.enum(RIGHTS_USE_KEYS as [RightsUse, ...RightsUse[]], { errorMap: () => ({ message: chooseUse }) }), { required_error: chooseUse })
    .min(1, chooseUse),
  term: z.enum(RIGHTS_TERM_KEYS as [RightsTerm, ...RightsTerm[]], { errorMap: () => ({ message: chooseTerm }) }),
  fee: z
    .string()
    .optional()
    .transform((typed, ctx) => {
      if (!typed?.trim()) return null;
      const cents = feeCents(typed);
      if (cents === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: FEE_MESSAGE });
      else if (cents > MAX_RIGHTS_FEE_CENTS) ctx.addIssue({ code: z.ZodIssueCode.custom, message: FEE_TOO_HIGH });
      return cents;
    }),
  note: z.string().trim().max(NOTE_MAX, `The note can be at most ${NOTE_MAX} characters.`).optional(),
});

export type RightsRequestForm = z.output<typeof rightsRequestSchema>;

/** The form's fields the page shows; the API's names for them. */
export const RIGHTS_REQUEST_FIELDS = { uses: "uses", term: "term", fee: "fee_cents", note: "note" } as const;

/** The request the API takes: unique posts, the fee in cents (null for none), no empty note. */
export function rightsAsk(value: RightsRequestForm) {
  return {
    post_ids: [...new Set(value.post)],
    uses: value.uses,
    term: value.term,
    fee_cents: value.fee ?? null,
    note: value.note || null,
  };
}
