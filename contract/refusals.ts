// The API's refusals that the web tool answers in a way of their own, by a code that rides beside
// the sentence in the API's error answer ({statusCode, error, message, code}). The sentence is for
// people and may change; the code is what a program branches on. Both the API and the web tool
// import this file by a relative path, so it imports nothing: no zod, nothing of api/, app/ or
// server/.
export const REFUSALS = {
  /** A seat's role may not call the route (403). */
  seatRefused: "seat_refused",
  /** The Remind button within 48 hours of the claim's last reminder (429). */
  remindTooSoon: "remind_too_soon",
  /** A check-in outside the offer's times (400): said as a notice beside the button, not as an error. */
  checkInOutsideOffer: "check_in_outside_offer",
  /** An invitation's link that was used to join already (410). */
  invitationUsed: "invitation_used",
  /** An invitation's link past its days (410). */
  invitationExpired: "invitation_expired",
  /** An invitation the owner cancelled (410). */
  invitationCancelled: "invitation_cancelled",
  /** A usage-rights link that was answered already (410). */
  rightsLinkUsed: "rights_link_used",
  /** A usage-rights link past its days (410). */
  rightsLinkExpired: "rights_link_expired",
  /** A usage-rights request the brand took back (410). */
  rightsLinkRevoked: "rights_link_revoked",
  /** Retiring the brand's last open location (409): the way on is to add another. */
  lastLocation: "last_location",
} as const;

export type RefusalCode = (typeof REFUSALS)[keyof typeof REFUSALS];
