// Display formats shared by every area: follower counts, numbers and dates (date-fns).
import { format, parseISO } from "date-fns";

/**
 * SPEC §9: follower counts are abbreviated with k above 1,000 and m above 1,000,000
 * (one decimal, trailing .0 dropped: 1.2k, 15k, 3.4m).
 */
export function abbreviateCount(n: number): string {
  const abs = Math.abs(n);
  const short = (value: number, suffix: string) => `${(Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, "")}${suffix}`;
  if (abs > 1_000_000) return short(n / 1_000_000, "m");
  if (abs > 1_000) return short(n / 1_000, "k");
  return String(n);
}

/** 12,345 */
export function formatNumber(n: number): string {
  return n.toLocaleString("en-US");
}

/** The API's instants are UTC; dates are shown as the UTC calendar day they name. */
function utcDay(iso: string): Date {
  const d = parseISO(iso);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
}

/** "March" for month 3. */
export function monthName(month: number): string {
  return format(new Date(2000, month - 1, 1), "MMMM");
}

/** "Mar 4, 2025" */
export function formatDay(iso: string): string {
  return format(utcDay(iso), "MMM d, yyyy");
}

/** "Tuesday, March 4" (day headings of the period page). */
export function formatDayHeading(iso: string): string {
  return format(utcDay(iso), "EEEE, MMMM d");
}

/** "Mar 1, 2025 – Mar 31, 2025" */
export function formatDateRange(fromIso: string, toIso: string): string {
  return `${formatDay(fromIso)} \u2013 ${formatDay(toIso)}`;
}

/** "MMDDYY", as in export file names. */
export function formatFileDate(date: Date): string {
  return format(date, "MMddyy");
}
