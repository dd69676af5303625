// Brands that tests make for themselves: a business like Rival Studio under a fresh username,
// with the "kits" of records a test asks for, written by the demo seed's own builders. Each test
// changes only its own brand's rows, so tests running at the same time never share a record and
// never take turns. Reached only through the test-support route (API_TEST_SUPPORT=1) and from
// API tests; the product's seed never calls it.
// The kits of lists are in kits-lists.ts, those of a month's results and spend in kits-results.ts.
import type { FileStore } from "../adapters/storage";
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db";
import { models, offers } from "../db/schema";
import { applicants } from "../seed/applicants";
import type { SeedContext } from "../seed/index";
import type { SeededModel } from "../seed/models";
import { clock, insertClaims, insertGroup, insertOffer, insertShipment, modelPicker, writeOfferImages, type OfferImage } from "../seed/offer-builder";
import { RIVAL_OFFER_BASE } from "../seed/offers-rival";
import { seedInstagram } from "../seed/profile";
import { RIVAL, seedBusiness } from "../seed/users";
import { allDay, busyKit, manyKit, named } from "./kits-lists";
import { venuesKit } from "./kits-venues";
import { costsKit, resultsKit } from "./kits-results";
import { postsKit } from "./kits-posts";
import { contentKit } from "./kits-content";

export const KITS = ["offers", "casting", "gifts", "shoot", "template", "results", "many", "busy", "costs", "posts", "content", "venues"] as const;
export type Kit = (typeof KITS)[number];

export type KitOffer = { id: number; subtitle: string };
export type TestBrand = {
  username: string;
  password: string;
  name: string;
  /** The owner's contact name, as 'Checked in … by Riley Rival (owner)' names the owner. */
  contact_name: string;
  business_id: number;
  /** The kits' offers by a short name: session, group, booking, popup, casting, gift, hamper, shoot, past; `month` is the results kit's report (its title). */
  offers: Record<string, KitOffer>;
};

export type KitContext = {
  ctx: SeedContext;
  businessId: number;
  pick: ReturnType<typeof modelPicker>;
  images: OfferImage[];
  /** The brand's owner and its name, for records made by the owner (a request for rights). */
  owner: { userId: number; name: string };
  /** The owner's sign-in, which a kit's seats share the password of. */
  login: { username: string; password: string };
};
type KitBuilder = (k: KitContext) => Promise<Record<string, KitOffer>>;

/** Offers for every action of the Offers page: check in, cancel a claim, a group, a reservation, an offer. */
async function offersKit({ ctx, businessId, pick, images }: KitContext) {
  // Started an hour ago, but never before this day began in New York: the door list and the
  // dashboard's Today list them at any hour, the first after midnight too.
  const { hours, days, earlierToday } = clock(ctx.now);
  const base = RIVAL_OFFER_BASE;
  const session = await insertOffer(
    ctx,
    businessId,
    {
      ...base,
      type: "timed",
      subtitle: "Studio Session",
      title: "Test shoot",
      description: "An open studio session.",
      startsAt: earlierToday(1),
      endsAt: hours(8),
      sharedSpots: 10,
    },
    [images[0]!],
  );
  // In the window: check-in and cancel-claim targets; one whose own window starts tomorrow.
  await insertClaims(ctx, session, pick, [{ status: "active" }, { status: "active" }, { status: "active", startsAt: days(1), endsAt: hours(30) }]);
  const group = await insertOffer(
    ctx,
    businessId,
    {
      ...base,
      type: "timed",
      subtitle: "Studio Group",
      title: "Group shoot",
      description: "Bring your friends.",
      startsAt: earlierToday(1),
      endsAt: hours(8),
      isGroup: true,
      groupMinSize: 2,
      groupMaxSize: 3,
      groupMaxNumber: 2,
      sharedSpots: 6,
    },
    [images[1]!],
  );
  await insertGroup(ctx, group, pick, null, [{ status: "confirmed", claim: "active" }, { status: "invited" }]);
  const booking = await insertOffer(
    ctx,
    businessId,
    {
      ...base,
      type: "reservation_required",
      subtitle: "Studio Booking",
      title: "Book a slot",
      description: "Book a studio slot.",
      startsAt: hours(-1),
      endsAt: days(30),
      sharedSpots: 10,
    },
    [images[2]!],
  );
  // Check-in is open only for the reservation a quarter of an hour away (an hour either side).
  await insertClaims(ctx, booking, pick, [
    { status: "active", reservedFor: hours(3) },
    { status: "incomplete" },
    { status: "incomplete" },
    { status: "active", reservedFor: hours(0.25) },
  ]);
  const popup = await insertOffer(
    ctx,
    businessId,
    {
      ...base,
      type: "anytime",
      subtitle: "Studio Pop-up",
      title: "Pop-up",
      description: "A pop-up for one week.",
      visibleFrom: days(-1),
      visibleUntil: days(6),
      sharedSpots: -1,
    },
    [images[0]!],
  );
  await insertClaims(ctx, allDay(popup), pick, [{ status: "active" }, { status: "incomplete" }, { status: "used", checkedInAt: earlierToday(2) }]);
  return { session: named(session), group: named(group), booking: named(booking), popup: named(popup) };
}

/** An apply-mode casting in deliberation: 3 unreviewed, 2 liked, 1 of 2 spots selected. */
async function castingKit({ ctx, businessId, pick, images }: KitContext) {
  const { days } = clock(ctx.now);
  const casting = await insertOffer(
    ctx,
    businessId,
    {
      ...RIVAL_OFFER_BASE,
      contactName: "-",
      type: "sponsored_content",
      mode: "apply",
      subtitle: "Studio Casting",
      title: "Studio casting",
      description: "Two models for a studio feature.",
      visibleFrom: days(-5),
      visibleUntil: days(15),
      sharedSpots: 2,
      deliberationStarts: days(-1),
      deliberationUntil: days(4),
    },
    [images[1]!],
  );
  await insertClaims(ctx, allDay(casting), pick, [...applicants(3, "unreviewed"), ...applicants(2, "liked"), ...applicants(1, "selected")]);
  return { casting: named(casting) };
}

