// The brand's settings for reminders and claims (docs/product/accounts.md#reminders-and-claims-settings): automatic reminders to post, the weekly
// digest, and the rule for who may claim (services/offers/claim-rule.ts applies it).
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses } from "../../db/schema";

export type ReminderSettings = { auto_reminders: boolean; weekly_digest: boolean; skip_no_shows: number | null; skip_below_rate: number | null };

const columns = {
  auto_reminders: businesses.autoReminders,
  weekly_digest: businesses.weeklyDigest,
  skip_no_shows: businesses.skipNoShows,
  skip_below_rate: businesses.skipBelowRate,
};

export async function reminderSettings(db: Db, businessId: number): Promise<ReminderSettings> {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId));
  return row!;
}

export async function saveReminderSettings(db: Db, businessId: number, s: ReminderSettings): Promise<ReminderSettings> {
  const [row] = await db
    .update(businesses)
    .set({ autoReminders: s.auto_reminders, weeklyDigest: s.weekly_digest, skipNoShows: s.skip_no_shows, skipBelowRate: s.skip_below_rate })
    .where(eq(businesses.id, businessId))
    .returning(columns);
  return row!;
}
