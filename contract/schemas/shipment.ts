// zod schemas of the Ship & Track responses the page relies on (api/README.md, Ship & Track).
import { z } from "zod";
import { attendeeSchema } from "./offers";

export const shipmentSchema = z
  .object({
    status: z.string(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    carrier: z.object({ code: z.string(), title: z.string(), logo_url: z.string() }).nullable(),
    address: z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), postal_code: z.string() }).nullable(),
  })
  .passthrough();

export const shipAttendeeSchema = attendeeSchema.extend({ shipment: shipmentSchema.nullable() });
export type ShipAttendee = z.infer<typeof shipAttendeeSchema>;

export const giftOfferSchema = z.object({
  data: z
    .object({
      id: z.number(),
      type: z.string(),
      subtitle: z.string(),
      gift_source: z.string().nullable(),
      deliberation_status: z.string().nullable(),
      attendees: z.array(shipAttendeeSchema).default([]),
    })
    .passthrough(),
});
export type GiftOffer = z.infer<typeof giftOfferSchema>["data"];

export const carriersSchema = z.object({ data: z.array(z.object({ code: z.string(), title: z.string(), logo_url: z.string() })) });
export type Carrier = z.infer<typeof carriersSchema>["data"][number];
