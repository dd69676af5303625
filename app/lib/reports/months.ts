// The month picker of the monthly results page (docs/product/results.md#month-picker): years newest first, months newest
// first within a year, the chosen (or newest) month selected.
import { type FigurePlace, withPlace } from "./figure-place";

export type MonthItem = { year: number; month: number };
export type YearGroup = { year: number; months: number[] };

export function groupMonthsByYear(items: MonthItem[]): YearGroup[] {
  const byYear = new Map<number, Set<number>>();
  for (const { year, month } of items) {
    if (!byYear.has(year)) byYear.set(year, new Set());
    byYear.get(year)!.add(month);
  }
  return [...byYear.entries()].sort(([a], [b]) => b - a).map(([year, months]) => ({ year, months: [...months].sort((a, b) => b - a) }));
}

/** A month's Results page, of the same place (the group, a location or the rest). */
export function monthHref({ year, month }: MonthItem, place: FigurePlace = null): string {
  return withPlace(`/results?year=${year}&month=${month}`, place);
}

/** {year, month} → "2025-03". */
export function monthPeriod({ year, month }: MonthItem): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** "2025-03" ⇄ {year, month}: the period of the phone pages. */
export function parsePeriod(period: string): MonthItem | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export function periodOf(iso: string): string {
  return iso.slice(0, 7);
}
