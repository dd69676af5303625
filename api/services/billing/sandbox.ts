// The default gateway: no provider, works offline. It accepts Stripe's documented test card
// numbers and tokens (https://docs.stripe.com/testing) and refuses every other number, so a
// real card can never be typed into a sandbox install by mistake.
import { createHash, randomBytes } from "node:crypto";
import { badRequest } from "../../lib/errors";
import type { CardInput, CreatedSource, PaymentGateway, SourceInput } from "./gateway";

type TestCard = { brand: string; declined?: true };

export const TEST_CARDS: Record<string, TestCard> = {
  "4242424242424242": { brand: "Visa" },
  "378282246310005": { brand: "American Express" },
  "4000000000000002": { brand: "Visa", declined: true },
};

const TEST_TOKENS: Record<string, string> = {
  tok_visa: "4242424242424242",
  tok_amex: "378282246310005",
  tok_chargeDeclined: "4000000000000002",
};

export const DECLINED_MESSAGE = "Your card was declined.";
export const NOT_A_TEST_CARD = "This card number is not accepted in sandbox mode. Use a test card such as 4242 4242 4242 4242.";

// Bank tokens made by the sandbox bank link: btok_sandbox_<bank slug>_<last4>.
const SANDBOX_BANK_TOKEN = /^btok_sandbox_([a-z0-9-]{1,60})_(\d{4})$/;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function expiryOk(month: number, year: number, now: Date) {
  const fullYear = year < 100 ? 2000 + year : year;
  // A card is valid through the last day of its expiry month.
  return fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

function cardSource(number: string, card: TestCard, exp: { month: number; year: number } | null): CreatedSource {
  return {
    id: newId("card"),
    object: "card",
    brand: card.brand,
    last4: number.slice(-4),
    expMonth: exp?.month ?? null,
    expYear: exp ? (exp.year < 100 ? 2000 + exp.year : exp.year) : null,
    // Never the number itself: a one-way digest, as a provider's fingerprint.
    fingerprint: createHash("sha256").update(`sandbox:${number}`).digest("hex").slice(0, 16),
  };
}

function addCard(card: CardInput, now: Date): CreatedSource {
  const number = card.number.replace(/[\s-]/g, "");
  const known = TEST_CARDS[number];
  if (!known) throw badRequest(NOT_A_TEST_CARD);
  if (!expiryOk(card.exp_month, card.exp_year, now)) throw badRequest("Your card has expired.");
  const cvcLength = known.brand === "American Express" ? 4 : 3;
  if (card.cvc.length !== cvcLength) throw badRequest("Your card's security code is incorrect.");
  if (known.declined) throw badRequest(DECLINED_MESSAGE);
  return cardSource(number, known, { month: card.exp_month, year: card.exp_year });
}

function addToken(token: string): CreatedSource {
  const number = TEST_TOKENS[token];
  if (number) {
    const card = TEST_CARDS[number]!;
    if (card.declined) throw badRequest(DECLINED_MESSAGE);
    return cardSource(number, card, null);
  }
  const bank = SANDBOX_BANK_TOKEN.exec(token);
  if (bank) {
    return { id: newId("ba"), object: "bank_account", brand: "Bank", last4: bank[2]!, expMonth: null, expYear: null, fingerprint: null };
  }
  throw badRequest("This payment token is not known in sandbox mode.");
}

export function createSandboxGateway(now: () => Date = () => new Date()): PaymentGateway {
  return {
    kind: "sandbox",
    async createCustomer() {
      return { customerId: newId("cus") };
    },
    async updateEmail() {},
    async addSource(_customerId: string, input: SourceInput) {
      return "card" in input ? addCard(input.card, now()) : addToken(input.token);
    },
    async removeSource() {},
    async setDefaultSource() {},
    async startSubscription() {
      return { id: newId("sub") };
    },
  };
}
