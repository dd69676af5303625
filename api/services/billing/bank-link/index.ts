// Bank linking (docs/product/billing.md#adding-a-bank-account: products auth and transactions). A link
// widget gives the browser a public token and an account id; the API exchanges them for a
// payment-gateway bank token. Sandbox by default (a fixed list of test banks, which the web
// tool shows as a plain form); Plaid with PLAID_CLIENT_ID and PLAID_SECRET.
import type { Config } from "../../../config";
import { createPlaidBankLink } from "./plaid";
import { createSandboxBankLink } from "./sandbox";

export type SandboxInstitution = {
  id: string;
  name: string;
  public_token: string;
  accounts: { id: string; name: string; mask: string }[];
};

export type LinkSession =
  { provider: "sandbox"; link_token: null; institutions: SandboxInstitution[] } | { provider: "plaid"; link_token: string; institutions: [] };

export interface BankLink {
  readonly kind: "sandbox" | "plaid";
  /** What the browser needs to open the link widget. */
  startLink(input: { businessId: number; clientName: string }): Promise<LinkSession>;
  /** Public token + account → a bank token the payment gateway can attach (400 when refused). */
  exchange(publicToken: string, accountId: string): Promise<{ sourceToken: string }>;
}

export function createBankLink(config: Config): BankLink {
  return config.plaidClientId && config.plaidSecret
    ? createPlaidBankLink({ clientId: config.plaidClientId, secret: config.plaidSecret, env: config.plaidEnv })
    : createSandboxBankLink();
}
