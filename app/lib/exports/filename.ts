// The name of every file the brand downloads from a list ("business username + filter +
// date MMDDYY.pdf" for the applicant export: docs/product/applicants.md#file-names). A day's export carries the day (MMDDYY); a
// month's results carry their month (MMYY), so an accountant's folder sorts by what it covers.
import { format } from "date-fns";

/**
 * `{username}{kind}{MMDDYY}.{ext}` for a day, `{username}{kind}{MMYY}.{ext}` for a month:
 * demounreviewed030525.pdf, demoposts0325.csv.
 */
export function exportFilename(username: string, kind: string, when: Date | { year: number; month: number }, ext: "pdf" | "csv" = "pdf"): string {
  const stamp = when instanceof Date ? format(when, "MMddyy") : `${String(when.month).padStart(2, "0")}${String(when.year % 100).padStart(2, "0")}`;
  return `${username}${kind}${stamp}.${ext}`;
}
