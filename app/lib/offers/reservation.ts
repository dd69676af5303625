// The reservation-time form (SPEC §5 Reservation date): a date, a 12-hour time in steps of
// 5 minutes, read in the offer's time zone. Required, not in the past, within 60 days.
import { fromZonedTime } from "date-fns-tz";
import { z } from "zod";

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

export function reservationSchema(now: Date) {
  return z
    .object({
      intent: z.literal("reserve"),
      claim: z.coerce.number().int().positive(),
      timezone: z.string().min(1).default("America/New_York"),
      date: z.string({ required_error: messages.required }).regex(/^\d{4}-\d{2}-\d{2}$/, messages.required),
      hour: z.enum(HOURS as [string, ...string[]]).default("7"),
      minute: z.enum(MINUTES as [string, ...string[]]).default("00"),
      meridiem: z.enum(MERIDIEMS).default("PM"),
    })
    .superRefine((value, ctx) => {
      let when: Date;
      try {
        when = reservationMoment(value.date, value.hour, value.minute, value.meridiem, value.timezone);
      } catch {
        ctx.addIssue({ code: "custom", path: ["date"], message: messages.required });
        return;
      }
      if (Number.isNaN(when.getTime())) ctx.addIssue({ code: "custom", path: ["date"], message: messages.required });
      else if (when.getTime() <= now.getTime()) ctx.addIssue({ code: "custom", path: ["date"], message: messages.past });
      else if (when.getTime() > now.getTime() + RESERVATION_WINDOW_DAYS * 24 * 3600_000)
        ctx.addIssue({ code: "custom", path: ["date"], message: messages.tooFar });
    })
    .transform((value) => ({ ...value, reserveFor: reservationMoment(value.date, value.hour, value.minute, value.meridiem, value.timezone) }));
}
