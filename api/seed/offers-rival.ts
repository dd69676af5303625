// Rival Studio's offers: a few of its own, other businesses' data that Demo Bistro must never
// reach. (Tests that change offers make a brand of their own: api/test-support/.)
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";
import { clock, insertClaims, insertGroup, insertOffer, modelPicker, type OfferImage } from "./offer-builder";
import type { SeededUsers } from "./users";

/** Where Rival Studio's offers take place. */
export const RIVAL_OFFER_BASE = {
  timezone: "America/New_York",
  contactName: "Riley Rival",
  location: { lat: 40.7081, lon: -73.9571, address: "85 Broadway, Brooklyn, NY 11249" },
};

export async function seedRivalOffers(ctx: SeedContext, users: SeededUsers, models: SeededModel[], images: OfferImage[]) {
  const { hours, days } = clock(ctx.now);
  const pick = modelPicker(models, 120);
  const rivalId = users.rival.businessId;
  const base = RIVAL_OFFER_BASE;
  const offers: Record<string, number> = {};

  const portraits = await insertOffer(
    ctx,
    rivalId,
    {
      ...base,
      type: "timed",
      subtitle: "Rival Portraits",
      title: "Free portrait session",
      description: "A free studio portrait session.",
      startsAt: hours(-1),
      endsAt: hours(6),
      sharedSpots: 5,
    },
    [images[3]!],
  );
  offers.portraits = portraits.id;
  await insertClaims(ctx, portraits, pick, [{ status: "active" }, { status: "active" }]);
  const booking = await insertOffer(
    ctx,
    rivalId,
    {
      ...base,
      type: "reservation_required",
      subtitle: "Rival Bookings",
      title: "Book the studio",
      description: "Book an hour in the studio.",
      startsAt: days(-1),
      endsAt: days(20),
      sharedSpots: 5,
    },
    [images[4]!],
  );
  offers.bookings = booking.id;
  await insertClaims(ctx, booking, pick, [{ status: "active", reservedFor: hours(3) }, { status: "incomplete" }]);
  await insertGroup(ctx, portraits, pick, null, [{ status: "confirmed", claim: "active" }]);
  return { offers };
}
