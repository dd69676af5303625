// The brand's settings for the promise kept (docs/product/accounts.md#reminders-and-claims-settings): automatic reminders to post, the weekly
// digest, and the rule for who may claim (services/offers/claim-rule.ts applies it).
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses } from "../../db/schema";

export type PromiseSettings = { auto_reminders: boolean; weekly_digest: boolean; skip_no_shows: number | null; skip_below_rate: number | null };

const columns = {
  auto_reminders: businesses.autoReminders,
  weekly_digest: businesses.weeklyDigest,
  skip_no_shows: businesses.skipNoShows,
  skip_below_rate: businesses.skipBelowRate,
};

export async function promiseSettings(db: Db, businessId: number): Promise<PromiseSettings> {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId));
  return row!;
}

export async function savePromiseSettings(db: Db, businessId: number, s: PromiseSettings): Promise<PromiseSettings> {
  const [row] = await db
    .update(businesses)
    .set({ autoReminders: s.auto_reminders, weeklyDigest: s.weekly_digest, skipNoShows: s.skip_no_shows, skipBelowRate: s.skip_below_rate })
    .where(eq(businesses.id, businessId))
    .returning(columns);
  return row!;
}
