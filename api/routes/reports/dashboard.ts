// The dashboard (docs/product/accounts.md#the-dashboard): today's check-ins, what waits on the brand, and this month
// so far; and the door list (docs/product/door.md), today's check-ins by the same rule, searchable. Rules
// in services/reports/dashboard.ts and services/reports/door.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { parseInput } from "../../lib/validation";
import { getDashboard, getToday } from "../../services/reports/dashboard";
import { getDoorList } from "../../services/reports/door";

const doorQuery = z.object({ q: z.string().max(100, { message: "Search for at most 100 characters." }).optional() });

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  app.get<{ Params: { id: string } }>("/businesses/:id/dashboard", keptRoute([requireAuth, requireOwnBusiness]), async (request) => {
    return { data: await getDashboard(db, Number(request.params.id)) };
  });
  // The Today block alone: what a door seat may see of the dashboard.
  app.get<{ Params: { id: string } }>("/businesses/:id/dashboard/today", keptRoute([requireAuth, requireOwnBusiness]), async (request) => {
    return { data: await getToday(db, Number(request.params.id)) };
  });
  app.get<{ Params: { id: string } }>("/businesses/:id/door", keptRoute([requireAuth, requireOwnBusiness]), async (request) => {
    const { q } = parseInput(doorQuery, request.query);
    return { data: await getDoorList(db, Number(request.params.id), q) };
  });
};
