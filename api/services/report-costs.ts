// Cost per result (issue #18): what a brand spent on the claims completed in a date range, and
// what that makes a post and a thousand viewers reached. One function, free of HTTP, for the
// monthly report (GET /businesses/:id/reports/costs) and the dashboard's month so far.
//
// A claim is completed, and its offer's cost per model is spent, when
// - its model was checked in (visits and jobs), on the day of the check-in;
// - for a gift, its shipment left the brand (shipped, delivered or dropped), on the day the
//   shipment last changed: the shipments table keeps no date of its own for the shipping, so a
//   gift shipped on the 31st and delivered on the 2nd counts in the month it was delivered;
// - for sponsored content (no visit, nothing shipped), the model posted, on the day of the post.
// A perk's or gift's cost per model is the offer's value_per_model_cents; a job's is its wages
// (api/lib/wages.ts). An offer with neither counts as free.
import { type Column, and, eq, gte, inArray, isNotNull, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db";
import { claims, models, offers, posts, shipments } from "../db/schema";
import { jobCostCents, parseWages } from "../lib/wages";
import { RELEASED_STATUSES } from "./offer-shapes";
import { followers } from "./report-trend";

export type MonthCosts = {
  /** What the completed claims of the range cost, in cents. */
  spend_cents: number;
  /** The claims completed in the range, and how many of them had a cost (their offer's value or wages). */
  completed_claims: number;
  costed_claims: number;
  /** The range's posts and viewers reached, as the monthly report counts them. */
  posts: number;
  reach: number;
  /** Null when there is no spend or nothing to divide by. */
  cost_per_post_cents: number | null;
  cost_per_1000_reach_cents: number | null;
};

/** Shipment statuses of a gift that has left the brand. */
const SENT = ["shipped", "delivered", "dropped"];

/** Spend and cost per result of a brand's claims completed and posts made between `from` and `to` (both included). */
export async function monthCosts(db: Db, businessId: number, from: Date, to: Date): Promise<MonthCosts> {
  const between = (column: Column) => and(gte(column, from), lte(column, to));
  const completed = or(
    between(claims.checkedInAt),
    and(isNull(claims.checkedInAt), eq(offers.type, "gift"), inArray(shipments.status, SENT), between(shipments.updatedAt)),
    and(isNull(claims.checkedInAt), eq(offers.type, "sponsored_content"), isNotNull(claims.postedAt), between(claims.postedAt)),
  );
  // One grouped row per offer: the cost is per offer, so the claims need only be counted.
  const [perOffer, [reached]] = await Promise.all([
    db
      .select({
        type: offers.type,
        value: offers.valuePerModelCents,
        wages: offers.wages,
        duration: sql<string | null>`${offers.details}->>'job_end_date_duration'`,
        claims: sql<number>`count(*)::int`,
      })
      .from(claims)
      .innerJoin(offers, eq(offers.id, claims.offerId))
      .leftJoin(shipments, eq(shipments.claimId, claims.id))
      .where(and(eq(offers.businessId, businessId), notInArray(claims.status, RELEASED_STATUSES), completed))
      .groupBy(offers.id),
    db
      .select({ posts: sql<number>`count(*)::int`, reach: sql<string | null>`sum(${followers})` })
      .from(posts)
      .innerJoin(models, eq(models.id, posts.modelId))
      .where(and(eq(posts.businessId, businessId), gte(posts.postedAt, from), lte(posts.postedAt, to))),
  ]);
  let spend = 0;
  let completedClaims = 0;
  let costedClaims = 0;
  for (const offer of perOffer) {
    completedClaims += offer.claims;
    const each = offerCostCents(offer);
    if (each === null) continue;
    costedClaims += offer.claims;
    spend += each * offer.claims;
  }
  return costFigures({
    spend_cents: spend,
    completed_claims: completedClaims,
    costed_claims: costedClaims,
    posts: reached?.posts ?? 0,
    reach: Number(reached?.reach ?? 0),
  });
}

/** What one model's completed claim of the offer costs: a job's wages, any other offer's value per model. */
export function offerCostCents(offer: { type: string; value: number | null; wages: string | null; duration: string | number | null }): number | null {
  if (offer.type === "job") return jobCostCents(parseWages(offer.wages), offer.duration === null ? null : Number(offer.duration));
  return offer.value;
}

/** The divisions, rounded to whole cents; none without spend or without posts or reach. */
export function costFigures(totals: Omit<MonthCosts, "cost_per_post_cents" | "cost_per_1000_reach_cents">): MonthCosts {
  const { spend_cents: spend, posts: postCount, reach } = totals;
  return {
    ...totals,
    cost_per_post_cents: spend > 0 && postCount > 0 ? Math.round(spend / postCount) : null,
    cost_per_1000_reach_cents: spend > 0 && reach > 0 ? Math.round((spend * 1000) / reach) : null,
  };
}
