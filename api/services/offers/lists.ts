// Which offers each tab of /offers/{tab} holds (docs/product/offers.md#tabs), as SQL.
// - past: cancelled, marked past, or its end (ends_at, else visible_until) has passed;
// - upcoming: not past, and it starts later, or it is a reservation offer (Upcoming
//   shows pending reservation offers, so a running reservation offer is in both lists);
// - active: not past, and it has started (or has no start).
// A past offer belongs to the month (in the offer's time zone) it was cancelled or ended.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { offers } from "../../db/schema";
import { RESERVATION_TYPES, type Tab } from "../../../contract/offers";
import { offersOfSeat } from "../accounts/seat-locations";

const start = sql`coalesce(${offers.startsAt}, ${offers.visibleFrom})`;
const end = sql`coalesce(${offers.endsAt}, ${offers.visibleUntil})`;
/** Cancelled, marked past, or its end has passed: the Past tab's rule; every other offer is live. */
export const isPast = (now: Date) =>
  sql`(coalesce(${offers.state}, '') in ('canceled', 'past') or coalesce(${end} < ${now.toISOString()}::timestamptz, false))`;
export const periodOf = sql<string>`to_char(coalesce(${offers.canceledAt}, ${end}, ${start}, ${offers.createdAt}) at time zone ${offers.timezone}, 'YYYY-MM')`;

/**
 * The tab a link to an offer already read opens: Past once it is past (`isPast`), else Active
 * from its start (or without one), else Upcoming. tabCondition's rule, for one offer in hand; a
 * running reservation offer, listed in both, opens in Active.
 */
export function homeTab(offer: { startsAt: Date | null; visibleFrom: Date | null }, past: boolean, now: Date): Tab {
  if (past) return "past";
  const begins = offer.startsAt ?? offer.visibleFrom;
  return begins === null || begins.getTime() <= now.getTime() ? "active" : "upcoming";
}

function tabCondition(tab: Tab, now: Date): SQL {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  if (tab === "past") return isPast(now);
  const notPast = sql`not ${isPast(now)}`;
  if (tab === "upcoming") {
    return and(notPast, or(sql`${start} > ${nowSql}`, inArray(offers.type, RESERVATION_TYPES)))!;
  }
  return and(notPast, sql`(${start} is null or ${start} <= ${nowSql})`)!;
}

/**
 * Where a page ends: the last offer's key (Active and Upcoming: its start; Past: its end; null
 * first) and id.
 */
export type ListCursor = { start: string | null; id: number };

export function encodeCursor(cursor: ListCursor) {
  return Buffer.from(JSON.stringify([cursor.start, cursor.id])).toString("base64url");
}

/** The cursor an `after` parameter names, or null when it is not one of ours. */
export function decodeCursor(value: string): ListCursor | null {
  try {
    const [startAt, id] = JSON.parse(Buffer.from(value, "base64url").toString()) as unknown[];
    if (!Number.isSafeInteger(id) || (id as number) < 1) return null;
    if (startAt === null) return { start: null, id: id as number };
    return typeof startAt === "string" && !Number.isNaN(Date.parse(startAt)) ? { start: new Date(startAt).toISOString(), id: id as number } : null;
  } catch {
    return null;
  }
}

/**
 * Offers after the cursor in the list's order: Active and Upcoming by start (nulls first), then
 * id, which the index offers_business_start serves; Past newest first by end (nulls first), then
 * id descending.
 */
function afterCursor(key: SQL, ascending: boolean, cursor: ListCursor): SQL {
  const beyond = ascending ? sql`>` : sql`<`;
  if (cursor.start === null) return sql`((${key} is null and ${offers.id} ${beyond} ${cursor.id}) or ${key} is not null)`;
  const at = sql`${cursor.start}::timestamptz`;
  return sql`(${key} ${beyond} ${at} or (${key} = ${at} and ${offers.id} ${beyond} ${cursor.id}))`;
}

export type ListPage = { limit: number; after: ListCursor | null };

/**
 * The business's offer rows of one tab (at the seat's locations, `scope`, when it is limited to
 * some); past ones only of the given months when given. With a page, `limit` rows after the
 * cursor, and the cursor of the next page (null on the last).
 */
export async function listOfferRows(db: Db, businessId: number, tab: Tab, now: Date, periods?: string[], page?: ListPage, scope?: number[] | null) {
  const ascending = tab !== "past";
  const key = ascending ? start : end;
  const where = [eq(offers.businessId, businessId), tabCondition(tab, now), offersOfSeat(scope)];
  if (tab === "past" && periods?.length) where.push(inArray(periodOf, periods));
  if (page?.after) where.push(afterCursor(key, ascending, page.after));
  const order = ascending ? [sql`${start} asc nulls first`, asc(offers.id)] : [sql`${end} desc nulls first`, desc(offers.id)];
  const query = db
    .select({ row: offers, period: periodOf, key: sql<Date | string | null>`${key}` })
    .from(offers)
    .where(and(...where))
    .orderBy(...order);
  const rows = page ? await query.limit(page.limit + 1) : await query;
  if (!page || rows.length <= page.limit) return { rows, next: null };
  const kept = rows.slice(0, page.limit);
  const last = kept[kept.length - 1]!;
  return { rows: kept, next: encodeCursor({ start: last.key === null ? null : new Date(last.key).toISOString(), id: last.row.id }) };
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2025-05" → "May 2025". */
export function periodTitle(period: string) {
  const [year, month] = period.split("-");
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** Months that hold past offers (of the seat's locations, `scope`), newest first, with how many each holds. */
export async function listPastPeriods(db: Db, businessId: number, now: Date, scope?: number[] | null) {
  const rows = await db
    .select({ period: periodOf, count: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(eq(offers.businessId, businessId), isPast(now), offersOfSeat(scope)))
    .groupBy(periodOf)
    .orderBy(desc(periodOf));
  return rows.map((r) => ({ period: r.period, title: periodTitle(r.period), count: r.count }));
}
