// The dashboard: one call for today's check-ins, what waits on the brand and this month so far.
import type { Api } from "./request-session.server";
import { dashboardEnvelope } from "./dashboard.schemas";

export async function getDashboard(api: Api, businessId: number) {
  return (await api.get(`/businesses/${businessId}/dashboard`, undefined, dashboardEnvelope)).data;
}
