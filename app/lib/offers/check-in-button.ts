import { RESERVATION_TYPES } from "../../../contract/offers";
// What a Check in button shows, from the API's own answer for the claim (`check_in`, the rule in
// api/services/offers/check-in.ts): the dashboard, the door list and the Offers page agree.

/** The button's state: usable, disabled with the reason beside it, or grey until its time. */
export type CheckInButton = {
  /** A reservation outside its check-in time: the button is disabled and this says why. */
  reason: string | null;
  /** Other offers before they begin: the button stays, and a click shows the spec's notice. */
  waiting: boolean;
};

export function checkInButton(offerType: string, state: { open: boolean; notice: string | null }): CheckInButton {
  if (state.open) return { reason: null, waiting: false };
  return RESERVATION_TYPES.includes(offerType) ? { reason: state.notice, waiting: false } : { reason: null, waiting: true };
}

/** A refused check-in: the API's message for the page's alert, or the spec's notice; `claim` is the row's. */
export type CheckInRefusal = { message: string | null; notice: string | null; claim: number | null };
