// Test banks named after Plaid's sandbox institutions. Each bank's public token and account
// ids are fixed, so the web tool's no-JS dialog can post them like the widget would.
import { badRequest } from "../../../lib/errors";
import type { BankLink, SandboxInstitution } from "./index";

const BANKS: [slug: string, name: string, checking: string, savings: string][] = [
  ["platypus", "First Platypus Bank", "0000", "1111"],
  ["gingham", "First Gingham Credit Union", "2222", "3333"],
  ["tartan", "Tartan Bank", "4444", "5555"],
  ["houndstooth", "Houndstooth Bank", "6666", "7777"],
];

export const SANDBOX_INSTITUTIONS: SandboxInstitution[] = BANKS.map(([slug, name, checking, savings]) => ({
  id: `ins_sandbox_${slug}`,
  name,
  public_token: `public-sandbox-${slug}`,
  accounts: [
    { id: `${slug}-checking`, name: "Plaid Checking", mask: checking },
    { id: `${slug}-savings`, name: "Plaid Saving", mask: savings },
  ],
}));

export const BANK_LINK_REFUSED = "The bank account could not be linked. Please choose the bank and account again.";

export function createSandboxBankLink(): BankLink {
  return {
    kind: "sandbox",
    async startLink() {
      return { provider: "sandbox", link_token: null, institutions: SANDBOX_INSTITUTIONS };
    },
    async exchange(publicToken, accountId) {
      const bank = SANDBOX_INSTITUTIONS.find((b) => b.public_token === publicToken);
      const account = bank?.accounts.find((a) => a.id === accountId);
      if (!bank || !account) throw badRequest(BANK_LINK_REFUSED);
      return { sourceToken: `btok_sandbox_${account.id.split("-")[0]}_${account.mask}` };
    },
  };
}
