// URL state of the Offers page's modals and confirmations: ?modal=<name>&offer=…&claim=….
// Opening one starts from the bare tab URL (keeping which month and how many pages of offers are
// shown), so an earlier modal or notice doesn't linger.
import { useLocation } from "@remix-run/react";
import { keepPlace } from "~/lib/offers/paging";

export type OfferModal = "claims" | "group" | "reserve" | "cancel-offer" | "cancel-claim" | "cancel-group" | "cancel-reservation";

export function useOfferModal() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return {
    current: params.get("modal") as OfferModal | null,
    offerId: number("offer"),
    claimId: number("claim"),
    groupId: number("group"),
    view: params.get("view"),
    open(name: OfferModal, ids: Record<string, number | string>) {
      const next = new URLSearchParams({ modal: name });
      for (const [key, value] of Object.entries(ids)) next.set(key, String(value));
      return `${location.pathname}?${keepPlace(params, next)}`;
    },
    close: keepPlace(params).size ? `${location.pathname}?${keepPlace(params)}` : location.pathname,
    /** Forms post back to the URL they are on, so a refusal re-renders the same modal. */
    formAction: `${location.pathname}${location.search}`,
  };
}
