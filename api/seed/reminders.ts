// Seed area: reminders and claims. Demo Bistro skips models with 2 or more no-shows in
// the last 90 days, and its Catalogue Shoot's unreviewed applicant has two (at Rival Studio), so
// the applicant is marked with the reason; one of Spring Brunch's posts due was reminded 20
// hours ago, so its row says when and the next reminder waits. Every model has an address.
import { and, asc, eq, inArray } from "drizzle-orm";
import { businesses, claims, postReminders } from "../db/schema";
import { ruleVerdict, type ClaimRule } from "../services/offers/claim-rule";
import type { SeedContext } from "./index";
import { clock } from "./offer-builder";
import type { SeededUsers } from "./users";

export const DEMO_RULE: ClaimRule = { skip_no_shows: 2, skip_below_rate: null };

export async function seedReminders(ctx: SeedContext, users: SeededUsers, offerIds: { job: number; pastBrunch: number; rivalPast: number[] }) {
  const { hours } = clock(ctx.now);
  const demo = users.demo.businessId;
  await ctx.db.update(businesses).set({ skipNoShows: DEMO_RULE.skip_no_shows, skipBelowRate: DEMO_RULE.skip_below_rate }).where(eq(businesses.id, demo));

  const [applicant] = await ctx.db
    .select({ id: claims.id, modelId: claims.modelId })
    .from(claims)
    .where(and(eq(claims.offerId, offerIds.job), eq(claims.applicationStatus, "unreviewed")))
    .orderBy(asc(claims.id))
    .limit(1);
  const missed = await ctx.db.query.offers.findMany({ where: (o) => inArray(o.id, offerIds.rivalPast.slice(0, 2)) });
  await ctx.db.insert(claims).values(
    missed.map((o) => ({
      offerId: o.id,
      modelId: applicant!.modelId,
      status: "expired",
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      claimedAt: new Date(o.startsAt!.getTime() - 48 * 3_600_000),
    })),
  );
  const note = await ruleVerdict(ctx.db, demo, DEMO_RULE, applicant!.modelId, ctx.now);
  await ctx.db.update(claims).set({ ruleNote: note }).where(eq(claims.id, applicant!.id));

  const [due] = await ctx.db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.offerId, offerIds.pastBrunch), eq(claims.status, "used")))
    .orderBy(asc(claims.id))
    .limit(1);
  await ctx.db.insert(postReminders).values({ claimId: due!.id, kind: "manual", userId: users.demo.userId, sentAt: hours(-20) });
}
