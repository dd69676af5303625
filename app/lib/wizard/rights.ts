// The wizard's optional usage rights (docs/features/content.md): terms a model accepts with the
// claim, so the brand's rights to the claim's posts start then. Every use left unchecked means
// none. The fee is typed in dollars as the value per model is; the API holds the same bounds
// (api/services/content/terms.ts, rightsTermsSchema). Pure.
import { MAX_RIGHTS_FEE_CENTS, type RightsTerms } from "../../../contract/content";
import { centsToDollars, parseDollars, VALUE_TOO_BIG } from "./value";

export const RIGHTS_FEE_FORMAT = "Enter the fee in dollars and cents, like 150 or 12.50, or leave it empty for no fee.";
export const RIGHTS_FEE_TOO_BIG = "The fee can be at most $100,000.";
export const RIGHTS_USES_MISSING = "Choose at least one use for these rights, or clear the fee and the note.";
export const RIGHTS_NOTE_MAX = 500;

/** The typed fee in cents (null when empty), or the field's message. */
export function rightsFee(text: string | null | undefined): { cents: number | null } | { error: string } {
  const parsed = parseDollars(text);
  if ("error" in parsed) return { error: parsed.error === VALUE_TOO_BIG ? RIGHTS_FEE_TOO_BIG : RIGHTS_FEE_FORMAT };
  if (parsed.cents !== null && parsed.cents > MAX_RIGHTS_FEE_CENTS) return { error: RIGHTS_FEE_TOO_BIG };
  return parsed;
}

type Typed = { uses: RightsTerms["uses"]; term: RightsTerms["term"]; fee: string | undefined; note: string | undefined };

/**
 * The offer's terms from what was typed: null when no use is checked. A fee or a note without a
 * use is a mistake worth saying, not a choice to drop silently.
 */
export function rightsTermsOf(typed: Typed): { terms: RightsTerms | null } | { errors: { rights_uses?: string; rights_fee?: string } } {
  const fee = rightsFee(typed.fee);
  const note = typed.note?.trim() || null;
  if ("error" in fee) return { errors: { rights_fee: fee.error } };
  if (!typed.uses.length) return fee.cents !== null || note ? { errors: { rights_uses: RIGHTS_USES_MISSING } } : { terms: null };
  return { terms: { uses: typed.uses, term: typed.term, fee_cents: fee.cents, note } };
}

/** An offer's terms as the wizard's fields show them again (starting from a previous offer). */
export function rightsFormValues(terms: RightsTerms | null | undefined): Record<string, string | string[] | undefined> {
  if (!terms) return {};
  return { rights_uses: terms.uses, rights_term: terms.term, rights_fee: centsToDollars(terms.fee_cents), rights_note: terms.note ?? undefined };
}
