// The dashboard (issue #18): what needs the brand today, what waits on it, and this month so
// far against the same days of last month. A handful of queries, each bounded by the brand's
// live offers (not past: the Past tab's rule) or by a date range on an index, so its cost
// follows what is going on now, not how long the brand has been here.
import { and, asc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, models, offers, shipments } from "../../db/schema";
import { checkInState, type CheckInState } from "../offers/check-in";
import { countClaims } from "../offers/claim-counts";
import { CHECKABLE } from "../offers/claims";
import { isPast } from "../offers/lists";
import { FINAL_STATUSES, RESERVATION_TYPES } from "../offers/shapes";
import { selectionSpots } from "../offers/applicants";
import { completedSpend, costsOf, type MonthCosts } from "./costs";
import { postFiguresBetween, type PostFigures } from "./trend";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How many of today's check-ins the dashboard lists; the rest are counted. */
export const TODAY_LIMIT = 50;
/** Jobs starting within this many days whose call sheet is not sent yet are listed. */
export const CALL_SHEET_DAYS = 7;

/** An offer as the dashboard names it, with the Offers tab that lists it (running offers are in Active). */
type OfferRef = { id: number; title: string; type: string; tab: "active" | "upcoming" };

export type DashboardCheckIn = {
  claim_id: number;
  offer: OfferRef;
  model: { id: number; name: string; avatar: string };
  at: string;
  timezone: string;
  checked_in: boolean;
  check_in: CheckInState;
};

export type Dashboard = {
  today: { check_ins: DashboardCheckIn[]; more: number; awaiting: (OfferRef & { count: number })[] };
  waiting: {
    applicants: (OfferRef & { unreviewed: number; deliberation_until: string | null; timezone: string })[];
    selections: (OfferRef & { selected: number; spots: number; full: boolean; ready: boolean })[];
    gifts: (OfferRef & { count: number })[];
    call_sheets: (OfferRef & { starts_at: string; timezone: string; attendees: number })[];
  };
  month: {
    from: string;
    to: string;
    previous_from: string;
    previous_to: string;
    current: PostFigures;
    previous: PostFigures;
    /** Spend and cost per result of the same two spans, as the monthly report figures them. */
    costs: { current: MonthCosts; previous: MonthCosts };
  };
};

function ref(offer: { id: number; subtitle: string; type: string; startsAt: Date | null; visibleFrom: Date | null }, now: Date): OfferRef {
  const start = offer.startsAt ?? offer.visibleFrom;
  return { id: offer.id, title: offer.subtitle, type: offer.type, tab: start === null || start.getTime() <= now.getTime() ? "active" : "upcoming" };
}

/** The claim's expected time: its reservation on reservation offers, else its own or its offer's start. */
const expectedAt = sql<Date | null>`case when ${offers.type} in (${sql.join(
  RESERVATION_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}) then ${claims.reservedFor} else coalesce(${claims.startsAt}, ${offers.startsAt}) end`;

/** The calendar day, in the offer's own time zone, of an instant. */
const dayIn = (at: SQL | Date) => sql`(${at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at} at time zone ${offers.timezone})::date`;

/**
 * Check-ins expected today: claims holding a spot (or checked in today) whose expected time
 * falls on today's date in their offer's time zone, the first TODAY_LIMIT in time order with
 * how many there are in all. SQL first keeps the 36 hours either side of now (every zone's
 * today), so only the brand's live offers' claims of those hours are read.
 */
