// date-fns-tz's formatInTimeZone, remembered: it asks Intl for the zone's offset on every call,
// and a page of offers or today's check-ins writes the same few instants in the same zones
// request after request (on /offers/active, 7 % of the web tool's CPU under load). The text is
// a pure function of its three inputs, so a bounded map of them gives the same answers.
import { formatInTimeZone } from "date-fns-tz";

const MAX_KEPT = 5_000;
const kept = new Map<string, string>();

/** `date` in `timeZone`, written by the date-fns `pattern`. */
export function formatInZone(date: Date, timeZone: string, pattern: string): string {
  const key = `${date.getTime()}|${timeZone}|${pattern}`;
  let text = kept.get(key);
  if (text === undefined) {
    text = formatInTimeZone(date, timeZone, pattern);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, text);
  }
  return text;
}
