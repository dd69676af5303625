// Deterministic demo data: the same rows on every run, with dates relative to `now`.
// One module per area (users now; offers, reports and billing join later), each taking the
// context and what earlier areas created.
import type { FileStore } from "../adapters/storage";
import { sql } from "drizzle-orm";
import type { Db } from "../db";
import { users } from "../db/schema";
import { resetDatabase } from "../db/reset";
import { seedApplicants, type SeededApplicants } from "./applicants";
import { seedBilling } from "./billing";
import { seedCosts } from "./costs";
import { seedModels, type SeededModel } from "./models";
import { seedOffers, type SeededOffers } from "./offers";
import { seedProfile } from "./profile";
import { seedReference } from "./reference";
import { seedResults, type SeededResults } from "./results";
import { seedTemplates } from "./templates";
import { seedContent } from "./content";
import { seedDowntownPosts } from "./offers-downtown";
import { seedReminders } from "./reminders";
import { seedTrackRecords } from "./track-record";
import { seedUsers, type SeededUsers } from "./users";

/** `storage`: where the demo's pictures and video go (the API's file store). */
export type SeedOptions = { storage: FileStore; now?: Date; force?: boolean };
export type SeedContext = { db: Db; storage: FileStore; now: Date };
export type SeedResult =
  { seeded: false } | { seeded: true; users: SeededUsers; models: SeededModel[]; results: SeededResults; offers: SeededOffers; applicants: SeededApplicants };

/**
 * Seeds an empty database. A database that already has users is left alone, unless `force`,
 * which first empties every table.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedResult> {
  if (opts.force) {
    await resetDatabase(db);
  } else {
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
    if (count > 0) return { seeded: false };
  }
  return db.transaction(async (tx) => {
    const ctx: SeedContext = { db: tx, storage: opts.storage, now: opts.now ?? new Date() };
    const seededUsers = await seedUsers(ctx);
    const seededModels = await seedModels(ctx);
    const seededOffers = await seedOffers(ctx, seededUsers, seededModels);
    const seededResults = await seedResults(ctx, seededUsers, seededModels);
    await seedProfile(ctx, seededUsers);
    await seedBilling(ctx, seededUsers);
    await seedReference(ctx);
    const seededApplicants = await seedApplicants(ctx, seededUsers, seededModels);
    await seedTemplates(ctx, seededOffers);
    const history = await seedTrackRecords(ctx, seededUsers, { casting: seededApplicants.demo.casting!, brunch: seededOffers.demo.brunch! });
    await seedCosts(ctx, seededUsers, seededOffers, seededModels);
    await seedReminders(ctx, seededUsers, { job: seededOffers.demo.job!, pastBrunch: seededOffers.demo.pastBrunch!, rivalPast: history.rival });
    await seedContent(ctx, seededUsers, seededOffers.demo.brunch!);
    await seedDowntownPosts(ctx, seededUsers, seededOffers.demo.opening!);
    // Each later area seeds from here, in order: it may use what the earlier ones returned.
    return { seeded: true as const, users: seededUsers, models: seededModels, results: seededResults, offers: seededOffers, applicants: seededApplicants };
  });
}
