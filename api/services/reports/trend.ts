// Results over time (docs/product/results.md#results-over-time): the twelve months ending at a chosen month, each with the
// figures the monthly report shows (posts, viewers reached, likes, comments).
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { models, posts } from "../../db/schema";
import { monthRange } from "./report";
import { atLocation, type FigureLocation } from "./location-figures";

export const TREND_MONTHS = 12;

export type TrendMonth = { period: string; posts: number; reach: number; likes: number; comments: number };

const periodOf = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** The `count` months ending at `until` ("YYYY-MM"), oldest first. */
export function trendPeriods(until: string, count = TREND_MONTHS): string[] {
  const [year, month] = until.split("-").map(Number);
  return Array.from({ length: count }, (_, k) => {
    const d = new Date(Date.UTC(year!, month! - 1 - (count - 1 - k), 1));
    return periodOf(d.getUTCFullYear(), d.getUTCMonth() + 1);
  });
}

/**
 * A post's reach is its audience, the follower count of the model who posted: the rule of the
 * report's INSTAGRAM ACTION (app/lib/reports/report.ts reportFigures), in SQL.
 */
export const followers = sql<number>`coalesce((${models.instagram}->>'number_of_followers')::bigint, 0)`;

/** A set of posts' figures, as the monthly report counts them (stories are posts too). */
export const postFigures = {
  posts: sql<number>`count(*)::int`,
  stories: sql<number>`(count(*) filter (where ${posts.type} like 'story%'))::int`,
  reach: sql<string>`coalesce(sum(${followers}), 0)`,
  likes: sql<string>`coalesce(sum(${posts.countOfLikes}), 0)`,
  comments: sql<string>`coalesce(sum(${posts.countOfComments}), 0)`,
};

export type PostFigures = { posts: number; stories: number; reach: number; likes: number; comments: number };

const figuresOf = (row: { posts: number; stories: number; reach: string; likes: string; comments: string } | undefined): PostFigures => ({
  posts: row?.posts ?? 0,
  stories: row?.stories ?? 0,
  reach: Number(row?.reach ?? 0),
  likes: Number(row?.likes ?? 0),
  comments: Number(row?.comments ?? 0),
});

/**
 * The brand's post figures between two instants (inclusive), from posts_business_posted: the
 * group's, or one location's (or the rest's) by the one rule of location-figures.ts.
 */
export async function postFiguresBetween(db: Db, businessId: number, from: Date, to: Date, location: FigureLocation = null): Promise<PostFigures> {
  const [row] = await db
    .select(postFigures)
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .where(and(eq(posts.businessId, businessId), gte(posts.postedAt, from), lte(posts.postedAt, to), atLocation(posts.offerId, businessId, location)));
  return figuresOf(row);
}

/**
 * One grouped query over the range (posts_business_posted serves it), of the group or of one
 * location, then every month is filled in: a month without posts is zeros, never left out.
 */
export async function monthlyTrend(db: Db, businessId: number, until: string, location: FigureLocation = null): Promise<TrendMonth[]> {
  const periods = trendPeriods(until);
  const [firstYear, firstMonth] = periods[0]!.split("-").map(Number);
  const [lastYear, lastMonth] = until.split("-").map(Number);
  const period = sql<string>`to_char(${posts.postedAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ period, ...postFigures })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .where(
      and(
        eq(posts.businessId, businessId),
        gte(posts.postedAt, monthRange(firstYear!, firstMonth!).from),
        lte(posts.postedAt, monthRange(lastYear!, lastMonth!).to),
        atLocation(posts.offerId, businessId, location),
      ),
    )
    .groupBy(period);
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return periods.map((p) => {
    const { posts, reach, likes, comments } = figuresOf(byPeriod.get(p));
    return { period: p, posts, reach, likes, comments };
  });
}
