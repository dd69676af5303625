// Seed area: Demo Bistro Downtown, Demo Bistro's second location, with offers of its own: a
// breakfast today, so its door list has models expected and one already here, and a tasting
// tomorrow. Its door seat (demo-downtown, users.ts) sees these alone. Its models come from the end
// of the list, so no other area's figures or track records move.
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";
import { clock, insertClaims, insertOffer, modelPicker, type OfferImage } from "./offer-builder";
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
  return { breakfast: breakfast.id, tasting: tasting.id };
}
