// A location's shared report (docs/features/locations.md#figures-per-location): the month's report
// of one location, which Results' Share gives a public link of its own. It is a report row like the
// month's (its own id, renewed the same way) that names its location; the report shows that
// location's posts and check-ins by the one rule of location-figures.ts. Made the first time the
// brand shares the location's month, once however many ask at once (reports_location_month).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { locations, reports } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { findMonthlyReport, newReportId } from "./report";

type Month = { year: number; month: number };

/** The location's report of the month the group's report `monthly` covers, if it was shared. */
export async function findLocationReport(db: Db, monthly: { businessId: number; dateFrom: Date }, locationId: number) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.businessId, monthly.businessId), eq(reports.locationId, locationId), eq(reports.dateFrom, monthly.dateFrom)))
    .limit(1);
  return row?.id ?? null;
}

/** The id of the location's report of the month, made now if it was never shared; 404 without the month's report or the location. */
export async function shareLocationReport(db: Db, businessId: number, { year, month }: Month, locationId: number): Promise<string> {
  const [monthly, [place]] = await Promise.all([
    findMonthlyReport(db, businessId, year, month),
    db
      .select({ name: locations.name })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.businessId, businessId))),
  ]);
  if (!place) throw notFound("There is no such location.");
  if (!monthly) throw notFound("There is no report for this month.");
  const known = await findLocationReport(db, monthly, locationId);
  if (known) return known;
  await db
    .insert(reports)
    .values({
      id: newReportId(),
      businessId,
      locationId,
      type: monthly.type,
      title: `${monthly.title}: ${place.name}`,
      dateFrom: monthly.dateFrom,
      dateTo: monthly.dateTo,
      showInPerson: monthly.showInPerson,
      showComments: monthly.showComments,
      showPricing: monthly.showPricing,
    })
    .onConflictDoNothing();
  return (await findLocationReport(db, monthly, locationId))!;
}
