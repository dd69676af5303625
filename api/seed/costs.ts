// Seed area: cost per result. Demo Bistro's perks and gifts say what one model's
// share is worth (its jobs have wages already; Lookbook Shoot has none, so one month shows a
// completed claim without a cost), and a supper on the 20th of last month has three models
// checked in, so the month /results opens on always shows a real spend, whatever the seed date.
import { eq } from "drizzle-orm";
import { offers } from "../db/schema";
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";
import { insertClaims, insertOffer, modelPicker, writeOfferImages } from "./offer-builder";
import type { SeededOffers } from "./offers";
import type { SeededUsers } from "./users";

/** Value per model in cents, by the offers seed's short names. */
export const SEEDED_VALUES: Record<string, number> = {
  brunch: 4500,
  wine: 2400,
  groups: 8000,
  reservations: 12_000,
  placeholder: 3500,
  gift: 3850,
  sponsored: 15_000,
  yesterday: 9500,
  tomorrow: 5000,
  holiday: 6500,
  vegan: 4000,
  pastBrunch: 4000,
  pastGift: 5500,
  pastReservations: 11_000,
  longAgo: 3000,
};

export const HARVEST_VALUE_CENTS = 6000;

export async function seedCosts(ctx: SeedContext, users: SeededUsers, seededOffers: SeededOffers, models: SeededModel[]) {
  for (const [name, cents] of Object.entries(SEEDED_VALUES)) {
    const offerId = seededOffers.demo[name];
    if (!offerId) throw new Error(`seed: no offer ${name} to give a value`);
    await ctx.db.update(offers).set({ valuePerModelCents: cents }).where(eq(offers.id, offerId));
  }
  // 7 pm in New York on the 20th of last month: after the group report's ten days, so its in-person count stays.
  const at = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() - 1, 20, 23));
  const images = await writeOfferImages(ctx);
  const supper = await insertOffer(
    ctx,
    users.demo.businessId,
    {
      timezone: "America/New_York",
      location: { lat: 40.7411, lon: -73.9897, address: "200 5th Ave, New York, NY 10010" },
      contactName: "Dana Demo",
      type: "timed",
      subtitle: "Harvest Supper",
      title: "Harvest Supper recap",
      description: "A past offer, kept for its results.",
      startsAt: at,
      endsAt: new Date(at.getTime() + 3 * 3600_000),
      sharedSpots: 4,
      valuePerModelCents: HARVEST_VALUE_CENTS,
    },
    [images[1]!],
  );
  seededOffers.demo.harvest = supper.id;
  // A picker of its own, far from the offers seed's, so no other seeded claim changes model.
  await insertClaims(ctx, supper, modelPicker(models, 200), [
    { status: "used", checkedInAt: at },
    { status: "used", checkedInAt: at },
    { status: "used", checkedInAt: at },
    { status: "expired" },
  ]);
}
