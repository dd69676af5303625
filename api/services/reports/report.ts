// The report resource (api/README.md, Reports): a report row plus the posts and models of its date range.
// Monthly and by-id reports share one builder, so the page, the PDF and the archive agree.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { brandVersions, businesses, claims, locations, offers, reports } from "../../db/schema";
import { mainLocationId } from "../accounts/locations";
import { z } from "zod";
import type { DisclosureState, TagsState } from "../../../contract/content";
import { atLocation, type FigureLocation } from "./location-figures";
import { clearedForAds, reportPostRows } from "./report-posts";

/** A month of the reports, as a query asks for it. */
export const monthQuery = z.object({
  month: z.coerce.number({ message: "month must be a number from 1 to 12." }).int().min(1).max(12),
  year: z.coerce.number({ message: "year must be a four-digit year." }).int().min(2000).max(2100),
});

export type ReportRow = typeof reports.$inferSelect;

export type ReportModel = {
  id: number;
  name: string;
  avatar: string;
  instagram: { handle: string; username: string; profile_url: string; number_of_followers: number } | null;
};

export type ReportPost = {
  id: number;
  instagram_id: string;
  type: string;
  thumbnail: string;
  media: string;
  post_url: string;
  count_of_likes: number;
  count_of_comments: number;
  posted_at: string;
  comments?: { username: string; text: string }[];
  model: { id: number; name: string; instagram: { handle: string; username: string; number_of_followers: number } | null };
  /** The brand's own reports only: the disclosure check and the offer's tags. */
  disclosure?: DisclosureState;
  tags?: TagsState;
  /** Shared reports only, when the brand chose to show it: rights to paid ads are granted and in force. */
  cleared?: true;
};

export type ReportData = {
  report: {
    id: string;
    title: string;
    type: string;
    date_from: string;
    date_to: string;
    show_in_person: boolean;
    show_comments: boolean;
    show_pricing: boolean;
  };
  models: ReportModel[];
  posts: ReportPost[];
  locations: { address: string; lat: number | null; lon: number | null }[];
  /** Organic campaigns: one per model and offer (or per model for posts outside an offer). */
  organic: number;
  inPerson: { check_ins: number } | null;
  error: string | null;
  /** The brand's own reports only: how many posts the disclosure check found in each state. */
  disclosure?: Record<DisclosureState, number>;
};

/**
 * Who reads a report: the brand (the month's report, the results page), which sees the disclosure
 * check; or anyone with its link, who sees nothing of it, only "Cleared for ads" when the brand
 * chose to show it.
 */
export type ReportAudience = "brand" | "public";

