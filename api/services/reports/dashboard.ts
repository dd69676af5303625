// The dashboard (docs/product/accounts.md#the-dashboard): what needs the brand today, what waits on it, and this month so
// far against the same days of last month. A handful of queries, each bounded by the brand's
// live offers (not past: the Past tab's rule) or by a date range on an index, so its cost
// follows what is going on now, not how long the brand has been here.
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, offers, shipments } from "../../db/schema";
import { checkInState, type CheckInState } from "../offers/check-in";
import { countClaims } from "../offers/claim-counts";
import { homeTab, isPast } from "../offers/lists";
import { FINAL_STATUSES } from "../offers/shapes";
import { selectionSpots } from "../offers/applicants";
import { postsDue, type PostsDueRow } from "../offers/posts-due";
import { contentNotices, type ContentNotices } from "../content/notices";
import { atLocations } from "../accounts/locations";
import { todaysCheckIns } from "./check-ins-today";
import { completedSpend, costsOf, type MonthCosts } from "./costs";
import { postFiguresBetween, type PostFigures } from "./trend";
import { figureVenues, type FigureLocation, type FigureVenue } from "./location-figures";
import { RESERVATION_TYPES } from "../../../contract/offers";

const DAY = 24 * 60 * 60 * 1000;

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
  /** Posts owed by models whose visit (or gift) is done, the earliest due first. */
  posts_due: { rows: PostsDueRow[]; more: number };
  today: { check_ins: DashboardCheckIn[]; more: number; awaiting: (OfferRef & { count: number })[] };
  waiting: {
    applicants: (OfferRef & { unreviewed: number; deliberation_until: string | null; timezone: string })[];
    selections: (OfferRef & { selected: number; spots: number; full: boolean; ready: boolean })[];
    gifts: (OfferRef & { count: number })[];
    call_sheets: (OfferRef & { starts_at: string; timezone: string; attendees: number })[];
  };
  /** This month's posts without a disclosure and the rights ending this week, shown with what waits on the brand. */
  content: ContentNotices;
  /** The brand's locations, for the month block's location filter. */
  venues: FigureVenue[];
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

/** The dashboard lists live offers only: never Past. */
function ref(offer: { id: number; subtitle: string; type: string; startsAt: Date | null; visibleFrom: Date | null }, now: Date): OfferRef {
  return { id: offer.id, title: offer.subtitle, type: offer.type, tab: homeTab(offer, false, now) as OfferRef["tab"] };
}

/** Today's check-ins as the dashboard lists them: the first TODAY_LIMIT of the shared rule. */
async function todaysDashboardCheckIns(db: Db, businessId: number, now: Date, locations: number[] | null = null) {
  const { rows, more } = await todaysCheckIns(db, businessId, now, { limit: TODAY_LIMIT, locations });
  const checkIns = rows.map(({ claim, offer, model, at }): DashboardCheckIn => ({
    claim_id: claim.id,
    offer: ref(offer, now),
    model: { id: model.id, name: model.name, avatar: model.avatar },
    at: at.toISOString(),
    timezone: offer.timezone,
    checked_in: claim.status === "used",
    check_in: checkInState(claim, offer, now),
  }));
  return { check_ins: checkIns, more };
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

/** The two spans' bounds as the answers give them. */
export function spanDates(spans: ReturnType<typeof monthSpans>) {
  return {
    from: spans.from.toISOString(),
    to: spans.to.toISOString(),
    previous_from: spans.previousFrom.toISOString(),
    previous_to: spans.previousTo.toISOString(),
  };
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
      locationId: offers.locationId,
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

/**
 * The Today block alone: all of the dashboard a door seat sees (services/accounts/roles.ts), held
 * to the seat's locations when it is limited to some.
 */
export async function getToday(db: Db, businessId: number, locations: number[] | null = null, now = new Date()): Promise<Dashboard["today"]> {
  const [live, today] = await Promise.all([liveOffers(db, businessId, now), todaysDashboardCheckIns(db, businessId, now, locations)]);
  const reservations = live.filter((o) => RESERVATION_TYPES.includes(o.type) && atLocations(locations, o.locationId));
  const totals = await countClaims(
    db,
    reservations.map((o) => o.id),
    undefined,
    now,
  );
  return { ...today, awaiting: awaitingOf(reservations, totals, now) };
}

/** A seat limited to some locations has no content block: the content library is the group's (roles.ts). */
const NO_CONTENT_NOTICES = { missing_disclosure: 0, rights_ending: [] };

/**
 * The whole dashboard. `location` is the month block's: this month so far of one location (or of the
 * rest), by the rule of location-figures.ts; the other blocks are the brand's, or the seat's
 * locations' (`scope`) when it is limited to some.
 */
export async function getDashboard(
  db: Db,
  businessId: number,
  now = new Date(),
  location: FigureLocation = null,
  scope: number[] | null = null,
): Promise<Dashboard> {
  const spans = monthSpans(now);
  const [offersLive, today, current, previous, currentSpend, previousSpend, due, content, venues] = await Promise.all([
    liveOffers(db, businessId, now),
    todaysDashboardCheckIns(db, businessId, now, scope),
    postFiguresBetween(db, businessId, spans.from, spans.to, location),
    postFiguresBetween(db, businessId, spans.previousFrom, spans.previousTo, location),
    completedSpend(db, businessId, spans.from, spans.to, location),
    completedSpend(db, businessId, spans.previousFrom, spans.previousTo, location),
    postsDue(db, businessId, now, undefined, scope),
    // This month's posts without a disclosure and the rights ending this week: one statement.
    scope ? NO_CONTENT_NOTICES : contentNotices(db, businessId, spans.from, spans.to, now),
    figureVenues(db, businessId, scope),
  ]);
  const live = scope ? offersLive.filter((o) => atLocations(scope, o.locationId)) : offersLive;
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
    posts_due: due,
    today: { ...today, awaiting },
    waiting,
    content,
    venues,
    month: {
      ...spanDates(spans),
      current,
      previous,
      // The costs' posts and reach are the figures above (one query a span, not two).
      costs: { current: costsOf(currentSpend, current), previous: costsOf(previousSpend, previous) },
    },
  };
}
