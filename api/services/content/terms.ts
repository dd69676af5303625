// The terms of usage rights as a request takes them (POST /content/rights) and as an offer asks
// for them up front (the wizard's details.rights_terms): one schema for both.
import { z } from "zod";
import { MAX_RIGHTS_FEE_CENTS, RIGHTS_TERM_KEYS, RIGHTS_USE_KEYS, type RightsTerm, type RightsUse } from "../../../contract/content";

export const rightsTermsSchema = z.object({
  uses: z
    .array(z.enum(RIGHTS_USE_KEYS as [RightsUse, ...RightsUse[]], { message: `each use must be one of ${RIGHTS_USE_KEYS.join(", ")}.` }))
    .min(1, "Choose at least one use.")
    .max(RIGHTS_USE_KEYS.length)
    .transform((uses) => [...new Set(uses)]),
  term: z.enum(RIGHTS_TERM_KEYS as [RightsTerm, ...RightsTerm[]], { message: `term must be one of ${RIGHTS_TERM_KEYS.join(", ")}.` }),
  fee_cents: z
    .number()
    .int("fee_cents must be whole cents.")
    .min(0, "The fee can't be negative.")
    .max(MAX_RIGHTS_FEE_CENTS, "The fee can be at most $100,000.")
    .nullable()
    .default(null),
  note: z
    .string()
    .trim()
    .max(500, "The note can be at most 500 characters.")
    .nullable()
    .default(null)
    .transform((n) => n || null),
});
