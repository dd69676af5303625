// Ship & Track for gift offers (docs/product/offers.md#ship-and-track): adding a tracking
// number, pushing a notification to start phone scanning and
// marking a no_tracking gift delivered. Rules in services/offers/shipments.ts.
import type { FastifyPluginAsync } from "fastify";
import { auth, requireAuth } from "../../services/accounts/guards";
import { parseId } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { pathParams } from "../../lib/openapi";
import { addTracking, markDelivered, ownedGiftClaim, pushShipment, trackingBody } from "../../services/offers/shipments";
import { claimEnvelope } from "../../../contract/schemas/claims";

export const shipmentsRoutes: FastifyPluginAsync = async (app) => {
  const { db, mailer } = app.ctx;
  // Each answers the claim with its shipment.
  const answersClaim = { params: pathParams("id"), response: { 200: claimEnvelope } };

  app.post<{ Params: { id: string } }>(
    "/claims/:id/shipment/",
    { preHandler: requireAuth, schema: { ...answersClaim, body: trackingBody } },
    async (request) => {
      const claimId = parseId(request.params.id);
      const { offer } = await ownedGiftClaim(db, auth(request).businessId, claimId);
      const body = parseInput(trackingBody, request.body);
      return { data: await addTracking(db, claimId, offer, body) };
    },
  );

  app.post<{ Params: { id: string } }>("/claims/:id/shipment/push", { preHandler: requireAuth, schema: answersClaim }, async (request) => {
    return { data: await pushShipment(db, mailer, auth(request).businessId, parseId(request.params.id)) };
  });

  app.post<{ Params: { id: string } }>("/claims/:id/shipment/delivered", { preHandler: requireAuth, schema: answersClaim }, async (request) => {
    return { data: await markDelivered(db, mailer, auth(request).businessId, parseId(request.params.id)) };
  });
};
