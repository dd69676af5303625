// Ship & Track for gift offers (SPEC §2 Ship and Track, §4 Shipment status, §8 Tracking
// number): adding a tracking number (the carrier is detected from the number's format),
// marking a no_tracking gift delivered, and pushing a notification to start phone scanning.
// A claim counts as the caller's when its offer is; anyone else's is a 404.
import type { FastifyPluginAsync } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db";
import { carriers, claims, models, offers, shipments } from "../db/schema";
import { auth, ownedOr404, requireAuth } from "../lib/auth";
import { badRequest } from "../lib/errors";
import { parseInput } from "../lib/validation";
import type { Mailer } from "../services/mail";
import { serializeClaim } from "../services/offers";
import { bothSlashes, parseId } from "./deals-claims";

export const CARRIER_IS_UNKNOWN = "carrier_is_unknown";
export const CARRIER_UNKNOWN_SENTENCE = "We couldn't determine which carrier you're using. Please choose from the list below.";

const trackingBody = z.object({
  tracking_number: z
    .string({ message: "Enter a tracking number." })
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().min(1, "Enter a tracking number.").max(40, "A tracking number is at most 40 characters.").regex(/^[A-Z0-9]+$/, "A tracking number has only letters and digits.")),
  carrier: z.string().max(40).nullish(),
});

/** SPEC §4: tracking is editable only for manual gifts whose deliberation is absent or finalized. */
export function trackingEditable(offer: { giftSource: string | null; deliberationStatus: string | null }) {
  return offer.giftSource === "manual" && (offer.deliberationStatus === null || offer.deliberationStatus === "finalized");
}

/** The carrier whose number format matches, or null (carrier_is_unknown). */
export function detectCarrier(list: { code: string; pattern: string | null }[], number: string) {
  return list.find((c) => c.pattern && new RegExp(c.pattern).test(number))?.code ?? null;
}

/**
 * Models have no address of their own in this API; notifications go through the mail
 * service to the marketplace's per-model relay address.
 */
export const modelAddress = (modelId: number) => `model-${modelId}@models.marketplace.invalid`;

async function ownedGiftClaim(db: Db, businessId: number, claimId: number) {
  const [row] = await db
    .select({ claim: claims, offer: offers, model: models })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .innerJoin(models, eq(models.id, claims.modelId))
    .where(and(eq(claims.id, claimId), eq(offers.businessId, businessId)));
  const found = ownedOr404(row);
  if (found.offer.type !== "gift") throw badRequest("Only gift offers are shipped.");
  return found;
}

async function attendee(db: Db, claimId: number) {
  const [row] = await db.select({ claim: claims, model: models }).from(claims).innerJoin(models, eq(models.id, claims.modelId)).where(eq(claims.id, claimId));
  const [ship] = await db.select({ shipment: shipments, carrier: carriers }).from(shipments).leftJoin(carriers, eq(carriers.code, shipments.carrierCode)).where(eq(shipments.claimId, claimId));
  return { data: serializeClaim(row!.claim, row!.model, ship) };
}

async function notify(mailer: Mailer, modelId: number, subject: string, text: string) {
  await mailer.send({ to: modelAddress(modelId), subject, text });
}

export const shipmentsRoutes: FastifyPluginAsync = async (app) => {
  const { db, mailer } = app.ctx;

  for (const path of bothSlashes("/claims/:id/shipment/")) {
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const claimId = parseId(request.params.id);
      const { offer } = await ownedGiftClaim(db, auth(request).businessId, claimId);
      const body = parseInput(trackingBody, request.body);
      if (!trackingEditable(offer)) throw badRequest("Tracking can't be edited for this gift.");
      const list = await db.select({ code: carriers.code, pattern: carriers.pattern }).from(carriers);
      let code: string | null;
      if (body.carrier) {
        code = list.find((c) => c.code === body.carrier)?.code ?? null;
        if (!code) throw badRequest("Choose a carrier from the list.", { carrier: "Choose a carrier from the list." });
      } else {
        code = detectCarrier(list, body.tracking_number);
        if (!code) throw badRequest(CARRIER_UNKNOWN_SENTENCE, { carrier: CARRIER_IS_UNKNOWN });
      }
      const now = new Date();
      await db.transaction(async (tx) => {
        // A tracking number puts a gift that hadn't left yet in transit.
        const [current] = await tx.select().from(shipments).where(eq(shipments.claimId, claimId));
        const status = !current || ["unknown", "preparing"].includes(current.status) ? "shipped" : current.status;
        await tx
          .insert(shipments)
          .values({ claimId, status, trackingNumber: body.tracking_number, carrierCode: code, updatedAt: now })
          .onConflictDoUpdate({ target: shipments.claimId, set: { status, trackingNumber: body.tracking_number, carrierCode: code, updatedAt: now } });
        if (status === "shipped") await tx.update(claims).set({ status: "shipped" }).where(eq(claims.id, claimId));
      });
      return attendee(db, claimId);
    });
  }

  for (const path of bothSlashes("/claims/:id/shipment/push")) {
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const claimId = parseId(request.params.id);
      const { claim, offer } = await ownedGiftClaim(db, auth(request).businessId, claimId);
      await db.insert(shipments).values({ claimId, pushedAt: new Date() }).onConflictDoUpdate({ target: shipments.claimId, set: { pushedAt: new Date() } });
      await notify(mailer, claim.modelId, `${offer.subtitle}: scan your gift`, `Your gift from ${offer.subtitle} is on its way. Open the app and scan the package when it arrives.`);
      return attendee(db, claimId);
    });
  }

  // Mark delivered: for gifts without tracking, the business confirms the delivery by hand.
  for (const path of bothSlashes("/claims/:id/shipment/delivered")) {
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const claimId = parseId(request.params.id);
      const { claim, offer } = await ownedGiftClaim(db, auth(request).businessId, claimId);
      if (offer.giftSource !== "no_tracking") throw badRequest("Only gifts without tracking are marked delivered by hand.");
      const [current] = await db.select().from(shipments).where(eq(shipments.claimId, claimId));
      if (current?.status !== "delivered") {
        await db.transaction(async (tx) => {
          await tx.insert(shipments).values({ claimId, status: "delivered", updatedAt: new Date() }).onConflictDoUpdate({ target: shipments.claimId, set: { status: "delivered", updatedAt: new Date() } });
          await tx.update(claims).set({ status: "delivered" }).where(eq(claims.id, claimId));
        });
        await notify(mailer, claim.modelId, `${offer.subtitle}: delivered`, `${offer.subtitle} marked your gift as delivered. Enjoy it, and remember to post about it.`);
      }
      return attendee(db, claimId);
    });
  }
};
