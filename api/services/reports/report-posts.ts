// The posts a report shows (api/README.md, Reports): its business's posts in its range, of its
// offer or of one location, or those a brand chose in the content library, with their models; and
// which of them are cleared for ads. The report's builder (report.ts), the PDF and the archives read
// them here, so they agree.
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { models, posts } from "../../db/schema";
import { rightsRegister } from "../content/register";
import { atLocation, type FigureLocation } from "./location-figures";
import type { ReportRow } from "./report";

/** What a report shows of a post; its comments are read only for reports that show them. */
const reportPostColumns = {
  id: posts.id,
  offerId: posts.offerId,
  instagramId: posts.instagramId,
  type: posts.type,
  thumbnail: posts.thumbnail,
  media: posts.media,
  postUrl: posts.postUrl,
  countOfLikes: posts.countOfLikes,
  countOfComments: posts.countOfComments,
  postedAt: posts.postedAt,
  disclosure: posts.disclosure,
  tags: posts.tags,
};

/**
 * The posts a report covers: its business's posts in its range (and of its offer, when set), of
 * one location when `location` names it (the rule of location-figures.ts).
 */
export async function reportPostRows(
  db: Db,
  report: Pick<ReportRow, "businessId" | "dateFrom" | "dateTo" | "offerId">,
  postIds?: number[],
  { comments = false, location = null }: { comments?: boolean; location?: FigureLocation } = {},
) {
  const conditions = [gte(posts.postedAt, report.dateFrom), lte(posts.postedAt, report.dateTo)];
  if (report.offerId) conditions.push(eq(posts.offerId, report.offerId));
  const at = atLocation(posts.offerId, report.businessId, location);
  if (at) conditions.push(at);
  return postRows(db, report.businessId, conditions, postIds, comments);
}

/** The brand's posts of `postIds`, whatever their months, as reportPostRows gives them (newest first). */
export function chosenPostRows(db: Db, businessId: number, postIds: number[]) {
  return postRows(db, businessId, [], postIds, false);
}

function postRows(db: Db, businessId: number, conditions: SQL[], postIds: number[] | undefined, comments: boolean) {
  conditions.push(eq(posts.businessId, businessId));
  if (postIds) conditions.push(inArray(posts.id, postIds.length ? postIds : [-1]));
  // Comments are the bulk of a post's row: a report that does not show them leaves them unread.
  const post = { ...reportPostColumns, comments: comments ? posts.comments : sql<{ username: string; text: string }[]>`null` };
  return db
    .select({ post, model: { id: models.id, name: models.name, avatar: models.avatar, instagram: models.instagram } })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .where(and(...conditions))
    .orderBy(desc(posts.postedAt), desc(posts.id));
}

/** Of `postIds`, those whose rights to paid ads are granted and in force, by the rights register. */
export async function clearedForAds(db: Db, businessId: number, postIds: number[]) {
  const register = await rightsRegister(db, businessId, postIds);
  return new Set(register.filter((r) => r.state === "granted" && r.uses.includes("ads")).map((r) => r.post_id));
}
