// The dashboard: one call for today's check-ins, what waits on the brand and this month so far.
import type { Api } from "./request-session.server";
import { dashboardEnvelope } from "../../../contract/schemas/dashboard";
import { apiPath } from "./path";
import { type FigurePlace, placeQuery } from "../reports/figure-place";

/** The month block's figures are the group's, or one place's (figure-place.ts); the other blocks are the brand's. */
export async function getDashboard(api: Api, businessId: number, place: FigurePlace = null) {
  return (await api.get(apiPath`/businesses/${businessId}/dashboard`, placeQuery(place), dashboardEnvelope)).data;
}
