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
import { CARRIER_IS_UNKNOWN } from "../../../contract/offers";

export const shipmentsRoutes: FastifyPluginAsync = async (app) => {
  const { db, mailer } = app.ctx;
  // Each answers the claim with its shipment.
  const answersClaim = { params: pathParams("id"), response: { 200: claimEnvelope } };
  const trackingSchema = {
    summary: "Adds a gift's tracking number",
    description:
      "The carrier is the one named, else the one whose number format matches; when none does, a 400 with fields.carrier " +
      `"${CARRIER_IS_UNKNOWN}" (the page then asks for it). Only for manual gifts whose deliberation is absent or finalized. A gift not sent ` +
      "yet is shipped from then.",
    ...answersClaim,
    body: trackingBody,
  };
  const pushSchema = { summary: "Tells the model to start scanning its gift", description: "A notification to the model.", ...answersClaim };
  const deliveredSchema = {
    summary: "Marks a gift without tracking delivered",
    description: "Only no_tracking gifts, else 400. The model is notified once: repeating it changes nothing.",
    ...answersClaim,
  };

  app.post<{ Params: { id: string } }>("/claims/:id/shipment/", { preHandler: requireAuth, schema: trackingSchema }, async (request) => {
    const claimId = parseId(request.params.id);
    const { offer } = await ownedGiftClaim(db, auth(request).businessId, claimId);
    const body = parseInput(trackingBody, request.body);
    return { data: await addTracking(db, claimId, offer, body) };
  });

  app.post<{ Params: { id: string } }>("/claims/:id/shipment/push", { preHandler: requireAuth, schema: pushSchema }, async (request) => {
    return { data: await pushShipment(db, mailer, auth(request).businessId, parseId(request.params.id)) };
  });

  app.post<{ Params: { id: string } }>("/claims/:id/shipment/delivered", { preHandler: requireAuth, schema: deliveredSchema }, async (request) => {
    return { data: await markDelivered(db, mailer, auth(request).businessId, parseId(request.params.id)) };
  });
};
