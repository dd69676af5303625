// COST PER RESULT in the brand's own results PDF: the three figures written for the
// page, '—' with the reason where there is none (as the monthly page writes them,
// app/lib/reports/costs.ts). Pure; only a month's PDF asked by its brand carries them.
import type { MonthCosts } from "../costs";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const NO_FIGURE = "\u2014";

/** [value, label] of spend, cost per post and cost per 1,000 reach. */
export function pdfCostFigures(costs: MonthCosts): [string, string][] {
  const noSpend = costs.costed_claims === 0 || costs.spend_cents === 0 ? "no spend" : null;
  const divided = (label: string, cents: number | null, nothing: string): [string, string] =>
    cents === null ? [NO_FIGURE, `${label}: ${noSpend ?? nothing}`] : [money.format(cents / 100), label];
  const spend: [string, string] =
    costs.costed_claims > 0
      ? [money.format(costs.spend_cents / 100), "Spend"]
      : [NO_FIGURE, costs.completed_claims === 0 ? "Spend: no claims completed" : "Spend: no value or wages"];
  return [spend, divided("Cost per post", costs.cost_per_post_cents, "no posts"), divided("Cost per 1,000 reach", costs.cost_per_1000_reach_cents, "no reach")];
}
