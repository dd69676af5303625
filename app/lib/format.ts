// Display formats shared by every area: follower counts, numbers and dates. The dates are a
// handful of fixed English formats, written out here rather than with date-fns: these
// functions run in the browser on most pages, and date-fns's `format` costs ~6 KB gzip there.

/**
 * Follower counts are abbreviated with k above 1,000 and m above 1,000,000 (docs/product/results.md#follower-counts)
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

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const pad2 = (n: number) => String(n).padStart(2, "0");

/** The API's instants are UTC; dates are shown as the UTC calendar day they name. */
const utcDay = (iso: string) => new Date(iso);

/** "March" for month 3. */
export function monthName(month: number): string {
  return MONTHS[(((month - 1) % 12) + 12) % 12]!;
}

/** "Mar 4, 2025" */
export function formatDay(iso: string): string {
  const d = utcDay(iso);
  return `${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "Tuesday, March 4" (day headings of the period page). */
export function formatDayHeading(iso: string): string {
  const d = utcDay(iso);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** "Mar 1, 2025 – Mar 31, 2025" */
export function formatDateRange(fromIso: string, toIso: string): string {
  return `${formatDay(fromIso)} \u2013 ${formatDay(toIso)}`;
}

/** "MMDDYY", as in export file names. */
export function formatFileDate(date: Date): string {
  return `${pad2(date.getMonth() + 1)}${pad2(date.getDate())}${pad2(date.getFullYear() % 100)}`;
}