async function todaysCheckIns(db: Db, businessId: number, now: Date) {
  const today = dayIn(now);
  // Narrow rows first (ids, time, how many in all); the full rows only of the ones listed.
  const first = await db
    .select({ id: claims.id, at: expectedAt, total: sql<number>`(count(*) over ())::int` })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(
      and(
        eq(offers.businessId, businessId),
        sql`not ${isPast(new Date(now.getTime() - DAY))}`,
        sql`coalesce(${offers.state}, '') <> 'canceled'`,
        inArray(claims.status, [...CHECKABLE, "used"]),
        sql`${expectedAt} between ${new Date(now.getTime() - 36 * HOUR).toISOString()}::timestamptz and ${new Date(now.getTime() + 36 * HOUR).toISOString()}::timestamptz`,
        sql`${dayIn(expectedAt)} = ${today}`,
        // A model checked in on another day is not part of today's door list.
        sql`(${claims.status} <> 'used' or ${dayIn(sql`${claims.checkedInAt}`)} = ${today})`,
      ),
    )
    .orderBy(asc(expectedAt), asc(claims.id))
    .limit(TODAY_LIMIT);
  if (!first.length) return { check_ins: [], more: 0 };
  const rows = await db
    .select({ claim: claims, offer: offers, model: { id: models.id, name: models.name, avatar: models.avatar } })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .innerJoin(models, eq(models.id, claims.modelId))
    .where(
      inArray(
        claims.id,
        first.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.claim.id, row]));
  const checkIns = first.map(({ id, at }): DashboardCheckIn => {
    const { claim, offer, model } = byId.get(id)!;
    return {
      claim_id: claim.id,
      offer: ref(offer, now),
      model,
      at: new Date(at!).toISOString(),
      timezone: offer.timezone,
      checked_in: claim.status === "used",
      check_in: checkInState(claim, offer, now),
    };
  });
  return { check_ins: checkIns, more: first[0]!.total - checkIns.length };
}

/** Gift claims still waiting for a tracking number, counted per live gift offer (`giftIds`). */
async function giftsToShip(db: Db, giftIds: number[]) {
  if (!giftIds.length) return new Map<number, number>();
  const rows = await db
    .select({ offerId: claims.offerId, count: sql<number>`count(*)::int` })
    .from(claims)
    .where(
      and(
        inArray(claims.offerId, giftIds),
        notInArray(claims.status, FINAL_STATUSES),
        sql`not exists (select 1 from ${shipments} where ${shipments.claimId} = ${claims.id} and ${shipments.trackingNumber} is not null)`,
      ),
    )
    .groupBy(claims.offerId);
  return new Map(rows.map((row) => [row.offerId, row.count]));
}

/** This month (UTC, as the monthly report) from its first day until now, and the same span of last month. */
export function monthSpans(now: Date) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const previousFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const previousEnd = new Date(from.getTime() - 1);
  const previousTo = new Date(Math.min(previousFrom.getTime() + (now.getTime() - from.getTime()), previousEnd.getTime()));
  return { from, to: now, previousFrom, previousTo };
}

/** The brand's offers that are not past (the Past tab's rule), by start. */
function liveOffers(db: Db, businessId: number, now: Date) {
  return db
    .select({
      id: offers.id,
      subtitle: offers.subtitle,
      type: offers.type,
      mode: offers.mode,
      startsAt: offers.startsAt,
      visibleFrom: offers.visibleFrom,
      timezone: offers.timezone,
      sharedSpots: offers.sharedSpots,
      femaleSpots: offers.femaleSpots,
      maleSpots: offers.maleSpots,
      deliberationStatus: offers.deliberationStatus,
      deliberationStarts: offers.deliberationStarts,
      deliberationUntil: offers.deliberationUntil,
    })
    .from(offers)
    .where(and(eq(offers.businessId, businessId), sql`not ${isPast(now)}`))
    .orderBy(asc(offers.startsAt), asc(offers.id));
}

type LiveOffer = Awaited<ReturnType<typeof liveOffers>>[number];

/** The Today block's reservation offers with claims still waiting for a reservation time. */
function awaitingOf(live: LiveOffer[], totals: Awaited<ReturnType<typeof countClaims>>, now: Date): Dashboard["today"]["awaiting"] {
  return live
    .filter((o) => RESERVATION_TYPES.includes(o.type) && (totals.get(o.id)?.awaiting ?? 0) > 0)
    .map((o) => ({ ...ref(o, now), count: totals.get(o.id)!.awaiting }));
}

