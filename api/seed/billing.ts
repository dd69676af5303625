// Seed area: billing (SPEC §2 Billing). Demo Bistro is a customer with a plan and two cards;
// Rival Studio has no customer yet, so the intro form shows. For the e2e suite (E2E_FRESH),
// four more brands without a customer, one per Playwright project, so each project can walk
// the whole billing flow in parallel on one server: billing1..billing4 / billing1234.
import { billingCustomers, billingSources, billingSubscriptions, businesses, users } from "../db/schema";
import { hashPassword } from "../services/passwords";
import type { SeedContext } from "./index";
import type { SeededUsers } from "./users";

export const BILLING_TEST_PASSWORD = "billing1234";
export const BILLING_TEST_USERNAMES = ["billing1", "billing2", "billing3", "billing4"] as const;

export type SeededBilling = { demoCustomerId: string; demoSourceIds: string[] };

async function seedBillingTestBrands(ctx: SeedContext) {
  const passwordHash = await hashPassword(BILLING_TEST_PASSWORD);
  for (const [i, username] of BILLING_TEST_USERNAMES.entries()) {
    const [user] = await ctx.db
      .insert(users)
      .values({ username, email: `${username}@example.com`, passwordHash, type: "business" })
      .returning({ id: users.id });
    await ctx.db.insert(businesses).values({
      userId: user!.id,
      name: `Billing Test ${i + 1}`,
      contactName: `Billing Tester ${i + 1}`,
      contactEmail: `${username}@example.com`,
    });
  }
}

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
    { id: "card_demo_visa", businessId, object: "card", brand: "Visa", last4: "4242", expMonth: 8, expYear, fingerprint: "sandbox-visa", createdAt: addedAt(120) },
    { id: "card_demo_amex", businessId, object: "card", brand: "American Express", last4: "0005", expMonth: 3, expYear, fingerprint: "sandbox-amex", createdAt: addedAt(30) },
  ]);
  await ctx.db.insert(billingSubscriptions).values({
    id: "sub_demo_bistro",
    businessId,
    planId: "pro_monthly",
    nickname: "Pro Monthly",
    frequency: "monthly",
    createdAt: addedAt(120),
  });
  if (process.env.E2E_FRESH === "1") await seedBillingTestBrands(ctx);
  return { demoCustomerId: "cus_demo_bistro", demoSourceIds: ["card_demo_visa", "card_demo_amex"] };
}
