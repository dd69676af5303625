// What a job costs the brand per model, read from its wages (docs/product/results.md#cost-per-result). The
// wages are free text ("$300 / day", "$40/hr", "$1,200 flat"): the first amount is the rate,
// and the word after it says what it is paid for. Pure: reports/costs.ts applies it.

export type Wages = { cents: number; per: "day" | "hour" | "job" };

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/;
const PER_DAY = /\b(day|days|daily|diem)\b/i;
const PER_HOUR = /\b(hour|hours|hourly|hr|hrs|h)\b/i;
// A rate per week or month can't be priced from check-ins: such wages count as unknown.
const PER_LONGER = /\b(week|weeks|weekly|wk|month|months|monthly|mo|year|yearly|annual|annually)\b/i;
/** Wages above this are taken for a typing mistake, not a rate (the value per model's bound too). */
export const MAX_COST_CENTS = 10_000_000;

/** The rate in the wages text, or null when there is no amount or it is paid per week or longer. */
export function parseWages(text: string | null | undefined): Wages | null {
  if (!text) return null;
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const cents = Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_COST_CENTS) return null;
  const rest = text.slice(match.index + match[0].length);
  if (PER_LONGER.test(rest)) return null;
  if (PER_DAY.test(rest)) return { cents, per: "day" };
  if (PER_HOUR.test(rest)) return { cents, per: "hour" };
  return { cents, per: "job" };
}

const HOURS_PER_DAY = 24;
/** A working day, for an hourly rate whose job has no duration yet (the call sheet sets it). */
const WORKING_DAY_HOURS = 8;

/**
 * What one model checked in at a job costs. A model is checked in once per job, so a check-in
 * is the whole job: a day rate counts the job's days (its call-sheet duration in hours, a day
 * for each started 24 hours; one day when no duration is set), an hourly rate counts its hours
 * (a working day of 8 when none is set), and a flat fee counts once.
 */
export function jobCostCents(wages: Wages | null, durationHours: number | null | undefined): number | null {
  if (!wages) return null;
  const hours = typeof durationHours === "number" && Number.isFinite(durationHours) && durationHours > 0 ? durationHours : null;
  if (wages.per === "day") return wages.cents * (hours ? Math.ceil(hours / HOURS_PER_DAY) : 1);
  if (wages.per === "hour") return Math.round(wages.cents * (hours ?? WORKING_DAY_HOURS));
  return wages.cents;
}
