// Seed area: applicants, call sheets and Ship & Track. Demo Bistro gets an
// apply-mode casting with 100 applicants in every filter state (some selected ones locked),
// one whose selections are full, a finalized one, job offers ready (and not) for a call sheet
// and gift offers with manual and no_tracking sources in every shipment state.
// Every model with an Instagram account gets a feed of recent posts for the applicant page.
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { shipments } from "../db/schema";
import { writeSeedImage } from "./images";
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";
import { clock, insertClaims, insertOffer, insertShipment, modelPicker, writeOfferImages, type ClaimSeed } from "./offer-builder";
import type { SeededUsers } from "./users";

export type SeededApplicants = { demo: Record<string, number> };

const SHIPMENT_STATES = ["unknown", "preparing", "shipped", "delivered", "dropped", "failure", "cancelled"];

const FEED_PALETTE = ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51", "#6d597a", "#355070", "#b56576", "#588157"];
const FEED_SHAPES = ["circle", "square", "triangle"] as const;

/**
 * Each Instagram account's recent posts (6 to 9, newest first), kept under `posts` in the
 * model's `instagram` jsonb: the marketplace's copy of what the model's account shows.
 */
async function seedInstagramFeeds(ctx: SeedContext, models: SeededModel[], days: (n: number) => Date) {
  const images = await Promise.all(
    FEED_PALETTE.map((background, i) =>
      writeSeedImage(ctx.storage, {
        name: `seed-ig-${i + 1}`,
        background,
        accent: FEED_PALETTE[(i + 3) % FEED_PALETTE.length]!,
        shape: FEED_SHAPES[i % FEED_SHAPES.length]!,
      }),
    ),
  );
  const feeds = models
    .filter((m) => m.followers > 0)
    .map((m) => ({
      id: m.id,
      posts: Array.from({ length: 6 + (m.id % 4) }, (_, k) => {
        const image = images[(m.id + k * 2) % images.length]!;
        return { id: `ig_media_${m.id}_${k + 1}`, media_url: image.path, thumbnail_url: image.thumbnail, posted_at: days(-(k * 3 + (m.id % 3))).toISOString() };
      }),
    }));
  if (!feeds.length) return;
  const values = sql.join(
    feeds.map((f) => sql`(${f.id}::int, ${JSON.stringify(f.posts)}::jsonb)`),
    sql`, `,
  );
  await ctx.db.execute(
    sql`update models set instagram = models.instagram || jsonb_build_object('posts', feed.posts) from (values ${values}) as feed(id, posts) where models.id = feed.id and models.instagram is not null`,
  );
}

/** `n` applicants in `status`; `locked` stamps the first ones as finalized. */
export function applicants(n: number, status: string, locked = 0, at?: Date): ClaimSeed[] {
  return Array.from({ length: n }, (_, i) => ({ status: "pending", applicationStatus: status, applicantStatusLockedAt: i < locked ? (at ?? null) : null }));
}

