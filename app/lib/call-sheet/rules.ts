// Call sheet rules (docs/product/applicants.md#call-sheets): a duration of 1–8766 hours, and the lock once the sheet
// was sent. Call times in the offer's zone are in times.ts.

export const MIN_DURATION = 1;
export const MAX_DURATION = 8766;
export const DURATION_MESSAGE = `Duration must be a number from ${MIN_DURATION} to ${MAX_DURATION} hours.`;

/** Fields are locked when the first attendee's call_sheet_status is ready (docs/product/applicants.md#locked-once-sent). */
export function isCallSheetLocked(attendees: readonly { call_sheet_status: string | null }[]) {
  return attendees[0]?.call_sheet_status === "ready";
}
