// How offers read on the Offers page (docs/product/offers.md#offer-cards): cut texts, spot counts, date badges and
// attendee status labels. Pure: "now" and the time zone are always passed in.
import { addDays } from "date-fns";
import { formatInZone } from "../zoned-format";

export const DESCRIPTION_PREVIEW = 200;
export const NAME_LIMIT = 20;

/** Cuts text to `limit` characters, ending with an ellipsis when something was cut. */
export function truncate(text: string, limit: number) {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join("").trimEnd()}…`;
}

export const previewDescription = (text: string) => truncate(text, DESCRIPTION_PREVIEW);
/** Check-in lists cut model names at 20 characters. */
export const checkInName = (name: string) => truncate(name, NAME_LIMIT);

/** -1 means unlimited (docs/product/offers.md#spots). */
export function spotCount(value: number) {
  return value === -1 ? "∞" : String(value);
}

export const dayKey = (date: Date, timeZone: string) => formatInZone(date, timeZone, "yyyy-MM-dd");

export type DateBadge = { kind: "relative"; label: "Today" | "Tomorrow" | "Yesterday" } | { kind: "date"; month: string; day: string };

/** Today / Tomorrow / Yesterday, else the month and day, in the offer's time zone. */
export function dateBadge(when: Date, now: Date, timeZone: string): DateBadge {
  const day = dayKey(when, timeZone);
  if (day === dayKey(now, timeZone)) return { kind: "relative", label: "Today" };
  if (day === dayKey(addDays(now, 1), timeZone)) return { kind: "relative", label: "Tomorrow" };
  if (day === dayKey(addDays(now, -1), timeZone)) return { kind: "relative", label: "Yesterday" };
  return { kind: "date", month: formatInZone(when, timeZone, "MMM").toUpperCase(), day: formatInZone(when, timeZone, "d") };
}

/** A day heading in schedules: Today, Tomorrow, Yesterday or "Fri, May 16". */
export function dayLabel(when: Date, now: Date, timeZone: string) {
  const badge = dateBadge(when, now, timeZone);
  return badge.kind === "relative" ? badge.label : formatInZone(when, timeZone, "EEE, MMM d");
}

export const timeLabel = (when: Date, timeZone: string) => formatInZone(when, timeZone, "h:mm a");

/** Attendee statuses (docs/product/offers.md#claim-statuses), in the order the claims modal lists them. */
export const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  incomplete: "Incomplete",
  pending: "Pending",
  accepted: "Accepted",
  secured: "Secured",
  uncertain: "Uncertain",
  awaiting_post: "Awaiting post",
  used: "Checked in",
  preparing: "Preparing",
  shipped: "Shipped",
  delivered: "Delivered",
  failure: "Failure",
  expired: "Expired",
  canceled: "Canceled",
  cancelled: "Cancelled",
  unknown: "Unknown",
};

export function statusLabel(status: string) {
  return STATUS_LABELS[status] ?? `Unknown status: ${status}`;
}

/** The seat that made a change, as the API names it (api/services/accounts/changes.ts). */
export type ChangedBy = { name: string; role: "owner" | "manager" | "door" };

/** ' by Ana (door)', or nothing for a check-in made before seats existed. */
export const byLabel = (by: ChangedBy | null | undefined) => (by ? ` by ${by.name} (${by.role})` : "");

/**
 * A claim's status as a row or the claims modal says it: 'Checked in 8:14 PM by Ana (door)'
 * once checked in (the time in the offer's zone), else the status's label.
 */
export function claimStatusLabel(claim: { status: string; checked_in_at?: string | null; checked_in_by?: ChangedBy | null }, timeZone: string) {
  if (claim.status !== "used" || !claim.checked_in_at) return statusLabel(claim.status);
  return `Checked in ${timeLabel(new Date(claim.checked_in_at), timeZone)}${byLabel(claim.checked_in_by)}`;
}
