// The wizard's optional 'Value per model' (for the cost per result): what one model's perk
// or gift is worth to the brand, typed in dollars and cents and sent to the API in cents.
// Pure; the API holds the same upper bound (api/services/reports/wages.ts MAX_COST_CENTS).

export const VALUE_FORMAT = "Enter the value in dollars and cents, like 45 or 12.50";
export const MAX_VALUE_CENTS = 10_000_000;
export const VALUE_TOO_BIG = "Value per model can be at most $100,000";

// "45", "12.5", "12.50", "$1,200", "1200.00": a leading $ and thousands commas are allowed.
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** The typed value in cents; null when left empty; an error message when it can't be read. */
export function parseDollars(text: string | null | undefined): { cents: number | null } | { error: string } {
  const value = (text ?? "").trim();
  if (!value) return { cents: null };
  const match = DOLLARS.exec(value);
  if (!match) return { error: VALUE_FORMAT };
  const cents = Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_VALUE_CENTS) return { error: VALUE_TOO_BIG };
  return { cents };
}

/** Cents as the field shows them again: 4500 → "45", 1250 → "12.50". */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest ? `${whole}.${String(rest).padStart(2, "0")}` : String(whole);
}
