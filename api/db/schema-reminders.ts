// Reminders and claims: the reminders to post a brand's models were sent, and the weekly
// digests its contact was sent. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { users } from "./schema-accounts";
import { businesses, claims } from "./schema-marketplace";

/** manual: the Remind button; day_after and overdue: the automatic ones, each sent once per claim. */
export type ReminderKind = "manual" | "day_after" | "overdue";

export const postReminders = pgTable(
  "post_reminders",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ReminderKind>().notNull(),
    /** The seat that pressed Remind; null for the automatic ones. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    sentAt: ts("sent_at").notNull().defaultNow(),
  },
  (t) => [
    index("post_reminders_claim").on(t.claimId, t.sentAt),
    // Each automatic reminder once per claim, however many workers look at once.
    uniqueIndex("post_reminders_once")
      .on(t.claimId, t.kind)
      .where(sql`${t.kind} <> 'manual'`),
  ],
);

/** One row per brand and week whose digest was sent: a second worker, or a retry, finds it and sends none. */
export const digestsSent = pgTable(
  "digests_sent",
  {
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** The Monday the digest's week began (UTC). */
    week: date("week", { mode: "string" }).notNull(),
    sentAt: ts("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.week] })],
);
