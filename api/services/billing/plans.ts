// The plans a brand can start (docs/product/billing.md#plans: selecting a plan starts a subscription). An existing
// plan only changes by email to the partnerships contact, so there is no "change".

import { type Frequency, type PlanName } from "../../../contract/billing";
const LABELS: Record<PlanName, string> = { basic: "Basic", pro: "Pro", enterprise: "Enterprise" };

/** The provider's plan (price) id: Stripe prices carry the same id as their lookup_key. */
export function planId(plan: PlanName, frequency: Frequency) {
  return `${plan}_${frequency}`;
}

export function planNickname(plan: PlanName, frequency: Frequency) {
  return `${LABELS[plan]} ${frequency === "monthly" ? "Monthly" : "Yearly"}`;
}
