// What the Ship & Track page's forms post, read by the server (the modals check nothing in
// the browser that the server would not say better: decision 0012).
import { z } from "zod";

const claimId = z.coerce.number({ message: "Choose an attendee." }).int().positive();

export const shipmentActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("tracking"),
    claim: claimId,
    tracking_number: z
      .string({ required_error: "Enter a tracking number." })
      .trim()
      .min(1, "Enter a tracking number.")
      .max(40, "A tracking number is at most 40 characters.")
      .regex(/^[A-Za-z0-9 -]+$/, "A tracking number has only letters and digits."),
    carrier: z.string().optional(),
  }),
  z.object({
    intent: z.literal("carrier"),
    claim: claimId,
    tracking_number: z.string({ required_error: "Enter a tracking number." }).trim().min(1, "Enter a tracking number."),
    carrier: z.string({ required_error: "Choose a carrier." }).min(1, "Choose a carrier."),
  }),
  z.object({ intent: z.literal("delivered"), claim: claimId }),
  z.object({ intent: z.literal("push"), claim: claimId }),
]);
export type ShipmentAction = z.infer<typeof shipmentActionSchema>;
