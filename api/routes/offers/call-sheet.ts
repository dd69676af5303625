// Call sheets of job offers (docs/product/applicants.md#call-sheets): POST /deals/:id/call_sheet/. Rules in
// services/offers/call-sheet.ts.
import type { FastifyPluginAsync } from "fastify";
import { auth, requireAuth } from "../../services/accounts/guards";
import { parseId } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { pathParams } from "../../lib/openapi";
import { callSheetBody, ownedJobOffer, sendCallSheet } from "../../services/offers/call-sheet";
import { offerEnvelope } from "../../../contract/schemas/claims";

export const callSheetRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  const schema = {
    summary: "Sends a job's call sheet",
    description:
      "In one transaction: the location, the job requirements' text, the duration, and every attendee's call time (all at job_start_date, " +
      "or each at its own call_time). The call sheet is then ready and locked: sending it again is a 409. Only job offers, else 400; an " +
      "attendee who is not one of the offer's is a 400.",
    params: pathParams("id"),
    body: callSheetBody,
    response: { 200: offerEnvelope },
  };
  app.post<{ Params: { id: string } }>("/deals/:id/call_sheet/", { preHandler: requireAuth, schema }, async (request) => {
    const businessId = auth(request).businessId;
    const offer = await ownedJobOffer(db, businessId, parseId(request.params.id));
    const body = parseInput(callSheetBody, request.body);
    return { data: await sendCallSheet(db, businessId, offer, body) };
  });
};
