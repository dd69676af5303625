// Ship & Track of API v1.3 (SPEC §7): the gift offer with its attendees, the carriers, adding
// a tracking number, marking delivered and the scan push.
import type { z } from "zod";
import type { Api } from "./client.server";
import { carriersSchema, giftOfferSchema, type GiftOffer } from "./shipment.schemas";

const giftOffer = giftOfferSchema as unknown as z.ZodType<{ data: GiftOffer }>;

export async function getGiftOffer(api: Api, offerId: string) {
  const { data } = await api.get(`/deals/${offerId}`, undefined, giftOffer);
  return data;
}

export async function listCarriers(api: Api) {
  const { data } = await api.get("/enum/carriers", undefined, carriersSchema);
  return data;
}

export const addTrackingNumber = (api: Api, claimId: number, trackingNumber: string, carrier?: string) =>
  api.call("POST", `/claims/${claimId}/shipment/`, { body: { tracking_number: trackingNumber, ...(carrier ? { carrier } : {}) } });
export const markDelivered = (api: Api, claimId: number) => api.call("POST", `/claims/${claimId}/shipment/delivered`);
export const pushScan = (api: Api, claimId: number) => api.call("POST", `/claims/${claimId}/shipment/push`);
