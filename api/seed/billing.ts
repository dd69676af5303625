// Seed area: billing. Demo Bistro is a customer with a plan and two cards;
// Rival Studio has no customer yet, so the intro form shows.
import { billingCustomers, billingSources, billingSubscriptions } from "../db/schema";
import type { SeedContext } from "./index";
import type { SeededUsers } from "./users";

export type SeededBilling = { demoCustomerId: string; demoSourceIds: string[] };

export async function seedBilling(ctx: SeedContext, seededUsers: SeededUsers): Promise<SeededBilling> {
  const businessId = seededUsers.demo.businessId;
  const expYear = ctx.now.getUTCFullYear() + 3;
  const addedAt = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * 86_400_000);
  await ctx.db.insert(billingCustomers).values({
    businessId,
    provider: "sandbox",
    customerId: "cus_demo_bistro",
    email: "accounts@demo-bistro.example.com",
    defaultSource: "card_demo_visa",
    createdAt: addedAt(120),
  });
  await ctx.db.insert(billingSources).values([
    {
      id: "card_demo_visa",
      businessId,
      object: "card",
      brand: "Visa",
      last4: "4242",
      expMonth: 8,
      expYear,
      fingerprint: "sandbox-visa",
      createdAt: addedAt(120),
    },
    {
      id: "card_demo_amex",
      businessId,
      object: "card",
      brand: "American Express",
      last4: "0005",
      expMonth: 3,
      expYear,
      fingerprint: "sandbox-amex",
      createdAt: addedAt(30),
    },
  ]);
  await ctx.db.insert(billingSubscriptions).values({
    id: "sub_demo_bistro",
    businessId,
    planId: "pro_monthly",
    nickname: "Pro Monthly",
    frequency: "monthly",
    createdAt: addedAt(120),
  });
  return { demoCustomerId: "cus_demo_bistro", demoSourceIds: ["card_demo_visa", "card_demo_amex"] };
}
