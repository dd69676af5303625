// The monthly results page (docs/product/results.md#monthly-results-page) in one answer: the months that have a report, the
// month shown (the one asked for, else the newest), its report, the twelve months of trend ending
// at it and its cost per result. One call instead of the list and then the month's three: the
// page asks in one wave whether or not its URL names a month.
import type { Db } from "../../db";
import { monthCosts, type MonthCosts } from "./costs";
import { buildReport, findMonthlyReport, listReportMonths, monthRange, type ReportData } from "./report";
import { monthlyTrend, type TrendMonth } from "./trend";
import { figureVenues, type FigureLocation, type FigureVenue } from "./location-figures";
import { findLocationReport } from "./location-report";

type Month = { year: number; month: number };

export type ResultsPage = {
  months: Month[];
  selected: Month | null;
  report: ReportData | null;
  trend: TrendMonth[] | null;
  costs: MonthCosts | null;
  /** The brand's locations, for the page's location filter. */
  venues: FigureVenue[];
  /** Of one location: the id of its month's shared report, once the brand shared it (else null). */
  location_report: string | null;
};

/**
 * The page's answer, of the group or of one location (its report's posts, trend and costs by the one
 * rule of location-figures.ts; the months are the brand's; the venues the seat's, `scope`); null when the month asked for has no
 * report (the API's 404).
 */
export async function resultsPage(
  db: Db,
  businessId: number,
  asked: Month | null,
  location: FigureLocation = null,
  scope: number[] | null = null,
): Promise<ResultsPage | null> {
  const [months, venues] = await Promise.all([listReportMonths(db, businessId), figureVenues(db, businessId, scope)]);
  const selected = asked ? (months.find((m) => m.year === asked.year && m.month === asked.month) ?? null) : (months[0] ?? null);
  if (asked && !selected) return null;
  if (!selected) return { months, selected: null, report: null, trend: null, costs: null, venues, location_report: null };
  const report = await findMonthlyReport(db, businessId, selected.year, selected.month);
  if (!report) return null;
  const { from, to } = monthRange(selected.year, selected.month);
  const period = `${selected.year}-${String(selected.month).padStart(2, "0")}`;
  const [built, trend, costs, shared] = await Promise.all([
    buildReport(db, report, "brand", location),
    monthlyTrend(db, businessId, period, location),
    monthCosts(db, businessId, from, to, location),
    typeof location === "number" ? findLocationReport(db, report, location) : null,
  ]);
  return { months, selected, report: built, trend, costs, venues, location_report: shared };
}
