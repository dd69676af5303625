// A model's track record where the brand decides (docs/product/applicants.md#track-record): from the marketplace's
// own claims, with this brand and with all brands, for a whole list of models in one grouped
// query (index claims_model). Only totals leave here: never which brands or offers.
//
// The definitions, as the web tool's explanation words them:
// - claims made: the model's claims that are not cancelled or declined; of applications, only
//   the selected ones (an application nobody chose is no claim);
// - kept: claims made that were checked in (checked_in_at set, status 'used');
// - no-shows: claims made, not on a gift offer or a cancelled offer, never checked in, whose
//   check-in window (check-in.ts checkInWindow: a reservation's time ±60 minutes, else the
//   claim's or the offer's end) closed before now;
// - completed: claims made that were checked in, or gifts delivered or shipped;
// - posted: completed claims the model posted for (posts_count > 0 or posted_at set);
//   the posting rate is posted / completed.
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, offers } from "../../db/schema";
import { checkInWindowEnd } from "./check-in";

/** Claim statuses that never count as a claim made. */
export const NOT_CLAIMS = ["canceled", "cancelled", "declined"];
/** Gift statuses that complete a claim without a visit. */
export const GIFT_DONE = ["delivered", "shipped"];
/** Under this many claims made (with all brands) a model shows 'New'. */
export const NEW_BELOW = 3;

export type RecordCounts = { claims: number; kept: number; no_shows: number; completed: number; posted: number; posting_rate: number | null };
export type TrackRecord = { brand: RecordCounts; all: RecordCounts; new: boolean; line: string };

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const made = sql`(${claims.status} not in (${list(NOT_CLAIMS)}) and (${claims.applicationStatus} is null or ${claims.applicationStatus} = 'selected'))`;
const kept = sql`(${made} and ${claims.checkedInAt} is not null)`;
/** A no-show at `now`: the SQL side of checkInWindow's end (the one rule, in check-in.ts). */
export function noShow(now: Date): SQL {
  return sql`(${made} and ${claims.checkedInAt} is null and ${offers.type} <> 'gift' and ${offers.state} is distinct from 'canceled' and ${checkInWindowEnd()} < ${now.toISOString()}::timestamptz)`;
}
const completed = sql`(${made} and (${claims.checkedInAt} is not null or ${claims.status} in (${list(GIFT_DONE)})))`;
const posted = sql`(${completed} and (${claims.postsCount} > 0 or ${claims.postedAt} is not null))`;

const count = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;

function counts(claims: number, kept: number, no_shows: number, completed: number, posted: number): RecordCounts {
  return { claims, kept, no_shows, completed, posted, posting_rate: postingRate({ completed, posted }) };
}

export const emptyCounts = (): RecordCounts => counts(0, 0, 0, 0, 0);

/** The posting rate in whole per cent, or null before any claim was completed. */
export function postingRate(c: Pick<RecordCounts, "completed" | "posted">): number | null {
  return c.completed ? Math.round((100 * c.posted) / c.completed) : null;
}

/** The compact line under a model's name: 'New', or '12 claims · 11 kept · 1 no-show · 92% posted'. */
export function trackRecordLine(all: RecordCounts): string {
  if (all.claims < NEW_BELOW) return "New";
  const parts = [`${all.claims} claims`, `${all.kept} kept`];
  if (all.no_shows) parts.push(`${all.no_shows} ${all.no_shows === 1 ? "no-show" : "no-shows"}`);
  if (all.posting_rate !== null) parts.push(`${all.posting_rate}% posted`);
  return parts.join(" · ");
}

export function toTrackRecord(brand: RecordCounts, all: RecordCounts): TrackRecord {
  return { brand, all, new: all.claims < NEW_BELOW, line: trackRecordLine(all) };
}

/**
 * Each model's record with `businessId` and with all brands, at `now`, from one grouped query
 * over the models' claims. Models without claims get zeros (and 'New').
 */
export async function trackRecords(db: Db, businessId: number, modelIds: number[], now: Date): Promise<Map<number, TrackRecord>> {
  const ids = [...new Set(modelIds)];
  const records = new Map<number, TrackRecord>(ids.map((id) => [id, toTrackRecord(emptyCounts(), emptyCounts())]));
  if (!ids.length) return records;
  const mine = sql`${offers.businessId} = ${businessId}`;
  const missed = noShow(now);
  const rows = await db
    .select({
      modelId: claims.modelId,
      claims: count(made),
      kept: count(kept),
      noShows: count(missed),
      completed: count(completed),
      posted: count(posted),
      brandClaims: count(sql`${mine} and ${made}`),
      brandKept: count(sql`${mine} and ${kept}`),
      brandNoShows: count(sql`${mine} and ${missed}`),
      brandCompleted: count(sql`${mine} and ${completed}`),
      brandPosted: count(sql`${mine} and ${posted}`),
    })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(inArray(claims.modelId, ids))
    .groupBy(claims.modelId);
  for (const r of rows) {
    const all = counts(r.claims, r.kept, r.noShows, r.completed, r.posted);
    const brand = counts(r.brandClaims, r.brandKept, r.brandNoShows, r.brandCompleted, r.brandPosted);
    records.set(r.modelId, toTrackRecord(brand, all));
  }
  return records;
}
