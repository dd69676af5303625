// The brand's working hours (docs/product/accounts.md#working-hours): GET and PUT
// /businesses/:id/working-hours, behind requireAuth + requireOwnBusiness.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { ownedOr404 } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getWorkingHours, setWorkingHours } from "../../services/accounts/locations";
import { readWorkingHours, workingHoursField } from "../../services/accounts/working-hours";
import { businessParams } from "../../lib/openapi";
import { workingHoursResponse } from "../../../contract/schemas/profile";

const putBody = z.object({
  working_hours: workingHoursField.describe(
    "Per weekday (monday to sunday) {open, close} as HH:mm, or null for a closed day: as a JSON string or as the object.",
  ),
});

export const workingHoursRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const read = { summary: "The brand's working hours", params: businessParams, response: { 200: workingHoursResponse } };
  const write = {
    summary: "Sets the brand's working hours",
    description: "Each weekday's close must come after its open (a day ends at midnight); a 400 names the weekday's field.",
    params: businessParams,
    body: putBody,
    response: { 200: workingHoursResponse },
  };
  const kept = { ...keptRoute([requireAuth, requireOwnBusiness]), schema: read };
  const guarded = { preHandler: [requireAuth, requireOwnBusiness], schema: write };

  app.get<{ Params: { id: string } }>("/businesses/:id/working-hours", kept, async (request) => {
    return { working_hours: ownedOr404(await getWorkingHours(db, Number(request.params.id))).workingHours ?? null };
  });

  // The web tool sends working_hours as a JSON string; an object is taken too.
  app.put<{ Params: { id: string } }>("/businesses/:id/working-hours", guarded, async (request) => {
    const { working_hours: given } = parseInput(putBody, request.body);
    const workingHours = readWorkingHours(given);
    return { working_hours: ownedOr404(await setWorkingHours(db, Number(request.params.id), workingHours)).workingHours ?? null };
  });
};
