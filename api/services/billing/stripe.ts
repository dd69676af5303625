// The Stripe gateway (STRIPE_SECRET_KEY). Cards are tokenized in the browser by Stripe
// Elements, so only tokens reach this code; bank accounts arrive as Stripe bank account
// tokens made by Plaid. STRIPE_API_HOST (e.g. http://127.0.0.1:12111) points the SDK at
// another host: the tests use a small local fake of the few endpoints called here.
// The SDK (some 20 MB of the API's memory) is loaded only when Stripe is configured.
import type Stripe from "stripe";
import { badRequest, HttpError } from "../../lib/errors";
import type { CreatedSource, PaymentGateway, SourceInput } from "./gateway";

export const PROVIDER_UNAVAILABLE = "The payment provider is unavailable right now. Please try again in a moment.";

type StripeSource = {
  id: string;
  object: string;
  brand?: string | null;
  bank_name?: string | null;
  last4?: string | null;
  exp_month?: number | null;
  exp_year?: number | null;
  fingerprint?: string | null;
};

function hostOptions(apiHost: string | undefined) {
  if (!apiHost) return {};
  const url = new URL(apiHost);
  return { host: url.hostname, port: url.port || (url.protocol === "http:" ? 80 : 443), protocol: url.protocol.replace(":", "") as "http" | "https" };
}

/** The provider's refusals (declined card, bad token) are the caller's: 400 with Stripe's message. */
function translate(error: unknown): never {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === "StripeCardError" || type === "StripeInvalidRequestError") {
    throw badRequest((error as Error).message || "The payment provider refused the request.");
  }
  throw new HttpError(502, PROVIDER_UNAVAILABLE);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    translate(error);
  }
}

function toSource(source: StripeSource): CreatedSource {
  const isCard = source.object === "card";
  return {
    id: source.id,
    object: isCard ? "card" : "bank_account",
    brand: isCard ? (source.brand ?? "Card") : "Bank",
    last4: source.last4 ?? "",
    expMonth: source.exp_month ?? null,
    expYear: source.exp_year ?? null,
    fingerprint: source.fingerprint ?? null,
  };
}

export function createStripeGateway(secretKey: string, apiHost?: string): PaymentGateway {
  const client = import("stripe").then(
    ({ default: Sdk }) => new Sdk(secretKey, { maxNetworkRetries: 1, timeout: 20_000, telemetry: false, ...hostOptions(apiHost) }) as Stripe,
  );
  const use = <T>(work: (stripe: Stripe) => Promise<T>) => call(async () => work(await client));
  return {
    kind: "stripe",
    async createCustomer({ email, name, businessId }) {
      const customer = await use((stripe) => stripe.customers.create({ email, name, metadata: { business_id: String(businessId) } }));
      return { customerId: customer.id };
    },
    async updateEmail(customerId, email) {
      await use((stripe) => stripe.customers.update(customerId, { email }));
    },
    async addSource(customerId, input: SourceInput) {
      if (!("token" in input)) throw badRequest("Card details must be entered in the card form: send the Stripe token as source.");
      const source = await use((stripe) => stripe.customers.createSource(customerId, { source: input.token }));
      return toSource(source);
    },
    async removeSource(customerId, sourceId) {
      await use((stripe) => stripe.customers.deleteSource(customerId, sourceId));
    },
    async setDefaultSource(customerId, sourceId) {
      await use((stripe) => stripe.customers.update(customerId, { default_source: sourceId }));
    },
    async startSubscription(customerId, { planId }) {
      // Prices are found by lookup_key, so the same plan ids work in test and live mode.
      const prices = await use((stripe) => stripe.prices.list({ lookup_keys: [planId], active: true, limit: 1 }));
      const price = prices.data[0];
      if (!price) throw badRequest(`The plan ${planId} is not available.`);
      const subscription = await use((stripe) => stripe.subscriptions.create({ customer: customerId, items: [{ price: price.id }] }));
      return { id: subscription.id };
    },
  };
}
