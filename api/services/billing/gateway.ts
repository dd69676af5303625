import { type Frequency, type PlanName } from "../../../contract/billing";
// The payment gateway interface (ARCHITECTURE.md: sandbox by default, Stripe with
// STRIPE_SECRET_KEY). The API keeps its own record of customers and sources in the billing_*
// tables either way; a gateway only does the provider's side and says what it created.

/** Raw card fields: accepted by the sandbox only (real card data never reaches our servers). */
export type CardInput = { number: string; exp_month: number; exp_year: number; cvc: string };

export type SourceInput = { token: string } | { card: CardInput };

export type CreatedSource = {
  id: string;
  object: "card" | "bank_account";
  /** 'Visa', 'American Express', … for cards; the bank's name for bank accounts. */
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  fingerprint: string | null;
};

export interface PaymentGateway {
  readonly kind: "sandbox" | "stripe";
  createCustomer(input: { email: string; name: string; businessId: number }): Promise<{ customerId: string }>;
  updateEmail(customerId: string, email: string): Promise<void>;
  /** Refusals (declined, invalid, not a test number) throw a 400 HttpError with the provider's message. */
  addSource(customerId: string, input: SourceInput): Promise<CreatedSource>;
  removeSource(customerId: string, sourceId: string): Promise<void>;
  setDefaultSource(customerId: string, sourceId: string): Promise<void>;
  startSubscription(customerId: string, plan: { plan: PlanName; frequency: Frequency; planId: string }): Promise<{ id: string }>;
}
