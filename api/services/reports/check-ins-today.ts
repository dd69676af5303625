// Today's check-ins (docs/product/door.md#todays-check-ins), the one rule the dashboard's Today block and the door list
// both read: claims holding a spot (or checked in today) whose expected time falls on today's
// date in their offer's time zone. The dashboard asks for the first TODAY_LIMIT, the door for
// up to DOOR_LIMIT and may narrow them by a model's name or Instagram handle; either may be held to
// some of the brand's locations (a location's door list, a seat limited to some).
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, groupMembers, models, offers, seatChanges, users } from "../../db/schema";
import { changeAuthor, changedBy, checkInAuthorColumns, checkInChange, type ChangedBy } from "../accounts/changes";
import { isPast } from "../offers/lists";
import { type OfferRow } from "../offers/shapes";
import { CHECKABLE, RESERVATION_TYPES } from "../../../contract/offers";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** One of today's check-ins with everything either screen shows of it. */
export type TodayCheckIn = {
  claim: typeof claims.$inferSelect;
  offer: OfferRow;
  model: { id: number; name: string; avatar: string; handle: string | null };
  at: Date;
  /** How many come together: the claim's group (its members but the invited), else 1. */
  groupSize: number;
  /** The seat that checked the model in, when one did. */
  checkedInBy: ChangedBy | null;
};

/** The claim's expected time: its reservation on reservation offers, else its own or its offer's start. */
const expectedAt = sql<Date | null>`case when ${offers.type} in (${sql.join(
  RESERVATION_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}) then ${claims.reservedFor} else coalesce(${claims.startsAt}, ${offers.startsAt}) end`;

/** The calendar day, in the offer's own time zone, of an instant. */
const localDay = (at: SQL | Date) => sql`(${at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at} at time zone ${offers.timezone})::date`;

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A model's name or Instagram handle containing `search` (a leading @ of a handle is not part of it). */
function modelMatches(search: string) {
  const pattern = containsPattern(search.replace(/^@/, ""));
  return sql`(${models.name} ilike ${pattern} escape '\\' or coalesce(${models.instagram}->>'handle', '') ilike ${pattern} escape '\\')`;
}

/**
 * The first `limit` of today's check-ins in time order, with how many more there are. SQL first
 * keeps the 36 hours either side of now (every zone's today), so only the brand's live offers'
 * claims of those hours are read; then the full rows of the ones listed.
 */
export async function todaysCheckIns(db: Db, businessId: number, now: Date, opts: { limit: number; search?: string; locations?: number[] | null }) {
  const today = localDay(now);
  const search = opts.search?.trim() ?? "";
  const narrow = db
    .select({ id: claims.id, at: expectedAt, total: sql<number>`(count(*) over ())::int` })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId));
  const first = await (search ? narrow.innerJoin(models, eq(models.id, claims.modelId)) : narrow)
    .where(
      and(
        eq(offers.businessId, businessId),
        sql`not ${isPast(new Date(now.getTime() - DAY))}`,
        sql`coalesce(${offers.state}, '') <> 'canceled'`,
        inArray(claims.status, [...CHECKABLE, "used"]),
        sql`${expectedAt} between ${new Date(now.getTime() - 36 * HOUR).toISOString()}::timestamptz and ${new Date(now.getTime() + 36 * HOUR).toISOString()}::timestamptz`,
        sql`${localDay(expectedAt)} = ${today}`,
        // A model checked in on another day is not part of today's door list.
        sql`(${claims.status} <> 'used' or ${localDay(sql`${claims.checkedInAt}`)} = ${today})`,
        search ? modelMatches(search) : undefined,
        // A location's list, or a seat's locations: offers at none of them are another door's.
        opts.locations ? (opts.locations.length ? inArray(offers.locationId, opts.locations) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(expectedAt), asc(claims.id))
    .limit(opts.limit);
  if (!first.length) return { rows: [] as TodayCheckIn[], more: 0 };
  const rows = await db
    .select({
      claim: claims,
      offer: offers,
      model: { id: models.id, name: models.name, avatar: models.avatar, instagram: models.instagram },
      by: checkInAuthorColumns,
    })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .innerJoin(models, eq(models.id, claims.modelId))
    .leftJoin(seatChanges, checkInChange)
    .leftJoin(users, changeAuthor)
    .where(
      inArray(
        claims.id,
        first.map((row) => row.id),
      ),
    );
  const groupIds = [...new Set(rows.flatMap((row) => (row.claim.groupId === null ? [] : [row.claim.groupId])))];
  const sizes = new Map<number, number>();
  if (groupIds.length) {
    const counted = await db
      .select({ groupId: groupMembers.groupId, size: sql<number>`count(*)::int` })
      .from(groupMembers)
      .where(and(inArray(groupMembers.groupId, groupIds), ne(groupMembers.status, "invited")))
      .groupBy(groupMembers.groupId);
    for (const row of counted) sizes.set(row.groupId, row.size);
  }
  const byId = new Map(rows.map((row) => [row.claim.id, row]));
  const listed = first.map(({ id, at }): TodayCheckIn => {
    const { claim, offer, model, by } = byId.get(id)!;
    return {
      claim,
      offer,
      model: { id: model.id, name: model.name, avatar: model.avatar, handle: model.instagram?.handle ?? null },
      at: new Date(at!),
      groupSize: claim.groupId === null ? 1 : Math.max(1, sizes.get(claim.groupId) ?? 1),
      checkedInBy: changedBy(by),
    };
  });
  return { rows: listed, more: first[0]!.total - listed.length };
}
