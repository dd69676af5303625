// Call times (SPEC §5 Call sheet) in the offer's time zone: shown as M/D/YYYY h:mm A, and read
// from and written to datetime-local inputs. Used by the page's loader and action, so the
// browser gets the text, not the time-zone code.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

export function formatCallTime(iso: string | null | undefined, timeZone: string) {
  if (!iso) return "";
  return formatInTimeZone(new Date(iso), timeZone, "M/d/yyyy h:mm a");
}

/** The value of a datetime-local input (yyyy-MM-ddTHH:mm) in the offer's time zone. */
export function toLocalInput(iso: string | null | undefined, timeZone: string) {
  return iso ? formatInTimeZone(new Date(iso), timeZone, "yyyy-MM-dd'T'HH:mm") : "";
}

export function fromLocalInput(value: string, timeZone: string) {
  return fromZonedTime(value.length === 16 ? `${value}:00` : value, timeZone).toISOString();
}
