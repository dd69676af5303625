// The Past tab asks for offers three months at a time: the selected month, the next and the
// previous one (SPEC §7), as YYYY-MM.
import { addMonths, format, parse } from "date-fns";

const shift = (period: string, months: number) => format(addMonths(parse(period, "yyyy-MM", new Date(2000, 0, 1)), months), "yyyy-MM");

export function periodWindow(selected: string): [string, string, string] {
  return [selected, shift(selected, 1), shift(selected, -1)];
}

/** The fewest three-month requests that cover every listed period (newest first). */
export function periodRequests(periods: string[]): [string, string, string][] {
  const covered = new Set<string>();
  const requests: [string, string, string][] = [];
  for (const period of periods) {
    if (covered.has(period)) continue;
    const window = periodWindow(period);
    window.forEach((p) => covered.add(p));
    requests.push(window);
  }
  return requests;
}
