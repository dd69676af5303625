// 12-hour wall-clock times with minutes in steps of 5 (docs/product/wizard.md#time-pickers), read in the business's
// time zone and sent as ISO instants (the wizard's and the call sheet's time pickers); job
// heights in whole cm sent as ten times the number.
import { fromZonedTime } from "date-fns-tz";
import { formatInZone } from "../zoned-format";

import { HOURS_12, MINUTES_5 } from "./clock";

export { HOURS_12, MINUTES_5 };
export const DEFAULT_TIME_ZONE = "America/New_York";

export type WallTime = { date: string; hour: string; minute: string; ampm: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-05-01", 7, 30, "PM" in the zone → the instant as ISO; null when incomplete or invalid. */
export function wallTimeToIso(time: Partial<WallTime>, timeZone = DEFAULT_TIME_ZONE): string | null {
  const hour = Number(time.hour);
  const minute = Number(time.minute);
  if (
    !DATE.test(time.date ?? "") ||
    !HOURS_12.includes(hour) ||
    !Number.isInteger(minute) ||
    minute < 0 ||
    minute > 59 ||
    (time.ampm !== "AM" && time.ampm !== "PM")
  )
    return null;
  const hour24 = (hour % 12) + (time.ampm === "PM" ? 12 : 0);
  const instant = fromZonedTime(`${time.date}T${String(hour24).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00`, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/**
 * The instant as the zone's wall time, for a time picker to show. The picker offers 5-minute
 * steps; a stored minute between them is kept (the picker adds it as an option), so saving
 * again never moves a time.
 */
export function isoToWallTime(iso: string, timeZone = DEFAULT_TIME_ZONE): WallTime {
  const instant = new Date(iso);
  const minute = Number(formatInZone(instant, timeZone, "m"));
  return {
    date: formatInZone(instant, timeZone, "yyyy-MM-dd"),
    hour: formatInZone(instant, timeZone, "h"),
    minute: String(minute),
    ampm: formatInZone(instant, timeZone, "a"),
  };
}

/** A date input's "YYYY-MM-DD" as the start of that day in the zone. */
export function dateToIso(date: string | undefined, timeZone = DEFAULT_TIME_ZONE): string | null {
  return date ? wallTimeToIso({ date, hour: "12", minute: "0", ampm: "AM" }, timeZone) : null;
}

/** Job height choices: every whole cm between the bounds. */
export function heightChoices(min: number, max: number) {
  const out: number[] = [];
  for (let cm = Math.ceil(min); cm <= Math.floor(max); cm += 1) out.push(cm);
  return out;
}

/** The API keeps heights as ten times the cm number. */
export const heightToApi = (cm: number) => cm * 10;
