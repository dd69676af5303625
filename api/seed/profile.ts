// Seed area: the Instagram images each demo business can import into its profile or an offer
// (GET social/{id}/media). Skipped for a business that has some.
import { eq, sql } from "drizzle-orm";
import { instagramImages } from "../db/schema";
import { writeSeedImage, type SeedImage } from "./images";
import type { SeedContext } from "./index";
import type { SeededUsers } from "./users";

const PALETTE: Array<[string, string]> = [
  ["#ffb4a2", "#6d597a"],
  ["#caffbf", "#2d6a4f"],
  ["#a0c4ff", "#1d3557"],
  ["#ffd6a5", "#bc4749"],
  ["#bdb2ff", "#3c096c"],
  ["#fdffb6", "#606c38"],
  ["#9bf6ff", "#005f73"],
  ["#ffc6ff", "#7b2cbf"],
];
const SHAPES: SeedImage["shape"][] = ["circle", "square", "triangle"];
const DAY = 24 * 60 * 60 * 1000;

export async function seedInstagram(ctx: SeedContext, businessId: number, prefix: string, count: number) {
  const [{ existing }] = (await ctx.db
    .select({ existing: sql<number>`count(*)::int` })
    .from(instagramImages)
    .where(eq(instagramImages.businessId, businessId))) as [{ existing: number }];
  if (existing > 0) return;
  const images = Array.from({ length: count }, (_, i): SeedImage => {
    const [background, accent] = PALETTE[i % PALETTE.length]!;
    return { name: `seed-ig-${prefix}-${i + 1}`, background, accent, shape: SHAPES[i % SHAPES.length]! };
  });
  const files = await Promise.all(images.map((image) => writeSeedImage(ctx.storage, image)));
  // Oldest first, so the newest post has the highest id (the list is paged by last id).
  await ctx.db.insert(instagramImages).values(
    files.map((file, i) => ({
      businessId,
      mediaUrl: file.path,
      thumbnailUrl: file.thumbnail,
      postedAt: new Date(ctx.now.getTime() - (count - i) * 3 * DAY),
    })),
  );
}

export async function seedProfile(ctx: SeedContext, users: SeededUsers) {
  await seedInstagram(ctx, users.demo.businessId, "demo", 15);
  await seedInstagram(ctx, users.rival.businessId, "rival", 8);
}
