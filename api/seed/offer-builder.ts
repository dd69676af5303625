// Small helpers the offers seed uses to write an offer with its media, claims and groups.
import { addDays, startOfDay } from "date-fns";
import { fromZonedTime, toZonedTime } from "date-fns-tz";
import { inArray } from "drizzle-orm";
import { claims, groupMembers, groups, offerMedia, offers, posts, shipments } from "../db/schema";
import { mainLocationId } from "../services/accounts/locations";
import { writeSeedImage, type SeedImage } from "./images";
import type { SeedContext } from "./index";
import type { SeededModel } from "./models";

const HOUR = 60 * 60 * 1000;

export type OfferSeed = Partial<typeof offers.$inferInsert> & { type: string; subtitle: string; title: string; description: string };
export type ClaimSeed = Partial<typeof claims.$inferInsert> & { status: string };

/** Hands out models in order, so every seed run pairs the same models with the same claims. */
export function modelPicker(models: SeededModel[], first = 0) {
  let next = first;
  return (sex?: "f" | "m") => {
    for (;;) {
      const model = models[next % models.length]!;
      next += 1;
      if (!sex || model.sex === sex) return model;
    }
  };
}

/** The seed's offers are in New York time (the offers table's default zone). */
const SEED_ZONE = "America/New_York";

export function clock(now: Date) {
  const day = startOfDay(toZonedTime(now, SEED_ZONE));
  const [midnight, nextMidnight] = [fromZonedTime(day, SEED_ZONE), fromZonedTime(addDays(day, 1), SEED_ZONE)];
  return {
    hours: (n: number) => new Date(now.getTime() + n * HOUR),
    days: (n: number) => new Date(now.getTime() + n * 24 * HOUR),
    /** `n` hours ago, but never before this day began in New York: an offer dated "Today" stays so just after midnight. */
    earlierToday: (n: number) => new Date(Math.max(now.getTime() - n * HOUR, midnight.getTime())),
    /** `n` hours ahead, but never past this day's last minute in New York: a check-in "expected today" stays today late in the evening. */
    laterToday: (n: number) => new Date(Math.min(now.getTime() + n * HOUR, nextMidnight.getTime() - 60_000)),
  };
}

const OFFER_IMAGES: SeedImage[] = [
  { name: "seed-offer-1", background: "#e9c46a", accent: "#264653", shape: "circle" },
  { name: "seed-offer-2", background: "#2a9d8f", accent: "#f4a261", shape: "triangle" },
  { name: "seed-offer-3", background: "#e76f51", accent: "#fefae0", shape: "square" },
  { name: "seed-offer-4", background: "#6d597a", accent: "#e9c46a", shape: "circle" },
  { name: "seed-offer-5", background: "#8ab17d", accent: "#3a0ca3", shape: "square" },
  { name: "seed-offer-6", background: "#264653", accent: "#e76f51", shape: "triangle" },
];

export async function writeOfferImages(ctx: SeedContext) {
  return Promise.all(OFFER_IMAGES.map((image) => writeSeedImage(ctx.storage, image)));
}

export type OfferImage = Awaited<ReturnType<typeof writeOfferImages>>[number];

export async function insertOffer(ctx: SeedContext, businessId: number, seed: OfferSeed, images: OfferImage[]) {
  const [row] = await ctx.db
    .insert(offers)
    // An offer with a location runs at the brand's main one unless it names another.
    .values({ businessId, createdAt: ctx.now, locationId: seed.hasNoLocation ? null : mainLocationId(businessId), ...seed })
    .returning();
  // Written in reverse, so the card's thumbnail (lowest sort) is not simply the first row.
  const media = images.map((image, i) => ({ offerId: row!.id, path: image.path, thumbnail: image.thumbnail, sort: i })).reverse();
  if (media.length) await ctx.db.insert(offerMedia).values(media);
  return row!;
}

type OfferRef = { id: number; startsAt: Date | null; endsAt: Date | null };

/** Claims of an offer; each takes the next model of the requested sex (default any). */
export async function insertClaims(ctx: SeedContext, offer: OfferRef, pick: ReturnType<typeof modelPicker>, list: (ClaimSeed & { sex?: "f" | "m" })[]) {
  if (!list.length) return [];
  const rows = list.map(({ sex, ...claim }, i) => ({
    offerId: offer.id,
    modelId: pick(sex).id,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    claimedAt: new Date(ctx.now.getTime() - (list.length - i) * HOUR),
    ...claim,
  }));
  return ctx.db.insert(claims).values(rows).returning();
}

export async function insertShipment(ctx: SeedContext, claimId: number, status: string, trackingNumber: string | null) {
  await ctx.db.insert(shipments).values({
    claimId,
    status,
    trackingNumber,
    address: { address1: `${100 + claimId} Bedford Ave`, address2: "", city: "Brooklyn", state: "NY", postal_code: "11211" },
  });
}

type MemberSeed = { status: "confirmed" | "uncertain" | "invited"; claim?: string };

/** A group owned by the next model, with members; members with `claim` also claim the offer. */
export async function insertGroup(ctx: SeedContext, offer: OfferRef, pick: ReturnType<typeof modelPicker>, status: string | null, members: MemberSeed[]) {
  const owner = pick();
  const [group] = await ctx.db.insert(groups).values({ offerId: offer.id, ownerModelId: owner.id, status, createdAt: ctx.now }).returning();
  const people = [
    { model: owner, status: "confirmed", claim: "active" as string | undefined },
    ...members.map((m) => ({ model: pick(), status: m.status, claim: m.claim })),
  ];
  await ctx.db.insert(groupMembers).values(people.map((p) => ({ groupId: group!.id, modelId: p.model.id, status: p.status })));
  const claimed = people.filter((p) => p.claim);
  if (claimed.length) {
    await ctx.db.insert(claims).values(
      claimed.map((p) => ({
        offerId: offer.id,
        modelId: p.model.id,
        groupId: group!.id,
        status: p.claim!,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
        claimedAt: ctx.now,
      })),
    );
  }
  return group!;
}

/** Makes the posts `ids` the offer's: what a figure of the offer, or of its location, counts. */
export async function givePosts(ctx: SeedContext, ids: number[], offerId: number) {
  await ctx.db.update(posts).set({ offerId }).where(inArray(posts.id, ids));
}
