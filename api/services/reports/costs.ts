// Cost per result (docs/product/results.md#cost-per-result): what a brand spent on the claims completed in a date range, and
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
// (api/services/reports/wages.ts). An offer with neither counts as free.
import { type Column, and, eq, gte, inArray, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, offers, shipments } from "../../db/schema";
import { jobCostCents, parseWages } from "./wages";
import { RELEASED_STATUSES } from "../offers/shapes";
import { type PostFigures, postFiguresBetween } from "./trend";
import { offersAt, type FigureLocation } from "./location-figures";

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

/**
 * Spend and cost per result of a brand's claims completed and posts made between `from` and `to`
 * (both included): the group's, or one location's by the rule of location-figures.ts.
 */
export async function monthCosts(db: Db, businessId: number, from: Date, to: Date, location: FigureLocation = null): Promise<MonthCosts> {
  const [spend, figures] = await Promise.all([completedSpend(db, businessId, from, to, location), postFiguresBetween(db, businessId, from, to, location)]);
  return costsOf(spend, figures);
}

/** The spend of `completedSpend` against the posts and reach of the same span (postFiguresBetween). */
export function costsOf(spend: CompletedSpend, figures: Pick<PostFigures, "posts" | "reach">): MonthCosts {
  return costFigures({ ...spend, posts: figures.posts, reach: figures.reach });
}

export type CompletedSpend = Pick<MonthCosts, "spend_cents" | "completed_claims" | "costed_claims">;

/**
 * What the brand's claims completed between `from` and `to` (both included) cost, and how many there
 * were; of one location's offers (or of those with none) when `location` names it.
 */
export async function completedSpend(db: Db, businessId: number, from: Date, to: Date, location: FigureLocation = null): Promise<CompletedSpend> {
  const between = (column: Column) => and(gte(column, from), lte(column, to));
  // Each way of completing a claim is read through an index of (offer, date), offer by offer of
  // the brand (at the location asked for), so a month's figures read that month's claims, not
  // every claim the brand ever had.
  const brandOffers = (...types: string[]) => sql`${claims.offerId} in (${offersAt(businessId, location, types)})`;
  const held = notInArray(claims.status, RELEASED_STATUSES);
  const count = sql<number>`count(*)::int`;
  // The three ways of completing a claim are one statement (UNION ALL), one round trip.
  const completed = await db
    .select({ offerId: claims.offerId, claims: count })
    .from(claims)
    .where(and(brandOffers(), held, between(claims.checkedInAt)))
    .groupBy(claims.offerId)
    .unionAll(
      db
        .select({ offerId: claims.offerId, claims: count })
        .from(claims)
        .innerJoin(shipments, eq(shipments.claimId, claims.id))
        .where(and(brandOffers("gift"), held, isNull(claims.checkedInAt), inArray(shipments.status, SENT), between(shipments.updatedAt)))
        .groupBy(claims.offerId),
    )
    .unionAll(
      db
        .select({ offerId: claims.offerId, claims: count })
        .from(claims)
        .where(and(brandOffers("sponsored_content"), held, isNull(claims.checkedInAt), isNotNull(claims.postedAt), between(claims.postedAt)))
        .groupBy(claims.offerId),
    );
  const counts = new Map<number, number>();
  for (const row of completed) counts.set(row.offerId, (counts.get(row.offerId) ?? 0) + row.claims);
  // The cost is per offer, so only the offers with completed claims are read.
  const costed = counts.size
    ? await db
        .select({
          id: offers.id,
          type: offers.type,
          value: offers.valuePerModelCents,
          wages: offers.wages,
          duration: sql<string | null>`${offers.details}->>'job_end_date_duration'`,
        })
        .from(offers)
        .where(inArray(offers.id, [...counts.keys()]))
    : [];
  let spend = 0;
  let completedClaims = 0;
  let costedClaims = 0;
  for (const offer of costed) {
    const claimCount = counts.get(offer.id)!;
    completedClaims += claimCount;
    const each = offerCostCents(offer);
    if (each === null) continue;
    costedClaims += claimCount;
    spend += each * claimCount;
  }
  return { spend_cents: spend, completed_claims: completedClaims, costed_claims: costedClaims };
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
