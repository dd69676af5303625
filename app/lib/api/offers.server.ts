// Offers of API v1.3 (SPEC §7): the tab lists, past periods and the actions on offers,
// groups and claims.
import type { Api } from "./context.server";
import { offerListSchema, offerPageSchema, offerSchema, periodsSchema } from "./offers.schemas";
import { z } from "zod";

// The lists ask for claims only where a card lists them (groups, reservations): the claims
// modal loads its offer's own claims when it opens.
export async function listOffers(api: Api, businessId: number, tab: "active" | "upcoming" | "past", periods?: string[]) {
  const { data } = await api.get(`/businesses/${businessId}/deals/${tab}`, periods ? { periods, attendees: "rows" } : { attendees: "rows" }, offerListSchema);
  return data;
}

/** `limit` offers of the Active or Upcoming list after the cursor `after` (none: from the start). */
export async function listOfferPage(api: Api, businessId: number, tab: "active" | "upcoming", limit: number, after: string | null) {
  return api.get(`/businesses/${businessId}/deals/${tab}`, after ? { limit, after, attendees: "rows" } : { limit, attendees: "rows" }, offerPageSchema);
}

/** One offer of the brand with its claims and groups, as the list `tab` shows them. */
export async function getOffer(api: Api, offerId: number, tab: "active" | "upcoming" | "past") {
  return (await api.get(`/deals/${offerId}`, { tab }, z.object({ data: offerSchema }))).data;
}

export async function listPastPeriods(api: Api, businessId: number) {
  const { data } = await api.get(`/businesses/${businessId}/deals/past/periods`, undefined, periodsSchema);
  return data;
}

export const cancelOffer = (api: Api, offerId: number) => api.call("DELETE", `/deals/${offerId}`);
export const cancelGroup = (api: Api, groupId: number) => api.call("DELETE", `/deals/groups/${groupId}`);
export const cancelClaims = (api: Api, offerId: number, claimIds: number[]) =>
  api.call("DELETE", `/deals/${offerId}/attendees/`, { body: { attendees: claimIds } });
export const checkIn = (api: Api, claimId: number) => api.call("POST", `/claims/${claimId}/check_in/`);
export const enterReservation = (api: Api, claimId: number, reserveFor: Date) =>
  api.call("POST", `/claims/${claimId}/reserve`, { body: { reserve_for: reserveFor.toISOString() } });
export const cancelReservation = (api: Api, claimId: number) => api.call("DELETE", `/claims/${claimId}/reserve`);
