// Cost per result on the monthly report (docs/product/results.md#cost-per-result): the month's spend, cost per post and cost
// per 1,000 viewers reached, as the API figures them (api/services/reports/costs.ts), written
// for the page, with '—' and a short reason where there is nothing to show. Pure.
import type { MonthCosts } from "../../../contract/schemas/reports";

export type CostFigure = { label: string; value: string; reason: string | null };

export const NO_FIGURE = "\u2014";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 123450 → "$1,234.50" */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

/** Why there is no spend: no completed claims at all, or none whose offer has a value or wages. */
function noSpendReason(costs: MonthCosts) {
  return costs.completed_claims === 0 ? "No claims completed this month" : "No value per model or wages on this month's offers";
}

export function costFigures(costs: MonthCosts): CostFigure[] {
  const hasSpend = costs.costed_claims > 0;
  const noSpend = !hasSpend || costs.spend_cents === 0 ? "No spend this month" : null;
  const figure = (label: string, cents: number | null, nothing: string): CostFigure =>
    cents === null ? { label, value: NO_FIGURE, reason: noSpend ?? nothing } : { label, value: formatCents(cents), reason: null };
  return [
    hasSpend ? { label: "Spend", value: formatCents(costs.spend_cents), reason: null } : { label: "Spend", value: NO_FIGURE, reason: noSpendReason(costs) },
    figure("Cost per post", costs.cost_per_post_cents, "No posts this month"),
    figure("Cost per 1,000 reach", costs.cost_per_1000_reach_cents, "No reach this month"),
  ];
}
