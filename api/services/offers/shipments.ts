// Ship & Track for gift offers (docs/product/offers.md#ship-and-track): adding a tracking
// number (the carrier is detected from the number's format),
// marking a no_tracking gift delivered, and pushing a notification to start phone scanning.
// A claim counts as the caller's when its offer is; anyone else's is a 404.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { carriers, claims, models, offers, shipments } from "../../db/schema";
import { badRequest, ownedOr404 } from "../../lib/errors";
import { attendeeOf } from "./claims";
import type { Mailer } from "../../adapters/mail/transport";
import type { OfferRow } from "./shapes";
import { CARRIER_IS_UNKNOWN } from "../../../contract/offers";

export const CARRIER_UNKNOWN_SENTENCE = "We couldn't determine which carrier you're using. Please choose from the list below.";

export const trackingBody = z.object({
  tracking_number: z
    .string({ message: "Enter a tracking number." })
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, "Enter a tracking number.")
        .max(40, "A tracking number is at most 40 characters.")
        .regex(/^[A-Z0-9]+$/, "A tracking number has only letters and digits."),
    )
    .describe("Spaces and dashes are dropped and letters read as capitals."),
  carrier: z.string().max(40).nullish().describe("A carrier's code (GET /enum/carriers); left out, the number's format tells it."),
});

/** Tracking is editable only for manual gifts whose deliberation is absent or finalized (docs/product/offers.md#tracking-numbers). */
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

/** The claim, its offer and model when the offer is the business's gift; 404 / 400 otherwise. */
export async function ownedGiftClaim(db: Db, businessId: number, claimId: number) {
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

async function notify(mailer: Mailer, modelId: number, subject: string, text: string) {
  await mailer.send({ to: modelAddress(modelId), subject, text });
}

/** Sets the tracking number (and carrier) of a gift claim; a gift that hadn't left yet is now in transit. */
export async function addTracking(db: Db, claimId: number, offer: OfferRow, body: z.output<typeof trackingBody>) {
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
    const [current] = await tx.select().from(shipments).where(eq(shipments.claimId, claimId));
    const status = !current || ["unknown", "preparing"].includes(current.status) ? "shipped" : current.status;
    await tx
      .insert(shipments)
      .values({ claimId, status, trackingNumber: body.tracking_number, carrierCode: code, updatedAt: now })
      .onConflictDoUpdate({ target: shipments.claimId, set: { status, trackingNumber: body.tracking_number, carrierCode: code, updatedAt: now } });
    if (status === "shipped") await tx.update(claims).set({ status: "shipped" }).where(eq(claims.id, claimId));
  });
  return attendeeOf(db, claimId, { shipment: true });
}

/** Tells the model to start scanning the package. */
export async function pushShipment(db: Db, mailer: Mailer, businessId: number, claimId: number) {
  const { claim, offer } = await ownedGiftClaim(db, businessId, claimId);
  await db
    .insert(shipments)
    .values({ claimId, pushedAt: new Date() })
    .onConflictDoUpdate({ target: shipments.claimId, set: { pushedAt: new Date() } });
  await notify(
    mailer,
    claim.modelId,
    `${offer.subtitle}: scan your gift`,
    `Your gift from ${offer.subtitle} is on its way. Open the app and scan the package when it arrives.`,
  );
  return attendeeOf(db, claimId, { shipment: true });
}

/** Mark delivered: for gifts without tracking, the business confirms the delivery by hand; the model is told once. */
export async function markDelivered(db: Db, mailer: Mailer, businessId: number, claimId: number) {
  const { claim, offer } = await ownedGiftClaim(db, businessId, claimId);
  if (offer.giftSource !== "no_tracking") throw badRequest("Only gifts without tracking are marked delivered by hand.");
  const [current] = await db.select().from(shipments).where(eq(shipments.claimId, claimId));
  if (current?.status !== "delivered") {
    await db.transaction(async (tx) => {
      await tx
        .insert(shipments)
        .values({ claimId, status: "delivered", updatedAt: new Date() })
        .onConflictDoUpdate({ target: shipments.claimId, set: { status: "delivered", updatedAt: new Date() } });
      await tx.update(claims).set({ status: "delivered" }).where(eq(claims.id, claimId));
    });
    await notify(
      mailer,
      claim.modelId,
      `${offer.subtitle}: delivered`,
      `${offer.subtitle} marked your gift as delivered. Enjoy it, and remember to post about it.`,
    );
  }
  return attendeeOf(db, claimId, { shipment: true });
}
