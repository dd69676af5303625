// The dashboard (docs/product/accounts.md#the-dashboard): today's check-ins, what waits on the
// brand, and this month so far. Rules in services/reports/dashboard.ts.
import type { FastifyPluginAsync } from "fastify";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { getDashboard, getToday } from "../../services/reports/dashboard";
import { businessParams } from "../../lib/openapi";
import { parseInput } from "../../lib/validation";
import { figureLocation, locationQuery } from "../../services/reports/location-figures";
import { dashboardEnvelope, todayEnvelope } from "../../../contract/schemas/dashboard";

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  app.get<{ Params: { id: string } }>(
    "/businesses/:id/dashboard",
    {
      ...keptRoute([requireAuth, requireOwnBusiness]),
      schema: {
        summary: "The dashboard",
        description:
          "Today (the first 50 of today's check-ins and how many more, and the reservation offers awaiting times), what waits on the brand, " +
          "this month so far against the same days of last month, and posts_due: the claims owing posts that were completed within 90 days, " +
          "the earliest due first (so the overdue lead), the first 20 and how many more, by the attendee's post_due rule. With location, " +
          "the month's figures are that location's; the other blocks stay the brand's. A seat limited to some locations reads theirs in every " +
          "block (the month's figures of all of them together when location is left out; another location, or none, is a 404).",
        params: businessParams,
        querystring: locationQuery,
        response: { 200: dashboardEnvelope },
      },
    },
    async (request) => {
      const businessId = Number(request.params.id);
      const scope = auth(request).locations;
      const location = await figureLocation(db, businessId, parseInput(locationQuery, request.query).location, scope);
      return { data: await getDashboard(db, businessId, new Date(), location, scope) };
    },
  );
  // The Today block alone: what a door seat may see of the dashboard.
  app.get<{ Params: { id: string } }>(
    "/businesses/:id/dashboard/today",
    {
      ...keptRoute([requireAuth, requireOwnBusiness]),
      schema: {
        summary: "The dashboard's Today block alone",
        description:
          "Today's check-ins and the reservation offers awaiting times: what a door seat may see of the dashboard; a seat limited to some " +
          "locations sees theirs.",
        params: businessParams,
        response: { 200: todayEnvelope },
      },
    },
    async (request) => {
      return { data: await getToday(db, Number(request.params.id), auth(request).locations ?? null) };
    },
  );
};
