// What an offer's claims add up to, in one aggregate query for a whole page of offers: the
// spots they hold, the applicants by status, the call sheet and lock flags, and how many claims
// a list shows. The list's cost then depends on the page, not on how many claims its offers
// have gathered over the years.
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, models, offers } from "../../db/schema";
import { FINAL_STATUSES, type HeldSpots, RELEASED_STATUSES } from "./shapes";
import { HIDDEN_STATUSES } from "../../../contract/offers";
import { RESERVATION_TYPES, type Tab } from "../../../contract/offers";

/** Claims no list ever shows. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one rule of which claims a list shows (docs/product/offers.md#which-claims-a-list-shows): declined ones never; expired ones not in
 * Upcoming; in Active, not reservations more than 24 hours away. Without a tab: all but hidden.
 * The cards' counts, the claims modal and the rows under a card all use it.
 */
export function shownIn(tab: Tab | undefined, now: Date): SQL {
  const parts = [sql`${claims.status} not in (${list(HIDDEN_STATUSES)})`];
  if (tab === "upcoming") parts.push(sql`${claims.status} <> 'expired'`);
  if (tab === "active")
    parts.push(sql`(${claims.reservedFor} is null or ${claims.reservedFor} <= ${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz)`);
  return sql.join(parts, sql` and `);
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Awaiting reservations: a reservation offer's open claims that have no time yet. They are
 * listed apart from the attendees (api/README.md, Offers); `isAwaiting` is the same rule for
 * rows already read.
 */
const awaiting = sql`(${offers.type} in (${list(RESERVATION_TYPES)}) and ${claims.reservedFor} is null and ${claims.status} not in (${list(FINAL_STATUSES)}))`;

/**
 * The ids of the first `each` attendees and first `each` awaiting reservations of each of the
 * reservation offers `offerIds` among the claims `where` selects, in schedule order (reservation
 * time, then asked-for time, then id): what a reservation offer's card lists; its claims modal
 * lists them all.
 */
export function firstOfEach(offerIds: number[], where: SQL, each: number): SQL {
  const waiting = sql`(${claims.reservedFor} is null and ${claims.status} not in (${list(FINAL_STATUSES)}))`;
  return sql`${claims.id} in (select id from (select ${claims.id} as id, row_number() over (partition by ${claims.offerId}, ${waiting} order by ${claims.reservedFor} asc nulls last, ${claims.startsAt} asc nulls last, ${claims.id}) as n from ${claims} where ${inArray(claims.offerId, offerIds)} and ${where}) as ranked where n <= ${each})`;
}

export function isAwaiting(type: string, claim: { reserved_for: string | null; status: string }) {
  return RESERVATION_TYPES.includes(type) && claim.reserved_for === null && !FINAL_STATUSES.includes(claim.status);
}

export type ClaimTotals = {
  held: HeldSpots;
  applicants: Record<"total" | "unreviewed" | "selected" | "liked" | "dismissed", number>;
  callSheetReady: boolean;
  locked: boolean;
  /** Claims the list shows (see shownIn): its attendees and its awaiting reservations. */
  shown: number;
  /** Awaiting reservations the list shows. */
  awaiting: number;
  /** Claims that hold a spot but the list does not show (in Active, reservations more than 24 hours away). */
  heldElsewhere: number;
};

const emptyTotals = (): ClaimTotals => ({
  held: { female: 0, male: 0, star: 0, total: 0 },
  applicants: { total: 0, unreviewed: 0, selected: 0, liked: 0, dismissed: 0 },
  callSheetReady: false,
  locked: false,
  shown: 0,
  awaiting: 0,
  heldElsewhere: 0,
});

/** Each offer's totals, from one grouped query (offers without claims get zeros). */
export async function countClaims(db: Db, offerIds: number[], tab: Tab | undefined, now: Date): Promise<Map<number, ClaimTotals>> {
  const totals = new Map(offerIds.map((id) => [id, emptyTotals()]));
  if (!offerIds.length) return totals;
  const groups = await db
    .select({
      offerId: claims.offerId,
      status: claims.status,
      applicationStatus: claims.applicationStatus,
      sex: models.sex,
      count: sql<number>`count(*)::int`,
      ready: sql<number>`(count(*) filter (where ${claims.callSheetStatus} = 'ready'))::int`,
      locked: sql<number>`(count(*) filter (where ${claims.applicantStatusLockedAt} is not null))::int`,
      star: sql<number>`(count(*) filter (where ${claims.spotType} = 'star'))::int`,
      shown: sql<number>`(count(*) filter (where ${shownIn(tab, now)}))::int`,
      awaiting: sql<number>`(count(*) filter (where ${shownIn(tab, now)} and ${awaiting}))::int`,
      unlisted: sql<number>`(count(*) filter (where not (${shownIn(tab, now)})))::int`,
    })
    .from(claims)
    .innerJoin(models, eq(models.id, claims.modelId))
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(inArray(claims.offerId, offerIds))
    .groupBy(claims.offerId, claims.status, claims.applicationStatus, models.sex);
  const all = new Map<number, { count: number; ready: number }>();
  for (const g of groups) {
    const t = totals.get(g.offerId)!;
    if (!RELEASED_STATUSES.includes(g.status)) {
      t.held.total += g.count;
      t.held.star += g.star;
      if (g.sex === "f") t.held.female += g.count;
      if (g.sex === "m") t.held.male += g.count;
      t.heldElsewhere += g.unlisted;
    }
    if (g.applicationStatus) {
      t.applicants.total += g.count;
      if (g.applicationStatus in t.applicants) t.applicants[g.applicationStatus as keyof ClaimTotals["applicants"]] += g.count;
    }
    t.locked ||= g.locked > 0;
    t.shown += g.shown;
    t.awaiting += g.awaiting;
    const sum = all.get(g.offerId) ?? { count: 0, ready: 0 };
    all.set(g.offerId, { count: sum.count + g.count, ready: sum.ready + g.ready });
  }
  for (const [id, sum] of all) totals.get(id)!.callSheetReady = sum.count > 0 && sum.ready === sum.count;
  return totals;
}
