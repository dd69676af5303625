// Usage rights an offer asks for up front (docs/features/content.md): the wizard sets default
// terms on the offer (details.rights_terms), a model accepts them when claiming, and the brand's
// rights to the claim's posts start at the claim (content/rights.ts, grantAtClaim). The terms are
// checked as a request for rights checks them.
import { rightsTermsSchema } from "../content/terms";
import type { RightsTerms } from "../../../contract/content";

export const offerRightsTermsBody = rightsTermsSchema
  .nullish()
  .describe(
    "Usage rights the offer asks for up front, as POST /content/rights takes them: a model accepts them to claim (POST /internal/claims), " +
      "and the brand's rights to the claim's posts start at the claim. Null or left out: none. Returned on the Offer.",
  );

/** The terms an offer asks for up front, or null when it asks for none. */
export function offerRightsTerms(details: Record<string, unknown>): RightsTerms | null {
  const parsed = rightsTermsSchema.safeParse(details.rights_terms);
  return parsed.success ? parsed.data : null;
}

export const RIGHTS_NOT_ACCEPTED = "This offer asks for usage rights; accept its terms to claim it.";
