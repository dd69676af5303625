// `tsx api/scripts/grow-history.ts [username] [offers] [claims] [posts] [locations]`: gives a seeded
// brand (default demo) years of history on the configured database (DATA_DIR or DATABASE_URL), for
// the growth stage of `npm run bench`: by default locations up to 20 in all, 2,000 more offers (a
// fifth upcoming, a fifth active, the rest past, over two years; each at one of the locations, the
// gifts at none), 100,000 claims spread over them, of every list's statuses, and posts up to 5,000
// in all (each for one of the past offers, captions of every disclosure state, a tenth of them
// asked for rights).
// Bulk inserts, a few seconds on the embedded database. Stop the product first: PGlite is one
// process's.
import { pathToFileURL } from "node:url";
import { and, asc, eq, like, lt } from "drizzle-orm";
import { loadConfig } from "../config";
import { openDatabase, type Db } from "../db";
import { businesses, claims, locations, models, offerMedia, offers, posts, rightsRequestPosts, rightsRequests, users } from "../db/schema";
import { seedCaption } from "../seed/content";
import { refreshDisclosure } from "../services/content/disclosure";
import { refreshRightsState } from "../services/content/rights-state";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TYPES = ["timed", "anytime", "swing_by", "gift", "reservation_required", "sponsored_content"] as const;
const UPCOMING_STATUSES = ["active", "active", "pending", "accepted", "canceled", "expired"];
const ACTIVE_STATUSES = ["active", "used", "checked_in", "canceled", "incomplete", "active"];
const PAST_STATUSES = ["used", "used", "delivered", "canceled", "expired", "declined"];

async function grow(username: string, offerCount: number, claimCount: number, postTotal: number, locationTotal: number) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const venues = await growLocations(database.db, username, locationTotal);
    const written = await growHistory(database.db, username, offerCount, claimCount);
    const added = await growPosts(database.db, username, postTotal);
    process.stderr.write(`${username}: ${venues} locations, ${offerCount} offers, ${written} claims and ${added} posts added.\n`);
  } finally {
    await database.close();
  }
}

/** The brand that signs in as `username`. */
async function brandOf(db: Db, username: string) {
  const [owner] = await db
    .select({ businessId: businesses.id, userId: users.id })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(users.username, username));
  if (!owner) throw new Error(`no brand signs in as ${username}: seed the database first`);
  return owner;
}

/** The brand's open locations, in its order. */
async function openLocations(db: Db, businessId: number) {
  const rows = await db
    .select({ id: locations.id, retiredAt: locations.retiredAt })
    .from(locations)
    .where(eq(locations.businessId, businessId))
    .orderBy(asc(locations.sort), asc(locations.id));
  return rows.filter((row) => !row.retiredAt).map((row) => row.id);
}

/** Gives the brand locations until it has `total` open ones (a restaurant group's venues); returns the locations added. */
export async function growLocations(db: Db, username: string, total: number) {
  const { businessId } = await brandOf(db, username);
  const have = (await openLocations(db, businessId)).length;
  if (have >= total) return 0;
  const zones = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];
  const rows = Array.from({ length: total - have }, (_, i) => ({
    businessId,
    name: `Venue ${have + i + 1}`,
    location: { address: `${100 + i} Market St, New York, NY`, lat: 40.7128, lon: -74.006 },
    timezone: zones[i % zones.length]!,
    workingHours: null,
    phoneNumber: "",
    sort: have + i,
  }));
  await db.insert(locations).values(rows);
  return rows.length;
}

/**
 * Gives the brand that signs in as `username` `offerCount` more offers, each at one of its open
 * locations in turn (a gift at none), and `claimCount` claims over them; returns the claims written.
 */
