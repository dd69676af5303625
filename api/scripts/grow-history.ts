// `tsx api/scripts/grow-history.ts [username] [offers] [claims]`: gives a seeded brand (default
// demo) years of history on the configured database (DATA_DIR or DATABASE_URL), for the growth
// stage of `npm run bench`: by default 2,000 more offers (a fifth upcoming, a fifth active, the
// rest past, over two years) and 100,000 claims spread over them, of every list's statuses.
// Bulk inserts, a few seconds on the embedded database. Stop the product first: PGlite is one
// process's.
import { pathToFileURL } from "node:url";
import { asc, eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { openDatabase, type Db } from "../db";
import { businesses, claims, models, offerMedia, offers, users } from "../db/schema";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TYPES = ["timed", "anytime", "swing_by", "gift", "reservation_required", "sponsored_content"] as const;
const UPCOMING_STATUSES = ["active", "active", "pending", "accepted", "canceled", "expired"];
const ACTIVE_STATUSES = ["active", "used", "checked_in", "canceled", "incomplete", "active"];
const PAST_STATUSES = ["used", "used", "delivered", "canceled", "expired", "declined"];

async function grow(username: string, offerCount: number, claimCount: number) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const written = await growHistory(database.db, username, offerCount, claimCount);
    process.stderr.write(`${username}: ${offerCount} offers and ${written} claims added.\n`);
  } finally {
    await database.close();
  }
}

/** Gives the brand that signs in as `username` `offerCount` more offers and `claimCount` claims over them; returns the claims written. */
export async function growHistory(db: Db, username: string, offerCount: number, claimCount: number) {
  const [owner] = await db
    .select({ businessId: businesses.id })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(users.username, username));
  if (!owner) throw new Error(`no brand signs in as ${username}: seed the database first`);
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [username = "demo", offerCount = "2000", claimCount = "100000"] = process.argv.slice(2);
  grow(username, Number(offerCount), Number(claimCount)).then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`Growing the history failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
