// The month's rows behind the results CSVs (exports a brand's accountant and agency
// can open): one row per post and one per model, only ever of the caller's own posts. The web
// tool writes them as CSV; this module only reads and counts.
import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db";
import { locations, models, offers, posts } from "../../db/schema";
import { atLocation, type FigureLocation } from "./location-figures";
import { monthRange } from "./report";

export type ExportPost = {
  model: string;
  handle: string | null;
  offer: string | null;
  /** The name of the location the post's offer runs at. */
  location: string | null;
  posted_at: string;
  type: string;
  likes: number;
  comments: number;
  /** The model's followers when the post was counted: the reach of the Instagram results. */
  reach: number;
  link: string;
};

export type ExportModel = { name: string; handle: string | null; followers: number; posts: number; likes: number; comments: number };

/** The business's posts of one month (UTC), newest first, and their models by name: the group's, or one location's. */
export async function monthlyExport(
  db: Db,
  businessId: number,
  year: number,
  month: number,
  location: FigureLocation = null,
): Promise<{ posts: ExportPost[]; models: ExportModel[] }> {
  const { from, to } = monthRange(year, month);
  const rows = await db
    .select({
      modelId: models.id,
      name: models.name,
      instagram: models.instagram,
      offer: offers.subtitle,
      location: locations.name,
      postedAt: posts.postedAt,
      type: posts.type,
      likes: posts.countOfLikes,
      comments: posts.countOfComments,
      link: posts.postUrl,
    })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .leftJoin(offers, eq(offers.id, posts.offerId))
    .leftJoin(locations, eq(locations.id, offers.locationId))
    .where(and(eq(posts.businessId, businessId), gte(posts.postedAt, from), lte(posts.postedAt, to), atLocation(posts.offerId, businessId, location)))
    .orderBy(desc(posts.postedAt), desc(posts.id));

  const byModel = new Map<number, ExportModel>();
  const exportPosts = rows.map((row) => {
    const handle = row.instagram?.handle ?? null;
    const followers = row.instagram?.number_of_followers ?? 0;
    const model = byModel.get(row.modelId) ?? { name: row.name, handle, followers, posts: 0, likes: 0, comments: 0 };
    model.posts += 1;
    model.likes += row.likes;
    model.comments += row.comments;
    byModel.set(row.modelId, model);
    return {
      model: row.name,
      handle,
      offer: row.offer,
      location: row.location,
      posted_at: row.postedAt.toISOString(),
      type: row.type,
      likes: row.likes,
      comments: row.comments,
      reach: followers,
      link: row.link,
    };
  });
  const exportModels = [...byModel.values()].sort((a, b) => a.name.localeCompare(b.name, "en") || (a.handle ?? "").localeCompare(b.handle ?? ""));
  return { posts: exportPosts, models: exportModels };
}
