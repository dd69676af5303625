// The forms of the Offers page, told apart by `intent` (one schema per form).
import { z } from "zod";

const id = z.coerce.number().int().positive();

export const checkInSchema = z.object({ intent: z.literal("check-in"), offer: id, claim: id });
export const cancelOfferSchema = z.object({ intent: z.literal("cancel-offer"), offer: id });
export const cancelClaimSchema = z.object({ intent: z.literal("cancel-claim"), offer: id, claim: id });
export const cancelGroupSchema = z.object({ intent: z.literal("cancel-group"), group: id });
export const cancelReservationSchema = z.object({ intent: z.literal("cancel-reservation"), claim: id });
/** The dashboard's Remind button of a post due. */
export const remindSchema = z.object({ intent: z.literal("remind"), claim: id });

export const simpleActionSchema = z.discriminatedUnion("intent", [
  checkInSchema,
  cancelOfferSchema,
  cancelClaimSchema,
  cancelGroupSchema,
  cancelReservationSchema,
]);
export type SimpleAction = z.infer<typeof simpleActionSchema>;
