// Ship & Track of API v1.3: the gift offer with its attendees, the carriers, adding
// a tracking number, marking delivered and the scan push.
import type { Api } from "./request-session.server";
import { carriersSchema, giftOfferSchema } from "../../../contract/schemas/shipment";
import { apiPath } from "./path";

export async function getGiftOffer(api: Api, offerId: number) {
  const { data } = await api.get(apiPath`/deals/${offerId}`, undefined, giftOfferSchema);
  return data;
}

export async function listCarriers(api: Api) {
  const { data } = await api.get("/enum/carriers", undefined, carriersSchema);
  return data;
}

export const addTrackingNumber = (api: Api, claimId: number, trackingNumber: string, carrier?: string) =>
  api.call("POST", apiPath`/claims/${claimId}/shipment/`, { body: { tracking_number: trackingNumber, ...(carrier ? { carrier } : {}) } });
export const markDelivered = (api: Api, claimId: number) => api.call("POST", apiPath`/claims/${claimId}/shipment/delivered`);
export const pushScan = (api: Api, claimId: number) => api.call("POST", apiPath`/claims/${claimId}/shipment/push`);
