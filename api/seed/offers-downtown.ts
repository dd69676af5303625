// Seed area: Demo Bistro Downtown, Demo Bistro's second location, with offers of its own: a
// breakfast today, so its door list has models expected and one already here, a tasting
// tomorrow, and its opening weeks, past, whose posts are its figures (seedDowntownPosts). Its door seat (demo-downtown, users.ts) sees these alone. Its models come from the end
// of the list, so no other area's figures or track records move.
import { and, desc, eq, gte, isNull, lte } from "drizzle-orm";
import { posts } from "../db/schema";
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";
import { clock, givePosts, insertClaims, insertOffer, modelPicker, type OfferImage } from "./offer-builder";
import { DOWNTOWN, type SeededUsers } from "./users";

export async function seedDowntownOffers(ctx: SeedContext, users: SeededUsers, models: SeededModel[], images: OfferImage[]) {
  const { hours, days, earlierToday } = clock(ctx.now);
  const pick = modelPicker(models, 240);
  const demoId = users.demo.businessId;
  const locationId = users.demo.locations[1]!;
  const base = { timezone: "America/New_York", location: DOWNTOWN, locationId, contactName: "Dana Demo", repeatType: null as string | null };

  const breakfast = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "timed",
      subtitle: "Downtown Breakfast Club",
      title: "Breakfast before the bell",
      description: "Eggs, sourdough and a flat white at our Greenwich Street counter, before the market opens.",
      startsAt: earlierToday(1),
      endsAt: hours(3),
      sharedSpots: 8,
      details: { categories: ["food"], post_instructions: "Tag @demobistro and say it's Downtown." },
    },
    [images[3]!],
  );
  await insertClaims(ctx, breakfast, pick, [
    { status: "active" },
    { status: "active" },
    { status: "active" },
    { status: "used", checkedInAt: earlierToday(0.5) },
  ]);

  const tasting = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "timed",
      subtitle: "Downtown Coffee Tasting",
      title: "Three roasts, one counter",
      description: "Our roaster pours three single origins side by side.",
      startsAt: days(1),
      endsAt: new Date(days(1).getTime() + 2 * 60 * 60 * 1000),
      sharedSpots: 6,
      details: { categories: ["food"] },
    },
    [images[4]!],
  );
  await insertClaims(ctx, tasting, pick, [{ status: "active" }, { status: "active" }]);

  const opening = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "anytime",
      subtitle: "Downtown Opening Weeks",
      title: "A coffee on us, our first weeks",
      description: "Our Greenwich Street counter's first weeks: come by for a coffee and a pastry.",
      startsAt: days(-75),
      endsAt: days(-20),
      sharedSpots: 20,
      details: { categories: ["food"] },
    },
    [images[5] ?? images[0]!],
  );
  return { breakfast: breakfast.id, tasting: tasting.id, opening: opening.id };
}

/** Posts of the opening weeks that no other offer has: Downtown's figures on Results and the dashboard. */
const OPENING_POSTS = 12;

/**
 * Downtown's figures of its own: the newest of the brand's posts made during its opening weeks that
 * belong to no offer (after the content area gave the recent ones to Sunset Brunch) become the opening's.
 * The group's figures stay as they were; the rest's give them up.
 */
export async function seedDowntownPosts(ctx: SeedContext, users: SeededUsers, openingId: number) {
  const { days } = clock(ctx.now);
  const chosen = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.businessId, users.demo.businessId), isNull(posts.offerId), gte(posts.postedAt, days(-75)), lte(posts.postedAt, days(-20))))
    .orderBy(desc(posts.postedAt), desc(posts.id))
    .limit(OPENING_POSTS);
  await givePosts(
    ctx,
    chosen.map((p) => p.id),
    openingId,
  );
}
