// The words of offers and claims that the API and the web tool both use: the API stores and
// answers them, the web tool chooses buttons and tabs by them. Plain values, no zod: the web
// tool's browser modules import them too.

/** The kinds of offer a brand can create, in the wizard's order. */
export const OFFER_TYPES = ["anytime", "timed", "swing_by", "reservation_required", "gift", "sponsored_content", "job"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** The Offers page's tabs: shown now, shown later, ended. */
export const TABS = ["active", "upcoming", "past"] as const;
export type Tab = (typeof TABS)[number];
export const isTab = (value: string | undefined): value is Tab => (TABS as readonly string[]).includes(value ?? "");

/** Offers whose claims wait for a reservation time. */
export const RESERVATION_TYPES: readonly string[] = ["reservation_required", "reservation_placeholder"];

/** Claim statuses of a model who holds a spot and can still be checked in. */
export const CHECKABLE: readonly string[] = ["active", "incomplete", "pending", "accepted", "secured"];

/** Claim statuses no list shows or counts: the model turned the offer down. */
export const HIDDEN_STATUSES: readonly string[] = ["declined"];

/** An applicant's filter states, and the only moves between them ("unselect" is selected → liked). */
export const APPLICANT_STATUSES = ["dismissed", "unreviewed", "liked", "selected"] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const ALLOWED_MOVES: Record<ApplicantStatus, readonly ApplicantStatus[]> = {
  dismissed: ["unreviewed", "liked"],
  unreviewed: ["dismissed", "liked"],
  liked: ["dismissed", "selected"],
  selected: ["dismissed", "liked"],
};

/** The field code of a tracking number whose carrier could not be told: the page then asks for it. */
export const CARRIER_IS_UNKNOWN = "carrier_is_unknown";
