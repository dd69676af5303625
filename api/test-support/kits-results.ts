// Kits of a month's results: last month's posts and report, and the completed claims of every
// kind of offer that make its spend (cost per result). Part of the test brands of kits.ts.
import { inArray } from "drizzle-orm";
import { posts, reports, shipments } from "../db/schema";
import { newReportId } from "../services/reports/report";
import { insertClaims, insertOffer, insertShipment } from "../seed/offer-builder";
import { RIVAL_OFFER_BASE } from "../seed/offers-rival";
import type { KitContext } from "./kits";
import { allDay, named } from "./kits-lists";

/** Last month's results: three posts by three models, and the month's report (its title in `subtitle`). */
export async function resultsKit({ ctx, businessId, pick, images }: KitContext) {
  const start = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), 1) - 1);
  await ctx.db.insert(posts).values(
    [0, 1, 2].map((i) => ({
      businessId,
      modelId: pick().id,
      instagramId: `ig_kit_${businessId}_${i}`,
      type: "photo",
      thumbnail: images[i]!.thumbnail,
      media: images[i]!.path,
      postUrl: `https://instagram.com/p/kit${businessId}x${i}`,
      countOfLikes: 100 * (i + 1),
      countOfComments: i,
      postedAt: new Date(start.getTime() + (i * 3 + 2) * 86_400_000),
    })),
  );
  const title = `${start.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${start.getUTCFullYear()} Results`;
  const [report] = await ctx.db
    .insert(reports)
    .values({ id: newReportId(), businessId, type: "monthly", title, dateFrom: start, dateTo: end, showPricing: false })
    .returning({ subtitle: reports.title });
  return { month: { id: 0, subtitle: report!.subtitle } };
}

/** The claims of each kind of offer completed in a kit: what COSTS_KIT_SPEND_CENTS adds up. */
export const COSTS_KIT = {
  lunch: { cents: 4500, completed: 3 },
  tote: { cents: 1250, completed: 2 },
  day: { wages: "$300 / day", cents: 30_000, completed: 1 },
  feature: { cents: 15_000, completed: 1 },
  free: { cents: null, completed: 1 },
} as const;
/** 3 × $45 lunches + 2 × $12.50 totes shipped + one $300 day + one $150 feature = $610. */
export const COSTS_KIT_SPEND_CENTS = 61_000;

/**
 * Last month's completed claims of every kind, each offer with its cost per model: checked in
 * (a perk, a job paid by the day), gifts shipped, a sponsored post made, and a perk without a
 * value; plus claims that do not count (this month's, not yet shipped, cancelled).
 */
export async function costsKit({ ctx, businessId, pick, images }: KitContext) {
  const start = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() - 1, 1);
  const done = new Date(start + 4 * 86_400_000 + 12 * 3_600_000);
  const base = { ...RIVAL_OFFER_BASE, description: "A past offer, kept for its results.", startsAt: done, endsAt: new Date(done.getTime() + 3_600_000) };
  const lunch = await insertOffer(
    ctx,
    businessId,
    { ...base, type: "timed", subtitle: "Studio Lunch", title: "Lunch", sharedSpots: 10, valuePerModelCents: COSTS_KIT.lunch.cents },
    [images[0]!],
  );
  await insertClaims(ctx, lunch, pick, [
    ...Array.from({ length: COSTS_KIT.lunch.completed }, () => ({ status: "used", checkedInAt: done })),
    { status: "used", checkedInAt: ctx.now },
    { status: "canceled", checkedInAt: done, canceledAt: done },
    { status: "expired" },
  ]);
  const tote = await insertOffer(
    ctx,
    businessId,
    {
      ...base,
      startsAt: null,
      endsAt: null,
      type: "gift",
      subtitle: "Studio Tote",
      title: "A tote",
      femaleSpots: 1,
      contactName: "-",
      hasNoLocation: true,
      giftSource: "manual",
      valuePerModelCents: COSTS_KIT.tote.cents,
    },
    [images[1]!],
  );
  const totes = await insertClaims(ctx, allDay(tote), pick, [{ status: "shipped" }, { status: "delivered" }, { status: "preparing" }]);
  for (const [i, c] of totes.entries()) await insertShipment(ctx, c.id, ["shipped", "delivered", "preparing"][i]!, i < 2 ? `1Z999AA10${c.id}` : null);
  await ctx.db
    .update(shipments)
    .set({ updatedAt: done })
    .where(
      inArray(
        shipments.claimId,
        totes.map((c) => c.id),
      ),
    );
  const day = await insertOffer(
    ctx,
    businessId,
    {
      ...base,
      type: "job",
      mode: "apply",
      subtitle: "Studio Day",
      title: "A studio day",
      sharedSpots: 1,
      wages: COSTS_KIT.day.wages,
      valuePerModelCents: null,
      details: { job_start_date_type: "all", job_end_date_duration: 8 },
    },
    [images[2]!],
  );
  await insertClaims(ctx, day, pick, [{ status: "used", checkedInAt: done, applicationStatus: "selected" }]);
  const feature = await insertOffer(
    ctx,
    businessId,
    {
      ...base,
      type: "sponsored_content",
      mode: "apply",
      subtitle: "Studio Feature",
      title: "A feature",
      femaleSpots: 1,
      contactName: "-",
      valuePerModelCents: COSTS_KIT.feature.cents,
    },
    [images[3]!],
  );
  await insertClaims(ctx, allDay(feature), pick, [
    { status: "active", postedAt: done, postsCount: 1, applicationStatus: "selected" },
    { status: "active", applicationStatus: "selected" },
  ]);
  const free = await insertOffer(ctx, businessId, { ...base, type: "anytime", subtitle: "Studio Coffee", title: "A coffee", sharedSpots: -1 }, [images[4]!]);
  await insertClaims(ctx, allDay(free), pick, [{ status: "used", checkedInAt: done }]);
  return { lunch: named(lunch), tote: named(tote), day: named(day), feature: named(feature), free: named(free) };
}
