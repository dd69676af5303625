// What the billing pages show: titles per view and width, plan badges, source labels.
export type BillingView = "intro" | "methods" | "card" | "bankAccount" | "added" | "error";

/** Desktop and mobile titles (docs/product/billing.md#pages-and-titles); methods on mobile depends on having a plan. */
export function billingTitles(view: BillingView, hasSubscription = false): { desktop: string; mobile: string } {
  switch (view) {
    case "intro":
      return { desktop: "Plan + Payment", mobile: "PLAN + PAYMENT" };
    case "methods":
      return { desktop: "Plan + Accounting: Payment Method", mobile: hasSubscription ? "PLAN + PAYMENT" : "PAYMENT METHOD" };
    case "card":
      return { desktop: "Plan + Accounting: Add Card", mobile: "ADD CREDIT CARD" };
    case "bankAccount":
      return { desktop: "Plan + Accounting: Add Bank Account", mobile: "ADD BANK ACCOUNT" };
    case "added":
      return { desktop: "Plan + Accounting: Payment Method", mobile: "PAYMENT METHOD" };
    case "error":
      return { desktop: "Error", mobile: "ERROR" };
  }
}

/**
 * The phone's Back of a billing page: the card form goes back to the methods; the methods go
 * back to where the brand came from outside billing (`from`, else the dashboard), since /billing
 * itself sends a customer straight to the methods and would loop; the other pages to /billing.
 */
export function billingBackHref(view: BillingView, from = "/") {
  if (view === "card") return "/billing/methods";
  if (view === "methods") return from;
  return "/billing";
}

/** The page outside billing a request came from (its Referer on this host), else the dashboard. */
export function billingEntry(referer: string | null, requestUrl: string) {
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    const here = new URL(requestUrl);
    if (from.host !== here.host || from.pathname === "/billing" || from.pathname.startsWith("/billing/")) return "/";
    return from.pathname + from.search;
  } catch {
    return "/";
  }
}

export type PlanTier = { letter: "B" | "P" | "E"; tier: "basic" | "pro" | "enterprise" };

/** Plan ids map to three badge tiers; unknown ids get no badge (docs/product/billing.md#plans). */
export function planBadge(planId: string | null | undefined): PlanTier | null {
  const match = /^(basic|pro|premium|enterprise)(?:[_-](monthly|yearly|annual|month|year))?$/i.exec(planId ?? "");
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  if (name === "basic") return { letter: "B", tier: "basic" };
  if (name === "enterprise") return { letter: "E", tier: "enterprise" };
  return { letter: "P", tier: "pro" };
}

type SourceLike = { object: string; brand: string; last4: string };

/** 'Visa', 'American Express' or 'Bank' (docs/product/billing.md#payment-method). */
export function sourceLabel(source: SourceLike) {
  if (source.object !== "card") return "Bank";
  const brand = source.brand.trim().toLowerCase();
  if (brand === "visa") return "Visa";
  if (brand === "american express" || brand === "amex") return "American Express";
  return source.brand;
}

export function endingIn(last4: string) {
  return `Ending in ${last4}`;
}

const PLAN_LABELS = { basic: "Basic", pro: "Pro", enterprise: "Enterprise" } as const;

/** The name shown for the current plan: its nickname, else a name made from its id. */
export function planName(plan: { id: string; nickname?: string | null } | null | undefined) {
  if (!plan) return "None";
  if (plan.nickname) return plan.nickname;
  const badge = planBadge(plan.id);
  return badge ? PLAN_LABELS[badge.tier] : plan.id;
}

/** The plans a brand without one can start (selecting a plan starts a subscription). */
export const PLAN_CHOICES = [
  { plan: "basic", label: "Basic", text: "Monthly results and up to 3 active offers." },
  { plan: "pro", label: "Pro", text: "Every offer type, applicants and Ship + Track." },
  { plan: "enterprise", label: "Enterprise", text: "Several locations and a dedicated partnerships manager." },
] as const;
