// The door list: today's check-ins across the brand's offers, by the dashboard's rule,
// searchable, for the door seat on a phone or on paper. Rules in services/door/list.ts; checking
// a model in is the claim's (routes/offers/claims.ts).
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { parseInput } from "../../lib/validation";
import { getDoorList } from "../../services/door/list";
import { businessParams } from "../../lib/openapi";
import { doorEnvelope } from "../../../contract/schemas/door";

const doorQuery = z.object({ q: z.string().max(100, { message: "Search for at most 100 characters." }).optional() });

export const doorRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  app.get<{ Params: { id: string } }>(
    "/businesses/:id/door",
    { ...keptRoute([requireAuth, requireOwnBusiness]), schema: { params: businessParams, querystring: doorQuery, response: { 200: doorEnvelope } } },
    async (request) => {
      const { q } = parseInput(doorQuery, request.query);
      return { data: await getDoorList(db, Number(request.params.id), q) };
    },
  );
};
