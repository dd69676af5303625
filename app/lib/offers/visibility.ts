// Which attendees each list shows and how they are grouped (docs/product/offers.md#rows-per-type).
import { addDays } from "date-fns";
import { dayKey, STATUS_LABELS } from "./format";
import { CHECKABLE } from "../../../contract/offers";
import { HIDDEN_STATUSES } from "../../../contract/offers";

type AttendeeLike = { status: string; reserved_for: string | null; starts_at: string | null; ends_at: string | null };

export type DayGroup<T> = { day: string; date: Date; attendees: T[] };

/** Reservation attendees grouped by the day of their reservation, earliest first. */
export function groupByReservationDay<T extends AttendeeLike>(attendees: T[], timeZone: string): DayGroup<T>[] {
  const reserved = attendees.filter((a) => a.reserved_for).sort((a, b) => Date.parse(a.reserved_for!) - Date.parse(b.reserved_for!));
  return groupBy(reserved, (a) => new Date(a.reserved_for!), timeZone);
}

/**
 * Awaiting reservations grouped by the day the model asked for (their starts_at); those
 * without a day form the placeholder group, dated the next day.
 */
export function groupAwaitings<T extends AttendeeLike>(awaitings: T[], now: Date, timeZone: string): DayGroup<T>[] {
  const placeholderDay = addDays(now, 1);
  const dated = [...awaitings].sort(
    (a, b) => Date.parse(a.starts_at ?? placeholderDay.toISOString()) - Date.parse(b.starts_at ?? placeholderDay.toISOString()),
  );
  return groupBy(dated, (a) => (a.starts_at ? new Date(a.starts_at) : placeholderDay), timeZone);
}

function groupBy<T>(items: T[], dateOf: (item: T) => Date, timeZone: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = dateOf(item);
    const day = dayKey(date, timeZone);
    const group = groups.find((g) => g.day === day);
    if (group) group.attendees.push(item);
    else groups.push({ day, date, attendees: [item] });
  }
  return groups.sort((a, b) => a.day.localeCompare(b.day));
}

/** The claims modal's sections: known statuses in their order, then unknown ones. */
export function sectionsByStatus<T extends { status: string }>(attendees: T[]) {
  const shown = attendees.filter((a) => !HIDDEN_STATUSES.includes(a.status));
  const order = Object.keys(STATUS_LABELS);
  const statuses = [...new Set(shown.map((a) => a.status))].sort((a, b) => rank(order, a) - rank(order, b) || a.localeCompare(b));
  return statuses.map((status) => ({ status, attendees: shown.filter((a) => a.status === status) }));
}

const rank = (order: string[], status: string) => (order.includes(status) ? order.indexOf(status) : order.length);

/** Statuses whose claim can still be cancelled. */
export const CANCELLABLE = [...CHECKABLE, "uncertain", "awaiting_post", "unknown", "preparing"];
