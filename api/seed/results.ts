// Seed area: organic results. Demo Bistro gets posts over the 14 months before `now` (so two
// calendar years are always covered), one monthly report per month, an offer report, a group
// report with in-person data and comments, and one big report (>400 posts, >200 models).
// Rival Studio gets a few posts and one monthly report, for the ownership tests.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { posts, reports } from "../db/schema";
import { newReportId } from "../services/reports/report";
import { putMedia } from "../adapters/storage";
import { writeSeedImage } from "./images";
import { seededRandom, type SeededModel } from "./models";
import type { SeedContext } from "./index";
import type { SeededUsers } from "./users";

export const POST_TYPES = ["photo", "video", "gallery_photo", "gallery_video", "story_photo", "story_video", "ig_tv"] as const;
const VIDEO_TYPES = new Set(["video", "gallery_video", "story_video", "ig_tv"]);
export const SEED_MONTHS = 14;
const POSTS_PER_MONTH = 35;
/** Posts of the running month, which has no monthly report yet. */
export const CURRENT_MONTH_POSTS = 6;
const PALETTE = ["#ffb4a2", "#84a59d", "#f28482", "#f6bd60", "#3d405b", "#81b29a", "#e07a5f", "#9a8c98", "#4a4e69"];
const SHAPES = ["circle", "square", "triangle"] as const;
const COMMENTS = ["Looks amazing!", "Need to try this place", "Best brunch in town", "Saving this for the weekend", "So good 😍", "Who wants to go?"];
const VIDEO_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "assets", "seed-video.mp4");

export type SeededResults = {
  /** Monthly report ids of Demo Bistro by "YYYY-MM", newest first. */
  monthly: { period: string; id: string }[];
  offer: string;
  group: string;
  big: string;
  rivalMonthly: string;
};

const monthStart = (now: Date, back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const period = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export async function seedResults(ctx: SeedContext, users: SeededUsers, allModels: SeededModel[]): Promise<SeededResults> {
  const random = seededRandom(7);
  const images = await Promise.all(
    Array.from({ length: 18 }, (_, i) =>
      writeSeedImage(ctx.storage, {
        name: `seed-post-${i + 1}`,
        background: PALETTE[i % PALETTE.length]!,
        accent: PALETTE[(i + 4) % PALETTE.length]!,
        shape: SHAPES[i % SHAPES.length]!,
      }),
    ),
  );
  await putMedia(ctx.storage, "seed-video.mp4", { file: VIDEO_SOURCE }, "video/mp4");
  // Only models with an Instagram account post; a stride coprime with their count reaches all.
  const posters = allModels.filter((m) => m.followers > 0);

  const rows: (typeof posts.$inferInsert)[] = [];
  const addPost = (businessId: number, postedAt: Date, n: number) => {
    const type = POST_TYPES[n % POST_TYPES.length]!;
    const image = images[n % images.length]!;
    const model = posters[(n * 7) % posters.length]!;
    const withComments = n % 3 === 0;
    rows.push({
      businessId,
      modelId: model.id,
      instagramId: `ig_post_${businessId}_${n}`,
      type,
      thumbnail: image.thumbnail,
      media: VIDEO_TYPES.has(type) ? "/media/seed-video.mp4" : image.path,
      postUrl: `https://instagram.com/p/seed${businessId}x${n}`,
      countOfLikes: 20 + Math.floor(random() * 4800),
      countOfComments: withComments ? 2 + Math.floor(random() * 140) : Math.floor(random() * 30),
      comments: withComments
        ? [0, 1].map((k) => ({
            username: posters[(n + k + 3) % posters.length]!.name.toLowerCase().replace(" ", "."),
            text: COMMENTS[(n + k) % COMMENTS.length]!,
          }))
        : [],
      seen: n % 2 === 0,
      postedAt,
    });
  };

  let n = 0;
  const monthStarts = Array.from({ length: SEED_MONTHS }, (_, k) => monthStart(ctx.now, k + 1));
  for (const start of monthStarts) {
    for (let i = 0; i < POSTS_PER_MONTH; i++, n++) {
      // Four posts a day on every third day of the month, at lunch and dinner time.
      const day = (Math.ceil(POSTS_PER_MONTH / 4) - 1 - Math.floor(i / 4)) * 3;
      addPost(users.demo.businessId, new Date(start.getTime() + day * 86_400_000 + (12 + (i % 9)) * 3_600_000), n);
    }
  }
  // This month so far (the dashboard compares it with last month): a few posts between the
  // first of the month and now, with no monthly report yet, as a running month has none.
  const thisMonth = monthStart(ctx.now, 0);
  for (let i = 0; i < CURRENT_MONTH_POSTS; i++, n++) {
    addPost(users.demo.businessId, new Date(thisMonth.getTime() + ((ctx.now.getTime() - thisMonth.getTime()) * (i + 1)) / (CURRENT_MONTH_POSTS + 1)), n);
  }
  const latest = monthStarts[0]!;
  for (let i = 0; i < 4; i++) addPost(users.rival.businessId, new Date(latest.getTime() + (i * 3 + 2) * 86_400_000), 10_000 + i);
  await ctx.db.insert(posts).values(rows);

  const monthEnd = (start: Date) => new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - 1);
  const monthly = monthStarts.map((start) => ({ period: period(start), id: newReportId(), start }));
  const oldest = monthStarts[monthStarts.length - 1]!;
  const second = monthStarts[1]!;
  const demo = users.demo.businessId;
  const result: SeededResults = {
    monthly: monthly.map(({ period: p, id }) => ({ period: p, id })),
    offer: newReportId(),
    group: newReportId(),
    big: newReportId(),
    rivalMonthly: newReportId(),
  };
  await ctx.db.insert(reports).values([
    ...monthly.map(({ id, start }) => ({
      id,
      businessId: demo,
      type: "monthly",
      title: `${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()} Results`,
      dateFrom: start,
      dateTo: monthEnd(start),
      showPricing: false,
    })),
    {
      id: result.offer,
      businessId: demo,
      type: "offer",
      title: "Spring Tasting Menu",
      dateFrom: second,
      dateTo: new Date(second.getTime() + 20 * 86_400_000),
      showPricing: true,
    },
    {
      id: result.group,
      businessId: demo,
      type: "group",
      title: "Birthday Brunch Group",
      dateFrom: latest,
      dateTo: new Date(latest.getTime() + 10 * 86_400_000),
      showInPerson: true,
      showComments: true,
    },
    { id: result.big, businessId: demo, type: "offer", title: "Ambassador Program: Year in Review", dateFrom: oldest, dateTo: monthEnd(latest) },
    {
      id: result.rivalMonthly,
      businessId: users.rival.businessId,
      type: "monthly",
      title: `${MONTH_NAMES[latest.getUTCMonth()]} ${latest.getUTCFullYear()} Results`,
      dateFrom: latest,
      dateTo: monthEnd(latest),
    },
  ]);
  return result;
}
