// Applicant filter states and the moves between them (docs/product/applicants.md#filter-states-and-moves).
// The table itself is the contract's (contract/offers.ts): the API enforces it, these drive the buttons.

import { APPLICANT_STATUSES, type ApplicantStatus, ALLOWED_MOVES } from "../../../contract/offers";
export const DEFAULT_FILTER: ApplicantStatus = "unreviewed";

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

/** FINALIZE is disabled until the deliberation start has passed (docs/product/applicants.md#finalizing). */
export function canFinalize(deliberationStarts: string | null, deliberationStatus: string | null, now: Date) {
  if (deliberationStatus === "finalized") return false;
  return deliberationStarts !== null && Date.parse(deliberationStarts) <= now.getTime();
}