export async function growHistory(db: Db, username: string, offerCount: number, claimCount: number) {
  const owner = await brandOf(db, username);
  const venues = await openLocations(db, owner.businessId);
  const modelIds = (await db.select({ id: models.id }).from(models).orderBy(asc(models.id))).map((m) => m.id);
  const [image] = await db.select().from(offerMedia).limit(1);
  const now = Date.now();

  // Which list each offer falls in: upcoming starts in 1–60 days, active began in the last
  // day and runs a week, past ended between a day and two years ago.
  const rows = Array.from({ length: offerCount }, (_, i) => {
    const list = i % 5 === 0 ? "upcoming" : i % 5 === 1 ? "active" : "past";
    const start = list === "upcoming" ? now + (1 + (i % 60)) * DAY : list === "active" ? now - (i % 24) * HOUR : now - (2 + (i % 728)) * DAY;
    const type = TYPES[i % TYPES.length]!;
    return {
      businessId: owner.businessId,
      type,
      subtitle: `History ${i + 1}`,
      title: `Offer ${i + 1} of the brand's history`,
      description: "An offer of an earlier season, made to measure how pages grow with a brand's history.",
      startsAt: new Date(start),
      endsAt: new Date(start + (list === "active" ? 7 * DAY : 6 * HOUR)),
      sharedSpots: 60,
      locationId: type === "gift" || !venues.length ? null : venues[i % venues.length]!,
      createdAt: new Date(start - 14 * DAY),
      list,
    };
  });
  const made: { id: number; list: string; type: string; startsAt: Date | null }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const inserted = await db
      .insert(offers)
      .values(batch.map(({ list: _list, ...row }) => row))
      .returning({ id: offers.id, type: offers.type, startsAt: offers.startsAt });
    made.push(...inserted.map((row, j) => ({ ...row, list: batch[j]!.list })));
  }
  if (image) {
    const media = made.map((offer) => ({ offerId: offer.id, path: image.path, thumbnail: image.thumbnail, sort: 0 }));
    for (let i = 0; i < media.length; i += 1000) await db.insert(offerMedia).values(media.slice(i, i + 1000));
  }

  const perOffer = Math.max(1, Math.floor(claimCount / made.length));
  let written = 0;
  let batch: (typeof claims.$inferInsert)[] = [];
  for (const [o, offer] of made.entries()) {
    const statuses = offer.list === "upcoming" ? UPCOMING_STATUSES : offer.list === "active" ? ACTIVE_STATUSES : PAST_STATUSES;
    const count = o === made.length - 1 ? claimCount - written : Math.min(perOffer, claimCount - written);
    for (let c = 0; c < count; c++) {
      const start = offer.startsAt!.getTime();
      batch.push({
        offerId: offer.id,
        modelId: modelIds[(o * 7 + c) % modelIds.length]!,
        status: statuses[c % statuses.length]!,
        startsAt: offer.startsAt,
        endsAt: new Date(start + 6 * HOUR),
        claimedAt: new Date(start - (c + 1) * HOUR),
        reservedFor: offer.type === "reservation_required" ? new Date(start + (c % 12) * 30 * 60 * 1000) : null,
      });
    }
    written += count;
    if (batch.length >= 5000) {
      await db.insert(claims).values(batch);
      batch = [];
    }
  }
  if (batch.length) await db.insert(claims).values(batch);
  return written;
}

/**
 * Gives the brand posts until it has `total`, over its past two years, each by a model of the
 * marketplace, with the seed's captions (so every disclosure state), and asks for rights to every
 * tenth (a request each, a third of them granted); returns the posts written.
 */
export async function growPosts(db: Db, username: string, total: number) {
  const owner = await brandOf(db, username);
  const [template] = await db.select().from(posts).where(eq(posts.businessId, owner.businessId)).limit(1);
  const have = await db.$count(posts, eq(posts.businessId, owner.businessId));
  if (!template || have >= total) return 0;
  const modelIds = (await db.select({ id: models.id }).from(models).orderBy(asc(models.id))).map((m) => m.id);
  // Each post is for one of the brand's grown past offers (so each location has its figures), in turn.
  const past = (
    await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.businessId, owner.businessId), like(offers.subtitle, "History %"), lt(offers.endsAt, new Date())))
      .orderBy(asc(offers.id))
  ).map((o) => o.id);
  const now = Date.now();
  const made: { id: number; modelId: number }[] = [];
  for (let i = 0; i < total - have; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, total - have - i) }, (_, k) => {
      const n = i + k;
      return {
        businessId: owner.businessId,
        modelId: modelIds[(n * 7) % modelIds.length]!,
        offerId: past.length ? past[n % past.length]! : null,
        instagramId: `ig_grown_${owner.businessId}_${n}`,
        type: template.type,
        thumbnail: template.thumbnail,
        media: template.media,
        postUrl: `https://instagram.com/p/grown${owner.businessId}x${n}`,
        countOfLikes: 20 + (n % 3000),
        caption: seedCaption(n),
        postedAt: new Date(now - (1 + (n % 729)) * DAY - (n % 24) * HOUR),
      };
    });
    made.push(...(await db.insert(posts).values(batch).returning({ id: posts.id, modelId: posts.modelId })));
  }
  await refreshDisclosure(db, owner.businessId);
  const asked = made.filter((_, i) => i % 10 === 0);
  for (const [i, post] of asked.entries()) {
    const granted = i % 3 === 0;
    const [request] = await db
      .insert(rightsRequests)
      .values({
        businessId: owner.businessId,
        modelId: post.modelId,
        uses: ["repost"],
        term: "1y",
        termsText: "Grown history.",
        requestedBy: owner.userId,
        linkExpiresAt: new Date(now - 30 * DAY),
        answer: granted ? "granted" : null,
        answeredAt: granted ? new Date(now - 40 * DAY) : null,
        startsAt: granted ? new Date(now - 40 * DAY) : null,
        endsAt: granted ? new Date(now + 325 * DAY) : null,
      })
      .returning({ id: rightsRequests.id });
    await db.insert(rightsRequestPosts).values({ requestId: request!.id, postId: post.id });
  }
  for (let i = 0; i < asked.length; i += 1000)
    await refreshRightsState(
      db,
      asked.slice(i, i + 1000).map((p) => p.id),
    );
  return made.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [username = "demo", offerCount = "2000", claimCount = "100000", postTotal = "5000", locationTotal = "20"] = process.argv.slice(2);
  grow(username, Number(offerCount), Number(claimCount), Number(postTotal), Number(locationTotal)).then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`Growing the history failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
