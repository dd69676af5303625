// The reservation-time form (docs/product/offers.md#reservation-times): a date, a 12-hour time in steps of
// 5 minutes, read in the offer's time zone. Required, not in the past, within 60 days. The
// form's schema is in reservation.schema.ts: only the server validates it.
import { fromZonedTime } from "date-fns-tz";

export const RESERVATION_WINDOW_DAYS = 60;
export const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1));
export const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, "0"));
export const MERIDIEMS = ["AM", "PM"] as const;

export const messages = {
  required: "Please select a date.",
  past: "Date must be in future.",
  tooFar: "Pick a date within 60 days.",
};

/** The moment a date and 12-hour time mean in the given time zone. */
export function reservationMoment(date: string, hour: string, minute: string, meridiem: "AM" | "PM", timeZone: string): Date {
  const h = (Number(hour) % 12) + (meridiem === "PM" ? 12 : 0);
  return fromZonedTime(`${date}T${String(h).padStart(2, "0")}:${minute}:00`, timeZone);
}
