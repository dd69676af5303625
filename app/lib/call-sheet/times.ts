// Call times (docs/product/applicants.md#call-times) in the offer's time zone: shown as M/D/YYYY h:mm A, and read
// from and written to the wizard's 12-hour time pickers. Used by the page's loader and action,
// so the browser gets the text, not the time-zone code.
import { formatInZone } from "../zoned-format";
import { isoToWallTime, wallTimeToIso, type WallTime } from "../wizard/time";

export function formatCallTime(iso: string | null | undefined, timeZone: string) {
  if (!iso) return "";
  return formatInZone(new Date(iso), timeZone, "M/d/yyyy h:mm a");
}

/** What a time picker shows: the time in the offer's zone, or no date yet at noon, as the wizard's pickers start. */
export function toPicker(iso: string | null | undefined, timeZone: string): WallTime {
  return iso ? isoToWallTime(iso, timeZone) : { date: "", hour: "12", minute: "0", ampm: "PM" };
}

/** A picker's date and time in the offer's zone as an ISO instant; null when not all filled in. */
export function fromPicker(time: Partial<WallTime> | undefined, timeZone: string) {
  return time ? wallTimeToIso(time, timeZone) : null;
}
