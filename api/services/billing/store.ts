// The API's record of each business's billing customer, sources and subscriptions, and the
// customer shape of the contract built from it.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { billingCustomers, billingSources, billingSubscriptions } from "../../db/schema";

export type CustomerRow = typeof billingCustomers.$inferSelect;
export type SourceRow = typeof billingSources.$inferSelect;

export type CustomerView = {
  id: string;
  email: string;
  default_source: string | null;
  plan: string | null;
  sources: { data: { id: string; object: string; brand: string; last4: string; exp_month: number | null; exp_year: number | null }[]; total_count: number };
  subscriptions: { data: { id: string; plan: { id: string; nickname: string }; frequency: string }[]; total_count: number };
};

export async function findCustomer(db: Db, businessId: number): Promise<CustomerRow | undefined> {
  return db.query.billingCustomers.findFirst({ where: eq(billingCustomers.businessId, businessId) });
}

/** A source of this business, or undefined (another business's source looks the same as none). */
export async function findSource(db: Db, businessId: number, sourceId: string): Promise<SourceRow | undefined> {
  return db.query.billingSources.findFirst({ where: and(eq(billingSources.id, sourceId), eq(billingSources.businessId, businessId)) });
}

export async function customerView(db: Db, businessId: number): Promise<CustomerView | null> {
  const [customer, sources, subscriptions] = await Promise.all([
    findCustomer(db, businessId),
    db.select().from(billingSources).where(eq(billingSources.businessId, businessId)).orderBy(asc(billingSources.createdAt), asc(billingSources.id)),
    db.select().from(billingSubscriptions).where(eq(billingSubscriptions.businessId, businessId)).orderBy(asc(billingSubscriptions.createdAt)),
  ]);
  if (!customer) return null;
  return {
    id: customer.customerId,
    email: customer.email,
    default_source: customer.defaultSource,
    plan: subscriptions[0]?.planId ?? null,
    sources: {
      data: sources.map((s) => ({ id: s.id, object: s.object, brand: s.brand, last4: s.last4, exp_month: s.expMonth, exp_year: s.expYear })),
      total_count: sources.length,
    },
    subscriptions: {
      data: subscriptions.map((s) => ({ id: s.id, plan: { id: s.planId, nickname: s.nickname }, frequency: s.frequency })),
      total_count: subscriptions.length,
    },
  };
}

export async function setDefaultSourceRow(db: Db, businessId: number, sourceId: string | null) {
  await db.update(billingCustomers).set({ defaultSource: sourceId }).where(eq(billingCustomers.businessId, businessId));
}