/** The Today block alone: all of the dashboard a door seat sees (services/accounts/roles.ts). */
export async function getToday(db: Db, businessId: number, now = new Date()): Promise<Dashboard["today"]> {
  const [live, today] = await Promise.all([liveOffers(db, businessId, now), todaysCheckIns(db, businessId, now)]);
  const reservations = live.filter((o) => RESERVATION_TYPES.includes(o.type));
  const totals = await countClaims(
    db,
    reservations.map((o) => o.id),
    undefined,
    now,
  );
  return { ...today, awaiting: awaitingOf(reservations, totals, now) };
}

export async function getDashboard(db: Db, businessId: number, now = new Date()): Promise<Dashboard> {
  const spans = monthSpans(now);
  const [live, today, current, previous, currentSpend, previousSpend] = await Promise.all([
    liveOffers(db, businessId, now),
    todaysCheckIns(db, businessId, now),
    postFiguresBetween(db, businessId, spans.from, spans.to),
    postFiguresBetween(db, businessId, spans.previousFrom, spans.previousTo),
    completedSpend(db, businessId, spans.from, spans.to),
    completedSpend(db, businessId, spans.previousFrom, spans.previousTo),
  ]);
  // The offer cards' own totals (one grouped query), so the dashboard and the cards agree; only
  // of the offers that can wait on the brand: reservations, applications and jobs.
  const counted = live.filter((o) => RESERVATION_TYPES.includes(o.type) || o.mode === "apply" || o.type === "job");
  const gifted = live.filter((o) => o.type === "gift");
  const [totals, toShip] = await Promise.all([
    countClaims(
      db,
      counted.map((o) => o.id),
      undefined,
      now,
    ),
    giftsToShip(
      db,
      gifted.map((o) => o.id),
    ),
  ]);
  const gifts = gifted.filter((o) => toShip.has(o.id)).map((o) => ({ ...ref(o, now), count: toShip.get(o.id)! }));
  const waiting: Dashboard["waiting"] = { applicants: [], selections: [], gifts, call_sheets: [] };
  const awaiting = awaitingOf(counted, totals, now);
  for (const offer of counted) {
    const t = totals.get(offer.id)!;
    if (offer.mode === "apply" && offer.deliberationStatus !== "finalized") {
      if (t.applicants.unreviewed > 0)
        waiting.applicants.push({
          ...ref(offer, now),
          unreviewed: t.applicants.unreviewed,
          deliberation_until: offer.deliberationUntil?.toISOString() ?? null,
          timezone: offer.timezone,
        });
      const spots = selectionSpots(offer);
      const full = spots !== -1 && t.applicants.selected >= spots;
      // FINALIZE is allowed once the deliberation has started (applicants.ts finalizeApplicants).
      const ready = offer.deliberationStarts !== null && offer.deliberationStarts.getTime() <= now.getTime() && t.applicants.selected > 0;
      if (full || ready) waiting.selections.push({ ...ref(offer, now), selected: t.applicants.selected, spots, full, ready });
    }
    const startsSoon =
      offer.startsAt !== null && offer.startsAt.getTime() >= now.getTime() && offer.startsAt.getTime() <= now.getTime() + CALL_SHEET_DAYS * DAY;
    if (offer.type === "job" && startsSoon && !t.callSheetReady && t.held.total > 0)
      waiting.call_sheets.push({ ...ref(offer, now), starts_at: offer.startsAt!.toISOString(), timezone: offer.timezone, attendees: t.held.total });
  }
  return {
    today: { ...today, awaiting },
    waiting,
    month: {
      from: spans.from.toISOString(),
      to: spans.to.toISOString(),
      previous_from: spans.previousFrom.toISOString(),
      previous_to: spans.previousTo.toISOString(),
      current,
      previous,
      // The costs' posts and reach are the figures above (one query a span, not two).
      costs: { current: costsOf(currentSpend, current), previous: costsOf(previousSpend, previous) },
    },
  };
}
