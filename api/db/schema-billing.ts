// Billing: a business's customer at the payment gateway, its sources and subscription, and the
// answers kept for an Idempotency-Key. Re-exported by schema.ts.
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { businesses } from "./schema-marketplace";

export const billingCustomers = pgTable("billing_customers", {
  businessId: integer("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  customerId: text("customer_id").notNull(),
  email: text("email").notNull(),
  defaultSource: text("default_source"),
  createdAt: createdAt(),
});

export const billingSources = pgTable(
  "billing_sources",
  {
    id: text("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    object: text("object").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    fingerprint: text("fingerprint"),
    createdAt: createdAt(),
  },
  (t) => [index("billing_sources_business").on(t.businessId)],
);

export const billingSubscriptions = pgTable("billing_subscriptions", {
  id: text("id").primaryKey(),
  businessId: integer("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  planId: text("plan_id").notNull(),
  nickname: text("nickname").notNull(),
  frequency: text("frequency").notNull(),
  createdAt: createdAt(),
});

/** Responses to requests sent with an Idempotency-Key header, replayed on a repeat. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    businessId: integer("business_id").notNull(),
    key: text("key").notNull(),
    statusCode: integer("status_code").notNull(),
    body: jsonb("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
);
