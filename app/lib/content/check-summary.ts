// The month's disclosure check in one line, under the report's posts (the brand's own reports).
import type { DisclosureState } from "../../../contract/content";

/** "31 disclosed, 3 late, 1 without disclosure": every state, none left out, so a clean month says so too. */
export function disclosureSummary(counts: Record<DisclosureState, number>): string {
  return `${counts.disclosed} disclosed, ${counts.late} late, ${counts.missing} without disclosure`;
}

/** The badge of a post a shared report shows as usable in ads (rights to paid ads granted and in force). */
export const CLEARED_FOR_ADS = "Cleared for ads";
