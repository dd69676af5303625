// The reservation-time form as the Offers page's action reads it (the rules: reservation.ts).
import { z } from "zod";
import { HOURS, MERIDIEMS, messages, MINUTES, RESERVATION_WINDOW_DAYS, reservationMoment } from "./reservation";

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
