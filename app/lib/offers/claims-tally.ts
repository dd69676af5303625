// The claims modal's numbers (docs/product/offers.md#claims-modal: title 'N CLAIMS', counters for shared, female, male and
// star spots, sections by status) as one rule, so the card, the title, the counters and the
// sections agree. The title counts what the sections list, awaiting reservations too;
// the counters count the spots held, whatever the tab; a section whose claims hold no spot says
// so, and so does a sentence for spots held by claims the tab does not list. The API counts both
// (api/README.md, Offers: claims_count, holds_spot, held_elsewhere_count).
import { statusLabel } from "./format";
import { sectionsByStatus } from "./visibility";
import { type Tab } from "../../../contract/offers";

/** The card's button and the claims modal's title: every claim the tab lists; singular for one. */
export function claimsTitle(offer: { claims_count: number }) {
  const count = offer.claims_count;
  return `${count} ${count === 1 ? "CLAIM" : "CLAIMS"}`;
}

type Claim = { status: string; holds_spot: boolean };

export type ClaimSection<T> = {
  key: string;
  label: string;
  /** Awaiting reservations: the business enters their time. */
  awaiting: boolean;
  /** Whether its claims take spots; a section that takes none says "not counted in spots". */
  holdsSpots: boolean;
  claims: T[];
};

/** The modal's sections: the attendees by status (declined left out), then the awaiting reservations. */
export function claimSections<T extends Claim>(offer: { attendees: T[]; awaitings: T[] }): ClaimSection<T>[] {
  const sections = sectionsByStatus(offer.attendees).map((s): ClaimSection<T> => ({
    key: s.status,
    label: statusLabel(s.status),
    awaiting: false,
    holdsSpots: holdSpots(s.attendees),
    claims: s.attendees,
  }));
  if (offer.awaitings.length)
    sections.push({ key: "awaiting", label: "Awaiting reservation", awaiting: true, holdsSpots: holdSpots(offer.awaitings), claims: offer.awaitings });
  return sections;
}

const holdSpots = (claims: Claim[]) => claims.some((c) => c.holds_spot);

/**
 * The sentence for spots held by claims the tab does not list, or null when the sections show
 * every held spot. In Active these are reservations more than 24 hours away, which
 * Upcoming lists: `upcoming` says the sentence ends with a link there.
 */
export function heldElsewhereNote(count: number, tab: Tab): { text: string; upcoming: boolean } | null {
  if (count <= 0) return null;
  if (tab === "active") {
    const what = count === 1 ? "1 reservation" : `${count} reservations`;
    return { text: `The counters also count ${what} more than 24 hours away, which Active does not list:`, upcoming: true };
  }
  return { text: `The counters also count ${count === 1 ? "1 claim" : `${count} claims`} this list does not show.`, upcoming: false };
}