export async function seedApplicants(ctx: SeedContext, users: SeededUsers, models: SeededModel[]): Promise<SeededApplicants> {
  const { days } = clock(ctx.now);
  await seedInstagramFeeds(ctx, models, days);
  const images = await writeOfferImages(ctx);
  const location = { lat: 40.7411, lon: -73.9897, address: "200 5th Ave, New York, NY 10010" };
  const base = { timezone: "America/New_York", location, contactName: "Dana Demo" };
  const window = { visibleFrom: days(-5), visibleUntil: days(15) };
  const demoId = users.demo.businessId;
  const demo: Record<string, number> = {};
  // Models 60 onward, so applicants are mostly people who didn't claim the other offers.
  const pick = modelPicker(models, 60);

  const casting = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      ...window,
      type: "sponsored_content",
      mode: "apply",
      subtitle: "Spring Casting",
      title: "Faces of our spring menu",
      description: "We are choosing ten models for our spring campaign.",
      sharedSpots: 10,
      contactName: "-",
      isStatsRequired: true,
      deliberationStarts: days(-1),
      deliberationUntil: days(4),
    },
    [images[2]!],
  );
  demo.casting = casting.id;
  await insertClaims(ctx, { ...casting, startsAt: null, endsAt: null }, pick, [
    ...applicants(55, "unreviewed"),
    ...applicants(20, "liked"),
    ...applicants(8, "selected", 3, days(-1)),
    ...applicants(17, "dismissed"),
  ]);

  const full = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      ...window,
      type: "sponsored_content",
      mode: "apply",
      subtitle: "Full House Feature",
      title: "Two stories, two models",
      description: "Two models for two stories.",
      femaleSpots: 2,
      contactName: "-",
      deliberationStarts: days(2),
      deliberationUntil: days(6),
    },
    [images[3]!],
  );
  demo.full = full.id;
  await insertClaims(ctx, { ...full, startsAt: null, endsAt: null }, pick, [
    ...applicants(2, "selected"),
    ...applicants(3, "liked"),
    ...applicants(2, "unreviewed"),
  ]);

  const finalized = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      ...window,
      type: "sponsored_content",
      mode: "apply",
      subtitle: "Finalized Feature",
      title: "Our finalized feature",
      description: "The selections are final.",
      sharedSpots: 2,
      contactName: "-",
      deliberationStatus: "finalized",
      deliberationStarts: days(-3),
      deliberationUntil: days(-1),
    },
    [images[4]!],
  );
  demo.finalized = finalized.id;
  await insertClaims(ctx, { ...finalized, startsAt: null, endsAt: null }, pick, [...applicants(2, "selected", 2, days(-1)), ...applicants(2, "dismissed")]);

  const shoot = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "job",
      mode: "apply",
      subtitle: "Runway Shoot",
      title: "Models for our runway dinner",
      description: "An evening runway show in the dining room.",
      startsAt: days(7),
      endsAt: days(8),
      femaleSpots: 2,
      maleSpots: 1,
      wages: "$300 / day",
      isStatsRequired: true,
      deliberationStatus: "finalized",
      deliberationStarts: days(-2),
      details: { job_start_date_type: "all", job_end_date_duration: 8, job_requirements: "Black shoes." },
    },
    [images[5]!],
  );
  demo.callSheet = shoot.id;
  await insertClaims(ctx, shoot, pick, [
    { status: "accepted", applicationStatus: "selected", applicantStatusLockedAt: days(-1), sex: "f" },
    { status: "accepted", applicationStatus: "selected", applicantStatusLockedAt: days(-1), sex: "f" },
    { status: "accepted", applicationStatus: "selected", applicantStatusLockedAt: days(-1), sex: "m" },
  ]);

  const ready = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      type: "job",
      mode: "apply",
      subtitle: "Lookbook Day",
      title: "A lookbook day",
      description: "A day of lookbook photos.",
      startsAt: days(9),
      endsAt: days(10),
      femaleSpots: 1,
      wages: "$200 / day",
      deliberationStatus: "finalized",
      deliberationStarts: days(-2),
      details: { job_start_date_type: "individual", job_end_date_duration: 6, job_requirements: "Natural make-up.", job_start_date: days(9).toISOString() },
    },
    [images[1]!],
  );
  demo.callSheetReady = ready.id;
  await insertClaims(ctx, ready, pick, [
    { status: "accepted", applicationStatus: "selected", applicantStatusLockedAt: days(-1), callSheetStatus: "ready", callTime: days(9), sex: "f" },
  ]);

  // Gifts: a manual one with a claim in every shipment state, and a no_tracking one.
  const spice = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      ...window,
      type: "gift",
      subtitle: "Spice Sampler",
      title: "Our spice sampler, shipped",
      description: "Six of our house spice blends.",
      femaleSpots: 1,
      contactName: "-",
      giftSource: "manual",
      hasNoLocation: true,
    },
    [images[0]!],
  );
  demo.giftManual = spice.id;
  const spiceClaims = await insertClaims(
    ctx,
    { ...spice, startsAt: null, endsAt: null },
    pick,
    SHIPMENT_STATES.map((s) => ({ status: s === "dropped" ? "delivered" : s })),
  );
  for (const [i, c] of spiceClaims.entries()) await insertShipment(ctx, c.id, SHIPMENT_STATES[i]!, i >= 2 ? `1Z999AA10123456${70 + i}` : null);
  // UPS numbers (carriers are seeded by the reference area before this one).
  await ctx.db
    .update(shipments)
    .set({ carrierCode: "ups" })
    .where(
      and(
        inArray(
          shipments.claimId,
          spiceClaims.map((c) => c.id),
        ),
        isNotNull(shipments.trackingNumber),
      ),
    );

  const candle = await insertOffer(
    ctx,
    demoId,
    {
      ...base,
      ...window,
      type: "gift",
      subtitle: "Candle Gift",
      title: "A candle from our dining room",
      description: "Our signature candle, delivered by hand.",
      femaleSpots: 1,
      contactName: "-",
      giftSource: "no_tracking",
      hasNoLocation: true,
    },
    [images[1]!],
  );
  demo.giftNoTracking = candle.id;
  const candleClaims = await insertClaims(ctx, { ...candle, startsAt: null, endsAt: null }, pick, [
    { status: "preparing" },
    { status: "preparing" },
    { status: "delivered" },
  ]);
  for (const [i, c] of candleClaims.entries()) await insertShipment(ctx, c.id, i === 2 ? "delivered" : "preparing", null);

  return { demo };
}