/** Months (UTC) that have a monthly report, newest first. */
export async function listReportMonths(db: Db, businessId: number) {
  const rows = await db
    .select({ dateFrom: reports.dateFrom })
    .from(reports)
    .where(and(eq(reports.businessId, businessId), eq(reports.type, "monthly"), isNull(reports.locationId)))
    .orderBy(desc(reports.dateFrom));
  const seen = new Set<string>();
  const months: { year: number; month: number }[] = [];
  for (const { dateFrom } of rows) {
    const key = `${dateFrom.getUTCFullYear()}-${dateFrom.getUTCMonth()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    months.push({ year: dateFrom.getUTCFullYear(), month: dateFrom.getUTCMonth() + 1 });
  }
  return months;
}

export function monthRange(year: number, month: number) {
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1) - 1) };
}

/** "November 2026". */
export function monthTitle(year: number, month: number) {
  return `${new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${year}`;
}

export async function findMonthlyReport(db: Db, businessId: number, year: number, month: number) {
  const { from, to } = monthRange(year, month);
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(eq(reports.businessId, businessId), eq(reports.type, "monthly"), isNull(reports.locationId), gte(reports.dateFrom, from), lte(reports.dateFrom, to)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A report's public id: 128 random bits (22 base64url characters). The id is the only key to
 * a shared report, so it must not be guessed; renewing it is how a brand takes a link back.
 */
export const newReportId = () => randomBytes(16).toString("base64url");

/** The brand's reports, each with the id its public link carries. */
export async function listSharedReports(db: Db, businessId: number) {
  return db
    .select({ id: reports.id, type: reports.type, title: reports.title, date_from: reports.dateFrom, date_to: reports.dateTo })
    .from(reports)
    .where(eq(reports.businessId, businessId))
    .orderBy(desc(reports.dateFrom), asc(reports.title));
}

/** Revokes a report's public link by giving it a new id: the old link answers 404 from now on. Null when not the brand's. */
export async function renewReportLink(db: Db, businessId: number, id: string) {
  const [row] = await db
    .update(reports)
    .set({ id: newReportId() })
    .where(and(eq(reports.id, id), eq(reports.businessId, businessId)))
    .returning({ id: reports.id });
  return row ?? null;
}

export async function findReport(db: Db, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

/**
 * A shared report's version: a hash of its own row, so a title or a choice of what it shows
 * changes it. The posts under it are not hashed (a page keeps them for the minute its
 * Cache-Control allows), but while the brand shows "Cleared for ads" its version and the minute
 * are, so a page kept by the web tool never shows a right that was revoked, and one that ended by
 * the clock for no longer than a minute. A renewed link has no version at all (null, 404).
 */
export async function reportVersion(db: Db, id: string) {
  const [row] = await db
    .select({ report: reports, showCleared: businesses.showCleared, brand: brandVersions.version })
    .from(reports)
    .innerJoin(businesses, eq(businesses.id, reports.businessId))
    .leftJoin(brandVersions, eq(brandVersions.businessId, reports.businessId))
    .where(eq(reports.id, id))
    .limit(1);
  if (!row) return null;
  // A report that shows "Cleared for ads" is as current as the brand's rights: a right revoked
  // moves the brand's version (triggers on rights_requests and posts), and so this one; a right
  // that reaches its end changes no row, so the minute is hashed too.
  const hashed = row.showCleared ? { ...row.report, brand: row.brand ?? 0, minute: Math.floor(Date.now() / 60_000) } : row.report;
  return createHash("sha256").update(JSON.stringify(hashed)).digest("base64url").slice(0, 16);
}

/**
 * A report's answer. `location` (the brand's results page), or the location a report is of (a
 * location's shared report), keeps one location's posts and check-ins, and its address; the rest
 * ("none") and the group show the main location's.
 */
export async function buildReport(db: Db, report: ReportRow, audience: ReportAudience = "brand", asked: FigureLocation = null): Promise<ReportData> {
  const location = report.locationId ?? asked;
  const shownLocation = typeof location === "number" ? sql<number>`${location}` : mainLocationId(businesses.id);
  const [rows, [business], inPerson] = await Promise.all([
    reportPostRows(db, report, undefined, { comments: report.showComments, location }),
    db
      .select({ location: locations.location, showCleared: businesses.showCleared })
      .from(businesses)
      .leftJoin(locations, eq(locations.id, shownLocation))
      .where(eq(businesses.id, report.businessId)),
    report.showInPerson ? countCheckIns(db, report, location) : Promise.resolve(null),
  ]);
  const brand = audience === "brand";
  const cleared =
    !brand && business?.showCleared
      ? await clearedForAds(
          db,
          report.businessId,
          rows.map((r) => r.post.id),
        )
      : new Set<number>();
  const disclosure: Record<DisclosureState, number> = { disclosed: 0, late: 0, missing: 0 };
  const modelsById = new Map<number, ReportModel>();
  const campaigns = new Set<string>();
  const reportPosts: ReportPost[] = rows.map(({ post, model }) => {
    if (!modelsById.has(model.id)) modelsById.set(model.id, model);
    campaigns.add(`${model.id}:${post.offerId ?? "organic"}`);
    disclosure[post.disclosure] += 1;
    const ig = model.instagram;
    return {
      id: post.id,
      instagram_id: post.instagramId,
      type: post.type,
      thumbnail: post.thumbnail,
      media: post.media,
      post_url: post.postUrl,
      count_of_likes: post.countOfLikes,
      count_of_comments: post.countOfComments,
      posted_at: post.postedAt.toISOString(),
      // Comments are someone else's words: only on reports that chose to show them.
      ...(report.showComments ? { comments: post.comments } : {}),
      // Only what the reader may see, and only when it says something: a shared report's bytes stay few.
      ...(brand ? { disclosure: post.disclosure, tags: post.tags } : {}),
      ...(cleared.has(post.id) ? { cleared: true as const } : {}),
      model: {
        id: model.id,
        name: model.name,
        instagram: ig ? { handle: ig.handle, username: ig.username, number_of_followers: ig.number_of_followers } : null,
      },
    };
  });
  const reportModels = [...modelsById.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    report: {
      id: report.id,
      title: report.title,
      type: report.type,
      date_from: report.dateFrom.toISOString(),
      date_to: report.dateTo.toISOString(),
      show_in_person: report.showInPerson,
      show_comments: report.showComments,
      show_pricing: report.showPricing,
    },
    models: reportModels,
    posts: reportPosts,
    locations: business?.location ? [business.location] : [],
    organic: campaigns.size,
    inPerson: inPerson === null ? null : { check_ins: inPerson },
    error: null,
    ...(brand ? { disclosure } : {}),
  };
}

/** Models checked in at the business's offers (of the location asked for) during the report's range (in-person visits). */
async function countCheckIns(db: Db, report: ReportRow, location: FigureLocation) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(
      and(
        eq(offers.businessId, report.businessId),
        isNotNull(claims.checkedInAt),
        gte(claims.checkedInAt, report.dateFrom),
        lte(claims.checkedInAt, report.dateTo),
        ...(report.offerId ? [eq(claims.offerId, report.offerId)] : []),
        atLocation(claims.offerId, report.businessId, location),
      ),
    );
  return row?.count ?? 0;
}
