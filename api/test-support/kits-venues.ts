// A kit of venues (docs/features/locations.md): a second location, "Second Street", with a supper
// today at it and three models expected, and two seats limited to it: a door seat, username
// `<brand's username>-second`, and its manager, `<brand's username>-second-manager`, both with the
// brand's password. With the offers kit, the brand's main
// location has its own offers today, so each door has a list of its own. Part of the test brands of kits.ts.
import { locations, users } from "../db/schema";
import { hashPassword } from "../services/accounts/passwords";
import { clock, insertClaims, insertOffer } from "../seed/offer-builder";
import { RIVAL_OFFER_BASE } from "../seed/offers-rival";
import type { KitContext } from "./kits";
import { named } from "./kits-lists";

export const SECOND_LOCATION = "Second Street";

export async function venuesKit({ ctx, businessId, pick, images, login }: KitContext) {
  const { hours, earlierToday } = clock(ctx.now);
  const place = { lat: 40.72, lon: -73.99, address: "2 Second St, New York, NY 10003" };
  const [second] = await ctx.db
    .insert(locations)
    .values({ businessId, name: SECOND_LOCATION, location: place, sort: 1, workingHours: null, phoneNumber: "" })
    .returning({ id: locations.id });
  const passwordHash = await hashPassword(login.password);
  await ctx.db.insert(users).values(
    [
      { username: `${login.username}-second`, email: `${login.username}-second@example.com`, name: "Sam Second", role: "door" as const },
      { username: `${login.username}-second-manager`, email: `${login.username}-second-manager@example.com`, name: "Max Second", role: "manager" as const },
    ].map((seat) => ({ ...seat, passwordHash, businessId, locationIds: [second!.id] })),
  );
  const supper = await insertOffer(
    ctx,
    businessId,
    {
      ...RIVAL_OFFER_BASE,
      location: place,
      locationId: second!.id,
      type: "timed",
      subtitle: "Second Street Supper",
      title: "Supper at the second studio",
      description: "Supper at our Second Street room.",
      startsAt: earlierToday(1),
      endsAt: hours(8),
      sharedSpots: 6,
    },
    [images[3]!],
  );
  await insertClaims(ctx, supper, pick, [{ status: "active" }, { status: "active" }, { status: "active" }]);
  return { supper: named(supper) };
}
