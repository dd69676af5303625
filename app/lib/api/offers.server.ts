// Offers of API v1.3: the tab lists, past periods and the actions on offers,
// groups and claims.
import type { Api } from "./request-session.server";
import { offerPageSchema, offerSchema, periodsSchema } from "../../../contract/schemas/offers";
import { z } from "zod";
import { apiPath } from "./path";

// The lists ask for claims only where a card lists them (groups, reservations): the claims
// modal loads its offer's own claims when it opens.

/** `limit` offers of a list after the cursor `after` (none: from the start); Past only of the months `periods`. */
export async function listOfferPage(
  api: Api,
  businessId: number,
  tab: "active" | "upcoming" | "past",
  page: { limit: number; after: string | null; periods?: string[] },
) {
  const query = { limit: page.limit, attendees: "rows", ...(page.after ? { after: page.after } : {}), ...(page.periods ? { periods: page.periods } : {}) };
  return api.get(apiPath`/businesses/${businessId}/deals/${tab}`, query, offerPageSchema);
}

/** One offer of the brand with its claims and groups, as the list `tab` shows them. */
export async function getOffer(api: Api, offerId: number, tab: "active" | "upcoming" | "past") {
  return (await api.get(apiPath`/deals/${offerId}`, { tab }, z.object({ data: offerSchema }))).data;
}

export async function listPastPeriods(api: Api, businessId: number) {
  const { data } = await api.get(apiPath`/businesses/${businessId}/deals/past/periods`, undefined, periodsSchema);
  return data;
}

export const cancelOffer = (api: Api, offerId: number) => api.call("DELETE", apiPath`/deals/${offerId}`);
export const cancelGroup = (api: Api, groupId: number) => api.call("DELETE", apiPath`/deals/groups/${groupId}`);
export const cancelClaims = (api: Api, offerId: number, claimIds: number[]) =>
  api.call("DELETE", apiPath`/deals/${offerId}/attendees/`, { body: { attendees: claimIds } });
/** A check-in now, or one the door list kept while it had no connection (its time and key). */
export const checkIn = (api: Api, claimId: number, kept?: { at: string; key: string }) =>
  api.call("POST", apiPath`/claims/${claimId}/check_in/`, kept ? { body: { checked_in_at: kept.at }, headers: { "Idempotency-Key": kept.key } } : undefined);
/** Posts due: a reminder to the model; the API allows one per claim in 48 hours. */
export const remindModel = (api: Api, claimId: number) => api.call("POST", apiPath`/claims/${claimId}/remind`);
export const enterReservation = (api: Api, claimId: number, reserveFor: Date) =>
  api.call("POST", apiPath`/claims/${claimId}/reserve`, { body: { reserve_for: reserveFor.toISOString() } });
export const cancelReservation = (api: Api, claimId: number) => api.call("DELETE", apiPath`/claims/${claimId}/reserve`);
