// Seed area: Demo Bistro's Upcoming and Past offers, after the Active
// ones of offers.ts, with the same model picker so every seed gives the same claims.
import type { SeedContext } from "./index";
import { clock, insertClaims, insertOffer, type modelPicker, type OfferImage, type OfferSeed } from "./offer-builder";

type Later = {
  demoId: number;
  /** What every Demo Bistro offer shares (time zone, location, contact). */
  base: Partial<OfferSeed>;
  images: OfferImage[];
  pick: ReturnType<typeof modelPicker>;
  /** Demo Bistro's offers by a short name: this adds its own. */
  demo: Record<string, number>;
};

export async function seedLaterOffers(ctx: SeedContext, { demoId, base, images, pick, demo }: Later) {
  const { hours, days } = clock(ctx.now);
  // ---- Upcoming ----
  const tomorrow = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "timed",
      subtitle: "Tomorrow's Tasting",
      title: "First taste of the autumn menu",
      description: "Be the first to try our autumn menu, the night before it launches.",
      startsAt: days(1),
      endsAt: hours(27),
      sharedSpots: 8,
      starSpots: 1,
    },
    [images[4]!],
  );
  demo.tomorrow = tomorrow.id;
  await insertClaims(ctx, tomorrow, pick, [{ status: "active", spotType: "star" }, { status: "active" }, { status: "pending" }]);

  const job = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "job",
      mode: "apply",
      subtitle: "Catalogue Shoot",
      title: "Models for our menu catalogue",
      description: "A full-day shoot for our new printed menu and website.",
      startsAt: days(10),
      endsAt: hours(10 * 24 + 8),
      femaleSpots: 2,
      maleSpots: 1,
      wages: "$250 / day",
      isStatsRequired: true,
      details: { job_start_date_type: "all", job_end_date_duration: 8 },
    },
    [images[5]!],
  );
  demo.job = job.id;
  await insertClaims(ctx, job, pick, [
    { status: "pending", applicationStatus: "unreviewed" },
    { status: "pending", applicationStatus: "liked" },
    { status: "accepted", applicationStatus: "selected" },
  ]);

  const holiday = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "gift",
      subtitle: "Holiday Gift Set",
      title: "Holiday hamper",
      description: "A hamper of our preserves and sauces.",
      visibleFrom: days(5),
      visibleUntil: days(25),
      femaleSpots: 1,
      contactName: "-",
      giftSource: "no_tracking",
      hasNoLocation: true,
      state: "pending",
    },
    [images[0]!],
  );
  demo.holiday = holiday.id;

  const vegan = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "must_post",
      subtitle: "Vegan Pop-up",
      title: "Plant-based pop-up night",
      description: "Our first all-vegan pop-up: five courses, no compromises.",
      startsAt: days(3),
      endsAt: hours(3 * 24 + 4),
      sharedSpots: 15,
      isVegan: true,
      mustPost: true,
      state: "pending",
    },
    [images[2]!],
  );
  demo.vegan = vegan.id;
  await insertClaims(ctx, vegan, pick, [{ status: "active" }, { status: "secured" }, { status: "expired" }]);

  // ---- Past: this month, the last two and one long ago ----
  const past = [
    // Two that asked for posts, none arrived yet: due in 4 days, and overdue.
    { key: "pastBrunch", type: "timed", subtitle: "Spring Brunch", at: days(-3), mustPost: true },
    { key: "canceled", type: "timed", subtitle: "Wine Pairing", at: days(-20), canceled: true },
    { key: "pastGift", type: "gift", subtitle: "Winter Gift Box", at: days(-40) },
    { key: "pastReservations", type: "reservation_required", subtitle: "Valentine's Dinner", at: days(-45), mustPost: true },
    { key: "pastJob", type: "job", subtitle: "Lookbook Shoot", at: days(-70) },
    { key: "longAgo", type: "anytime", subtitle: "Opening Party", at: days(-100) },
  ];
  for (const [i, p] of past.entries()) {
    const row = await insertOffer(
      ctx,
      demoId,
      {
        ...base,
        type: p.type,
        subtitle: p.subtitle,
        title: `${p.subtitle} recap`,
        description: "A past offer, kept for its results.",
        startsAt: p.at,
        endsAt: new Date(p.at.getTime() + 3 * 3600_000),
        sharedSpots: 6,
        state: p.canceled ? "canceled" : null,
        canceledAt: p.canceled ? days(-21) : null,
        mustPost: p.mustPost ?? false,
      },
      [images[i % images.length]!],
    );
    demo[p.key] = row.id;
    await insertClaims(
      ctx,
      row,
      pick,
      p.canceled
        ? [
            { status: "canceled", canceledAt: days(-21) },
            { status: "canceled", canceledAt: days(-21) },
          ]
        : [{ status: "used", checkedInAt: p.at }, { status: "used", checkedInAt: p.at }, { status: "expired" }],
    );
  }
}
