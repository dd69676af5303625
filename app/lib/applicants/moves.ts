// Applicant filter states and the moves between them (SPEC §4 Applicant filter states).
// The API enforces the same table (api/services/offers/applicants.ts); this copy drives the buttons.

export const APPLICANT_STATUSES = ["dismissed", "unreviewed", "liked", "selected"] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const DEFAULT_FILTER: ApplicantStatus = "unreviewed";

export const ALLOWED_MOVES: Record<ApplicantStatus, readonly ApplicantStatus[]> = {
  dismissed: ["unreviewed", "liked"],
  unreviewed: ["dismissed", "liked"],
  liked: ["dismissed", "selected"],
  // "Unselect" sends a selected applicant back to liked.
  selected: ["dismissed", "liked"],
};

export function isApplicantStatus(value: unknown): value is ApplicantStatus {
  return typeof value === "string" && (APPLICANT_STATUSES as readonly string[]).includes(value);
}

export function canMove(from: ApplicantStatus, to: ApplicantStatus) {
  return ALLOWED_MOVES[from].includes(to);
}

/** The word on the button that moves an applicant to `to`. */
export function moveLabel(from: ApplicantStatus, to: ApplicantStatus) {
  if (from === "selected" && to === "liked") return "UNSELECT";
  return { dismissed: "DISMISS", unreviewed: "UNREVIEW", liked: "LIKE", selected: "SELECT" }[to];
}

export type MoveProblem = "not_allowed" | "finalized" | "full" | null;

/**
 * Why a move is refused: a locked (finalized) applicant can't change; selecting needs a free
 * spot (available = -1 means unlimited).
 */
export function moveProblem(opts: { from: ApplicantStatus; to: ApplicantStatus; locked: boolean; selectedCount: number; availableSpots: number }): MoveProblem {
  if (opts.locked) return "finalized";
  if (!canMove(opts.from, opts.to)) return "not_allowed";
  if (opts.to === "selected" && opts.availableSpots !== -1 && opts.selectedCount >= opts.availableSpots) return "full";
  return null;
}

/** What the Offers page says after FINALIZE, naming the offer. */
export const finalizedMessage = (subtitle: string) => `The selections of ${subtitle} are finalized.`;

/** SPEC §5: FINALIZE is disabled until the deliberation start has passed. */
export function canFinalize(deliberationStarts: string | null, deliberationStatus: string | null, now: Date) {
  if (deliberationStatus === "finalized") return false;
  return deliberationStarts !== null && Date.parse(deliberationStarts) <= now.getTime();
}
