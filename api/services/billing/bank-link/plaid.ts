// Plaid (the `plaid` SDK): Link tokens for the widget, then the public token exchange and a
// Stripe bank account token for the chosen account (Plaid's Stripe processor integration).
// The SDK is large (some 30 MB of the API's memory), so it is loaded only when Plaid is configured.
import type { PlaidApi } from "plaid";
import { badRequest, HttpError } from "../../../lib/errors";
import type { BankLink } from "./index";
import { BANK_LINK_REFUSED } from "./sandbox";

export const BANK_LINK_UNAVAILABLE = "The bank-linking service is unavailable right now. Please try again in a moment.";

/** Plaid answers a bad public token or account with 400 and an error_code; anything else is theirs. */
function translate(error: unknown): never {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  if (status === 400) throw badRequest(BANK_LINK_REFUSED);
  throw new HttpError(502, BANK_LINK_UNAVAILABLE);
}

export function createPlaidBankLink(opts: { clientId: string; secret: string; env: string; basePath?: string }): BankLink {
  // An environment the SDK doesn't list (development: newer SDKs only list sandbox and production) gets its own host.
  const loaded = import("plaid").then((sdk) => {
    const basePath = opts.basePath ?? sdk.PlaidEnvironments[opts.env] ?? `https://${opts.env}.plaid.com`;
    const headers = { "PLAID-CLIENT-ID": opts.clientId, "PLAID-SECRET": opts.secret };
    return { sdk, plaid: new sdk.PlaidApi(new sdk.Configuration({ basePath, baseOptions: { headers, timeout: 20_000 } })) as PlaidApi };
  });
  return {
    kind: "plaid",
    async startLink({ businessId, clientName }) {
      const { sdk, plaid } = await loaded;
      try {
        const { data } = await plaid.linkTokenCreate({
          user: { client_user_id: `business-${businessId}` },
          client_name: clientName.slice(0, 30),
          products: [sdk.Products.Auth, sdk.Products.Transactions],
          country_codes: [sdk.CountryCode.Us],
          language: "en",
        });
        return { provider: "plaid", link_token: data.link_token, institutions: [] };
      } catch (error) {
        translate(error);
      }
    },
    async exchange(publicToken, accountId) {
      const { plaid } = await loaded;
      try {
        const { data: item } = await plaid.itemPublicTokenExchange({ public_token: publicToken });
        const { data } = await plaid.processorStripeBankAccountTokenCreate({ access_token: item.access_token, account_id: accountId });
        return { sourceToken: data.stripe_bank_account_token };
      } catch (error) {
        translate(error);
      }
    },
  };
}
