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

  const schema = { params: pathParams("id"), body: callSheetBody, response: { 200: offerEnvelope } };
  app.post<{ Params: { id: string } }>("/deals/:id/call_sheet/", { preHandler: requireAuth, schema }, async (request) => {
    const businessId = auth(request).businessId;
    const offer = await ownedJobOffer(db, businessId, parseId(request.params.id));
    const body = parseInput(callSheetBody, request.body);
    return { data: await sendCallSheet(db, businessId, offer, body) };
  });
};
