// When a model can be checked in (docs/product/offers.md#check-in), the one rule: the API refuses a check-in outside
// it, and every attendee it sends carries the same answer (`check_in`), so a screen disables
// the button and shows the reason the API would give.
import { sql, type SQL } from "drizzle-orm";
import { claims, offers } from "../../db/schema";
import { type OfferRow } from "./shapes";
import { RESERVATION_TYPES } from "../../../contract/offers";

type ClaimRow = typeof claims.$inferSelect;

/** How long before and after its time a reservation's model can be checked in. */
export const RESERVATION_CHECK_IN_MINUTES = 60;

/** Why a claim of an offer that has not begun, or has ended, can't be checked in now. */
export const CHECK_IN_NOTICE = "Click this button to check in a model once your offer begins.";

/** What an attendee's check-in button shows: whether it works now, and if not, why. */
export type CheckInState = { open: boolean; opens_at: string | null; closes_at: string | null; notice: string | null };

/**
 * The window: a reservation's time, RESERVATION_CHECK_IN_MINUTES either side, on reservation
 * offers; otherwise the claim's starts_at and ends_at, else the offer's times, else its
 * visibility window.
 */
export function checkInWindow(claim: ClaimRow, offer: OfferRow) {
  if (RESERVATION_TYPES.includes(offer.type) && claim.reservedFor) {
    const margin = RESERVATION_CHECK_IN_MINUTES * 60_000;
    const at = claim.reservedFor.getTime();
    return { from: new Date(at - margin), until: new Date(at + margin), reservation: true };
  }
  return {
    from: claim.startsAt ?? offer.startsAt ?? offer.visibleFrom,
    until: claim.endsAt ?? offer.endsAt ?? offer.visibleUntil,
    reservation: false,
  };
}

/** Whether the claim can be checked in at `now`, and the notice when it can't. */
export function checkInState(claim: ClaimRow, offer: OfferRow, now: Date): CheckInState {
  const { from, until, reservation } = checkInWindow(claim, offer);
  const early = from !== null && now.getTime() < from.getTime();
  const late = until !== null && now.getTime() > until.getTime();
  let notice: string | null = null;
  if (early) notice = reservation ? `Check-in for this reservation opens at ${when(from, offer.timezone)}.` : CHECK_IN_NOTICE;
  else if (late) notice = reservation ? `Check-in for this reservation closed at ${when(until, offer.timezone)}.` : CHECK_IN_NOTICE;
  return { open: notice === null, opens_at: from?.toISOString() ?? null, closes_at: until?.toISOString() ?? null, notice };
}

/** The two formats of `when` per time zone: making one costs far more than using it (a dashboard lists 50). */
const formats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsIn(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = {
      time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }),
      day: new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", month: "short", day: "numeric" }),
    };
    if (formats.size >= 500) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** '6:30 PM on Thu, Nov 26' in the offer's time zone. */
export function when(at: Date, timeZone: string) {
  const format = formatsIn(timeZone);
  return `${format.time.format(at)} on ${format.day.format(at)}`;
}

/** '8:14 PM' in the offer's time zone. */
export const timeOfDay = (at: Date, timeZone: string) => formatsIn(timeZone).time.format(at);

/**
 * The end of checkInWindow in SQL, for a claim joined to its offer: the same rule, read by the
 * track record's no-shows (track-record.ts) for whole lists of models at once. Null when the
 * window never closes. tests/api/offers/track-record.test.ts checks the two agree.
 */
export function checkInWindowEnd(): SQL<Date | null> {
  const reservation = sql.join(
    RESERVATION_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql<Date | null>`(case when ${offers.type} in (${reservation}) and ${claims.reservedFor} is not null then ${claims.reservedFor} + ${sql.raw(`interval '${RESERVATION_CHECK_IN_MINUTES} minutes'`)} else coalesce(${claims.endsAt}, ${offers.endsAt}, ${offers.visibleUntil}) end)`;
}
