// Seed area: offers. Demo Bistro gets an offer of every type
// across the Active, Upcoming and Past tabs, with attendees in every status, star and
// unlimited spots, groups, reservations on several days and offers dated yesterday, today
// and tomorrow (the Upcoming and Past offers are in offers-later.ts; those of its second location,
// Demo Bistro Downtown, in offers-downtown.ts). Rival Studio gets a few
// offers of its own (see offers-rival.ts).
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";
import { clock, insertClaims, insertGroup, insertOffer, insertShipment, modelPicker, writeOfferImages } from "./offer-builder";
import { seedLaterOffers } from "./offers-later";
import { seedDowntownOffers } from "./offers-downtown";
import { seedRivalOffers } from "./offers-rival";
import type { SeededUsers } from "./users";

export type SeededOffers = {
  /** Demo Bistro's offers by a short name. */
  demo: Record<string, number>;
  /** A Demo Bistro group, claim and reservation other tests may look at (not change). */
  demoGroupId: number;
  demoClaimId: number;
  demoReservationClaimId: number;
  rival: Record<string, number>;
};

/** Every claim status (docs/product/offers.md#claim-statuses), plus one the tool doesn't know ('Unknown status: …'). */
const ALL_STATUSES = [
  "active",
  "used",
  "expired",
  "canceled",
  "incomplete",
  "pending",
  "preparing",
  "shipped",
  "delivered",
  "failure",
  "cancelled",
  "awaiting_post",
  "unknown",
  "accepted",
  "secured",
  "uncertain",
  "declined",
  "waitlisted",
];

const LOREM =
  "Join us for a relaxed afternoon on our sunny patio: a seasonal three-course brunch, bottomless coffee and a glass of natural wine. Share your favourite plate with your followers and tag us so we can repost the best shots on our own feed.";