/** Gifts to ship: a manual one with two claims being prepared, and one without tracking. */
async function giftsKit({ ctx, businessId, pick, images }: KitContext) {
  const { days } = clock(ctx.now);
  const base = { ...RIVAL_OFFER_BASE, contactName: "-", type: "gift", visibleFrom: days(-5), visibleUntil: days(15), femaleSpots: 1, hasNoLocation: true };
  const gift = await insertOffer(
    ctx,
    businessId,
    { ...base, subtitle: "Studio Gift", title: "A studio tote", description: "Our studio tote bag.", giftSource: "manual" },
    [images[2]!],
  );
  for (const c of await insertClaims(ctx, allDay(gift), pick, [{ status: "preparing" }, { status: "preparing" }]))
    await insertShipment(ctx, c.id, "preparing", null);
  const hamper = await insertOffer(
    ctx,
    businessId,
    { ...base, subtitle: "Studio Hamper", title: "A studio hamper", description: "Snacks for the studio.", giftSource: "no_tracking" },
    [images[3]!],
  );
  for (const c of await insertClaims(ctx, allDay(hamper), pick, [{ status: "preparing" }])) await insertShipment(ctx, c.id, "preparing", null);
  return { gift: named(gift), hamper: named(hamper) };
}

/** A finalized job next week whose call sheet has not been sent. */
async function shootKit({ ctx, businessId, pick, images }: KitContext) {
  const { days } = clock(ctx.now);
  const shoot = await insertOffer(
    ctx,
    businessId,
    {
      ...RIVAL_OFFER_BASE,
      type: "job",
      mode: "apply",
      subtitle: "Studio Shoot",
      title: "A studio shoot",
      description: "A day in the studio.",
      startsAt: days(6),
      endsAt: days(7),
      sharedSpots: 2,
      wages: "$150 / day",
      deliberationStatus: "finalized",
      deliberationStarts: days(-2),
      details: { job_start_date_type: "all", job_end_date_duration: 4 },
    },
    [images[4]!],
  );
  const selected = { status: "accepted", applicationStatus: "selected", applicantStatusLockedAt: days(-1) };
  await insertClaims(ctx, shoot, pick, [selected, { ...selected }]);
  return { shoot: named(shoot) };
}

/** A past offer that carries a saved template (its id is the offer's own, so it is unique). */
async function templateKit({ ctx, businessId, pick, images }: KitContext) {
  const { days } = clock(ctx.now);
  const at = days(-3);
  const past = await insertOffer(
    ctx,
    businessId,
    {
      ...RIVAL_OFFER_BASE,
      type: "timed",
      subtitle: "Studio Open Day",
      title: "Studio Open Day recap",
      description: "A past offer, kept for its results.",
      startsAt: at,
      endsAt: new Date(at.getTime() + 3 * 3600_000),
      sharedSpots: 6,
    },
    [images[5]!],
  );
  await insertClaims(ctx, past, pick, [{ status: "used", checkedInAt: at }, { status: "expired" }]);
  await ctx.db
    .update(offers)
    .set({ templateId: 100_000 + past.id, templateKey: `open-day-${past.id}` })
    .where(eq(offers.id, past.id));
  return { past: named(past) };
}

const BUILDERS: Record<Kit, KitBuilder> = {
  offers: offersKit,
  casting: castingKit,
  gifts: giftsKit,
  shoot: shootKit,
  template: templateKit,
  results: resultsKit,
  many: manyKit,
  busy: busyKit,
  costs: costsKit,
  posts: postsKit,
  content: contentKit,
  venues: venuesKit,
};

async function loadModels(db: Db): Promise<SeededModel[]> {
  const rows = await db.select({ id: models.id, name: models.name, sex: models.sex, instagram: models.instagram }).from(models).orderBy(asc(models.id));
  if (!rows.length) throw new Error("test brands need the demo seed's models");
  return rows.map((m) => ({ id: m.id, name: m.name, sex: m.sex as "f" | "m", followers: m.instagram?.number_of_followers ?? 0 }));
}

/**
 * A new brand (fresh username, its own profile photos, Instagram images and working hours, no
 * billing customer) with the records of each kit asked for. One transaction: all or nothing.
 */
export async function createTestBrand(db: Db, storage: FileStore, kits: readonly Kit[] = [], now = new Date()): Promise<TestBrand> {
  const suffix = randomBytes(4).toString("hex");
  const username = `brand-${suffix}`;
  const password = `pw-${suffix}-1234`;
  const name = `Test Brand ${suffix}`;
  return db.transaction(async (tx) => {
    const ctx: SeedContext = { db: tx, storage, now };
    const business = await seedBusiness(ctx, { ...RIVAL, username, password, email: `${username}@example.com`, name });
    await seedInstagram(ctx, business.businessId, "rival", 8);
    const kitOffers: Record<string, KitOffer> = {};
    if (kits.length) {
      const kit: KitContext = {
        ctx,
        businessId: business.businessId,
        pick: modelPicker(await loadModels(ctx.db), 120),
        images: await writeOfferImages(ctx),
        owner: { userId: business.userId, name },
        login: { username, password },
      };
      for (const each of new Set(kits)) Object.assign(kitOffers, await BUILDERS[each](kit));
    }
    return { username, password, name, contact_name: RIVAL.contactName, business_id: business.businessId, offers: kitOffers };
  });
}
