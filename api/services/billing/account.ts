// The business's billing account (docs/product/billing.md): its customer and billing email, cards and
// bank accounts, the default method and starting a plan. The gateway does the provider's side;
// the billing_* tables keep our record. Another business's source id is a 404.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { billingCustomers, billingSources, billingSubscriptions, businesses } from "../../db/schema";
import { badRequest, ownedOr404 } from "../../lib/errors";
import type { BankLink } from "./bank-link";
import { once } from "../../lib/idempotency";
import type { PaymentGateway, SourceInput } from "./gateway";
import { planId, planNickname } from "./plans";
import { customerView, findCustomer, findSource, setDefaultSourceRow } from "./store";
import { type Frequency, type PlanName } from "../../../contract/billing";

export const NO_CUSTOMER = "There is no billing account yet: save a billing email first.";
export const DEFAULT_REMOVAL = "This is your default payment method. Make another payment method the default before removing it.";

async function requireCustomer(db: Db, businessId: number) {
  const customer = await findCustomer(db, businessId);
  if (!customer) throw badRequest(NO_CUSTOMER);
  return customer;
}

async function businessName(db: Db, businessId: number) {
  return ownedOr404(await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) })).name;
}

/** Saves the billing email: creates the customer, or (a double submit) updates its email. */
export async function saveCustomer(db: Db, gateway: PaymentGateway, businessId: number, email: string) {
  const existing = await findCustomer(db, businessId);
  if (existing) {
    await updateEmail(db, gateway, businessId, existing.customerId, email);
    return { created: false, customer: await customerView(db, businessId) };
  }
  const { customerId } = await gateway.createCustomer({ email, name: await businessName(db, businessId), businessId });
  await db.insert(billingCustomers).values({ businessId, provider: gateway.kind, customerId, email }).onConflictDoNothing();
  return { created: true, customer: await customerView(db, businessId) };
}

async function updateEmail(db: Db, gateway: PaymentGateway, businessId: number, customerId: string, email: string) {
  await gateway.updateEmail(customerId, email);
  await db.update(billingCustomers).set({ email }).where(eq(billingCustomers.businessId, businessId));
}

export async function changeBillingEmail(db: Db, gateway: PaymentGateway, businessId: number, email: string) {
  const customer = await requireCustomer(db, businessId);
  await updateEmail(db, gateway, businessId, customer.customerId, email);
  return customerView(db, businessId);
}

async function attachSource(db: Db, gateway: PaymentGateway, businessId: number, input: SourceInput) {
  const customer = await requireCustomer(db, businessId);
  const created = await gateway.addSource(customer.customerId, input);
  await db.insert(billingSources).values({ ...created, businessId });
  // The first source becomes the default, as with Stripe.
  if (!customer.defaultSource) await setDefaultSourceRow(db, businessId, created.id);
  return customerView(db, businessId);
}

/** Adds a card or token; a doubled submit with the same Idempotency-Key adds it once and answers alike. */
export async function addSource(db: Db, gateway: PaymentGateway, businessId: number, input: SourceInput, key: string | null) {
  return once(db, businessId, { scope: "payments/sources", key }, async (tx) => ({
    statusCode: 201,
    body: { data: await attachSource(tx, gateway, businessId, input) },
  }));
}

export async function removeSource(db: Db, gateway: PaymentGateway, businessId: number, sourceId: string, newDefault: string | undefined) {
  const customer = await requireCustomer(db, businessId);
  const source = ownedOr404(await findSource(db, businessId, sourceId));
  if (customer.defaultSource === source.id) {
    const next = newDefault && newDefault !== source.id ? ownedOr404(await findSource(db, businessId, newDefault)) : null;
    if (!next) throw badRequest(DEFAULT_REMOVAL);
    await gateway.setDefaultSource(customer.customerId, next.id);
    await setDefaultSourceRow(db, businessId, next.id);
  }
  await gateway.removeSource(customer.customerId, source.id);
  await db.delete(billingSources).where(and(eq(billingSources.id, source.id), eq(billingSources.businessId, businessId)));
  return customerView(db, businessId);
}

export async function makeDefaultSource(db: Db, gateway: PaymentGateway, businessId: number, sourceId: string) {
  const customer = await requireCustomer(db, businessId);
  const source = ownedOr404(await findSource(db, businessId, sourceId));
  await gateway.setDefaultSource(customer.customerId, source.id);
  await setDefaultSourceRow(db, businessId, source.id);
  return customerView(db, businessId);
}

/** A call of its own: the bank-linking widget needs a session (Plaid's link token) first; the sandbox answers with its test banks. */
export async function startBankLink(db: Db, bankLink: BankLink, businessId: number) {
  await requireCustomer(db, businessId);
  return bankLink.startLink({ businessId, clientName: await businessName(db, businessId) });
}

export async function linkBankAccount(db: Db, gateway: PaymentGateway, bankLink: BankLink, businessId: number, token: string, accountId: string) {
  await requireCustomer(db, businessId);
  const { sourceToken } = await bankLink.exchange(token, accountId);
  return attachSource(db, gateway, businessId, { token: sourceToken });
}

/** An existing plan is changed only by email, so a second plan is refused (docs/product/billing.md#plans). */
export async function startPlan(
  db: Db,
  gateway: PaymentGateway,
  partnershipsEmail: string,
  businessId: number,
  input: { plan: PlanName; frequency: Frequency },
) {
  const customer = await requireCustomer(db, businessId);
  const current = await db.query.billingSubscriptions.findFirst({ where: eq(billingSubscriptions.businessId, businessId) });
  if (current) throw badRequest(`You already have a plan. To change it, email ${partnershipsEmail}.`);
  if (!customer.defaultSource) throw badRequest("Add a payment method before starting a plan.");
  const id = planId(input.plan, input.frequency);
  const subscription = await gateway.startSubscription(customer.customerId, { ...input, planId: id });
  await db
    .insert(billingSubscriptions)
    .values({ id: subscription.id, businessId, planId: id, nickname: planNickname(input.plan, input.frequency), frequency: input.frequency });
  return customerView(db, businessId);
}