export async function seedOffers(ctx: SeedContext, users: SeededUsers, models: SeededModel[]): Promise<SeededOffers> {
  const { hours, days, earlierToday, laterToday } = clock(ctx.now);
  const images = await writeOfferImages(ctx);
  const pick = modelPicker(models, 0);
  const demoId = users.demo.businessId;
  const location = { lat: 40.7411, lon: -73.9897, address: "200 5th Ave, New York, NY 10010" };
  const base = { timezone: "America/New_York", location, contactName: "Dana Demo", repeatType: null as string | null };
  const demo: Record<string, number> = {};

  // ---- Active ----
  const brunch = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "timed",
      subtitle: "Sunset Brunch",
      title: "Brunch on the patio",
      description: LOREM,
      startsAt: earlierToday(1),
      endsAt: hours(3),
      sharedSpots: 20,
      starSpots: 2,
      discount: "20% off",
      isVegan: true,
      details: { categories: ["food"], post_instructions: "Tag @demobistro in your story." },
    },
    [images[0]!, images[1]!],
  );
  demo.brunch = brunch.id;
  const brunchClaims = await insertClaims(
    ctx,
    brunch,
    pick,
    ALL_STATUSES.map((status, i) => ({ status, spotType: i < 2 ? "star" : null, checkedInAt: status === "used" ? earlierToday(0.5) : null })),
  );

  const wine = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "anytime",
      subtitle: "Natural Wine Night",
      title: "A glass on the house",
      description: "Any evening this month: a flight of three natural wines with our sommelier's notes.",
      visibleFrom: days(-5),
      visibleUntil: days(20),
      sharedSpots: -1,
      mustPost: true,
    },
    [images[2]!],
  );
  demo.wine = wine.id;
  await insertClaims(ctx, { ...wine, startsAt: null, endsAt: null }, pick, [
    { status: "active" },
    { status: "active" },
    { status: "used", checkedInAt: days(-1) },
    { status: "awaiting_post" },
    { status: "incomplete" },
  ]);

  const table = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "swing_by",
      subtitle: "Chef's Table",
      title: "Chef's table for your crew",
      description: "Bring two or three friends for the chef's tasting counter.",
      startsAt: earlierToday(2),
      endsAt: hours(5),
      isGroup: true,
      groupMinSize: 2,
      groupMaxSize: 4,
      groupMaxNumber: 3,
      femaleSpots: 6,
      maleSpots: 6,
    },
    [images[3]!],
  );
  demo.groups = table.id;
  const finalized = await insertGroup(ctx, table, pick, "finalized", [
    { status: "confirmed", claim: "active" },
    { status: "confirmed", claim: "used" },
    { status: "uncertain", claim: "uncertain" },
    { status: "invited" },
  ]);
  await insertGroup(ctx, table, pick, null, [{ status: "confirmed", claim: "active" }, { status: "invited" }, { status: "invited" }]);
  await insertGroup(ctx, table, pick, "cancelled", [{ status: "confirmed" }]);

  const dinner = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "reservation_required",
      subtitle: "Dinner Reservations",
      title: "Dinner for two, on us",
      description: "Book a table for two on any evening; we confirm the time by message.",
      startsAt: days(-3),
      endsAt: days(30),
      femaleSpots: 10,
      maleSpots: 5,
      details: { reservation_method: "phone", reservation_data: "+1 (212) 555-0142", reservation_restrictions: "Evenings only" },
    },
    [images[4]!],
  );
  demo.reservations = dinner.id;
  // Four hours away, its check-in not open yet; in the day's last hour no such time is left
  // today, so it is one that passed today unchecked instead (its check-in closed).
  const later = laterToday(4);
  const notOpen = later.getTime() - ctx.now.getTime() > 61 * 60_000 ? later : earlierToday(3);
  const reserved = await insertClaims(ctx, dinner, pick, [
    // Half an hour away: check-in is open (a reservation's is an hour either side of its time).
    // Both are today in the offer's zone, whatever the hour the demo is seeded.
    { status: "active", reservedFor: laterToday(0.5) },
    { status: "active", reservedFor: notOpen, sex: "m" },
    { status: "active", reservedFor: hours(26) },
    { status: "active", reservedFor: days(3) },
    { status: "expired", reservedFor: days(-1), expiresAt: days(-1) },
    { status: "used", reservedFor: earlierToday(1), checkedInAt: earlierToday(1) },
    { status: "incomplete" },
    { status: "active", sex: "m" },
  ]);

  const placeholder = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "reservation_placeholder",
      subtitle: "Weekend Brunch Bookings",
      title: "Weekend brunch, your time",
      description: "Models ask for a brunch slot; enter the time you can offer.",
      startsAt: days(-1),
      endsAt: days(14),
      sharedSpots: 12,
    },
    [images[5]!],
  );
  demo.placeholder = placeholder.id;
  await insertClaims(ctx, placeholder, pick, [
    { status: "incomplete", startsAt: days(1), endsAt: days(1) },
    { status: "incomplete", startsAt: days(1), endsAt: days(1) },
    { status: "incomplete", startsAt: days(2), endsAt: days(2) },
    { status: "incomplete", startsAt: null, endsAt: null },
    { status: "incomplete", startsAt: null, endsAt: null },
    { status: "active", reservedFor: laterToday(5) },
  ]);

  const gift = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "gift",
      subtitle: "Olive Oil Gift Box",
      title: "Our house olive oil, shipped",
      description: "Three bottles of our house olive oil, shipped to your door.",
      visibleFrom: days(-10),
      visibleUntil: days(20),
      femaleSpots: 1,
      contactName: "-",
      giftSource: "manual",
      hasNoLocation: true,
    },
    [images[0]!],
  );
  demo.gift = gift.id;
  const giftClaims = await insertClaims(ctx, { ...gift, startsAt: null, endsAt: null }, pick, [
    { status: "preparing", sex: "f" },
    { status: "shipped", sex: "f" },
    { status: "delivered", sex: "f" },
    { status: "failure", sex: "f" },
  ]);
  for (const [i, c] of giftClaims.entries())
    await insertShipment(ctx, c.id, ["preparing", "shipped", "delivered", "failure"][i]!, i ? `1Z999AA1012345678${i}` : null);

  const story = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "sponsored_content",
      mode: "apply",
      subtitle: "Story Feature",
      title: "Feature our new menu",
      description: "Three stories about our new spring menu.",
      visibleFrom: days(-2),
      visibleUntil: days(12),
      femaleSpots: 1,
      contactName: "-",
      deliberationStarts: days(2),
      deliberationUntil: days(5),
    },
    [images[1]!],
  );
  demo.sponsored = story.id;
  await insertClaims(
    ctx,
    { ...story, startsAt: null, endsAt: null },
    pick,
    ["unreviewed", "unreviewed", "liked", "selected", "dismissed"].map((applicationStatus) => ({ status: "pending", applicationStatus })),
  );

  const tasting = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "timed",
      subtitle: "Weekend Tasting",
      title: "Two-day tasting menu",
      description: "Our chef's seven-course tasting menu, two days only.",
      startsAt: days(-1),
      endsAt: days(1),
      maleSpots: 3,
      femaleSpots: 3,
    },
    [images[2]!, images[3]!],
  );
  demo.yesterday = tasting.id;
  await insertClaims(ctx, tasting, pick, [
    { status: "active", sex: "f" },
    { status: "active", sex: "m" },
    { status: "used", sex: "f", checkedInAt: hours(-20) },
  ]);

  await seedLaterOffers(ctx, { demoId, base, images, pick, demo });

  Object.assign(demo, await seedDowntownOffers(ctx, users, models, images));
  const rivalSeed = await seedRivalOffers(ctx, users, models, images);
  return { demo, demoGroupId: finalized.id, demoClaimId: brunchClaims[0]!.id, rival: rivalSeed.offers, demoReservationClaimId: reserved[0]!.id };
}
