// The door list: today's check-ins across the brand's offers, by the dashboard's rule (services/reports/check-ins-today.ts),
// searchable, for the door seat on a phone or on paper. Rules in services/door/list.ts; checking
// a model in is the claim's (routes/offers/claims.ts).
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { parseInput } from "../../lib/validation";
import { getDoorList } from "../../services/door/list";
import { businessParams } from "../../lib/openapi";
import { doorEnvelope } from "../../../contract/schemas/door";

const doorQuery = z.object({
  q: z
    .string()
    .max(100, { message: "Search for at most 100 characters." })
    .optional()
    .describe("Keeps the models whose name or Instagram handle contains it: % and _ are taken literally, a leading @ is ignored."),
  location: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { message: "location must be the id of one of the brand's locations." })
    .optional()
    .describe(
      "One of the open locations the seat may see (locations in the answer): that location's door. Left out, every location's, or for a " +
        "seat limited to some locations its first. A location the seat may not see is a 404.",
    ),
});

export const doorRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  app.get<{ Params: { id: string } }>(
    "/businesses/:id/door",
    {
      ...keptRoute([requireAuth, requireOwnBusiness]),
      schema: {
        summary: "The door list: today's check-ins",
        description:
          "Today's check-ins by the dashboard's rule (docs/product/door.md), in time order, up to 500, with more counting the rest. group_size " +
          "is a group's members but the invited, else 1; checked_in_at is null until the model is checked in (POST /claims/{id}/check_in/).",
        params: businessParams,
        querystring: doorQuery,
        response: { 200: doorEnvelope },
      },
    },
    async (request) => {
      const { q, location } = parseInput(doorQuery, request.query);
      const scope = auth(request).locations;
      return { data: await getDoorList(db, Number(request.params.id), { search: q, location: location ? Number(location) : undefined, scope }) };
    },
  );
};
