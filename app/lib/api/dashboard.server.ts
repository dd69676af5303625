// The dashboard: one call for today's check-ins, what waits on the brand and this month so far.
import type { Api } from "./request-session.server";
import { dashboardEnvelope } from "../../../contract/schemas/dashboard";
import { apiPath } from "./path";

export async function getDashboard(api: Api, businessId: number) {
  return (await api.get(apiPath`/businesses/${businessId}/dashboard`, undefined, dashboardEnvelope)).data;
}
