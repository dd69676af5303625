// How the pages name the disclosure check and a post's rights (the states: contract/content.ts).
// One place, so the library, a post's page, the claims modal and the reports say the same words.
import type { DisclosureState, RightsFilter, TagsState } from "../../../contract/content";

export const DISCLOSURE_LABELS: Record<DisclosureState, string> = {
  disclosed: "Disclosed",
  late: "Disclosed late",
  missing: "No disclosure",
};

/** What each state means, for a title and the post's page. */
export const DISCLOSURE_HINTS: Record<DisclosureState, string> = {
  disclosed: "A disclosure (#ad, #gifted…) is within the first 125 characters, where Instagram shows it.",
  late: "The disclosure comes only after the first 125 characters, behind Instagram's \u201cmore\u201d.",
  missing: "The caption has no disclosure (#ad, #gifted, #sponsored, #partner, \u201cpaid partnership\u201d).",
};

export const TAGS_LABELS: Record<Exclude<TagsState, null>, string> = { present: "Tagged as asked", missing: "Tag missing" };

export const RIGHTS_LABELS: Record<RightsFilter, string> = {
  none: "No rights asked",
  requested: "Rights requested",
  granted: "Rights granted",
  declined: "Declined",
  expired: "Request expired",
  revoked: "Revoked",
  ended: "Rights ended",
};
