// URL state of the Offers page's modals and confirmations: ?modal=<name>&offer=…&claim=….
// Opening one starts from the bare tab URL (keeping how many pages of offers are shown), so an
// earlier modal or notice doesn't linger.
import { useLocation } from "@remix-run/react";

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
      if (params.has("page")) next.set("page", params.get("page")!);
      return `${location.pathname}?${next}`;
    },
    close: params.has("page") ? `${location.pathname}?page=${encodeURIComponent(params.get("page")!)}` : location.pathname,
    /** Forms post back to the URL they are on, so a refusal re-renders the same modal. */
    formAction: `${location.pathname}${location.search}`,
  };
}
