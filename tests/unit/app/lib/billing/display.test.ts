import { describe, expect, it } from "vitest";
import { billingBackHref, billingEntry, billingTitles, endingIn, planBadge, planName, sourceLabel } from "~/lib/billing/display";

describe("titles and back buttons", () => {
  it("follow the spec per view and width", () => {
    expect(billingTitles("intro")).toEqual({ desktop: "Plan + Payment", mobile: "PLAN + PAYMENT" });
    expect(billingTitles("methods", true)).toEqual({ desktop: "Plan + Accounting: Payment Method", mobile: "PLAN + PAYMENT" });
    expect(billingTitles("methods", false).mobile).toBe("PAYMENT METHOD");
    expect(billingTitles("card")).toEqual({ desktop: "Plan + Accounting: Add Card", mobile: "ADD CREDIT CARD" });
    expect(billingTitles("error")).toEqual({ desktop: "Error", mobile: "ERROR" });
    expect(billingBackHref("card")).toBe("/billing/methods");
    // The methods go back out of billing (to /billing would loop straight back to them).
    expect(billingBackHref("methods")).toBe("/");
    expect(billingBackHref("methods", "/offers/active")).toBe("/offers/active");
    expect(billingBackHref("bankAccount")).toBe("/billing");
  });

  it("take the page billing was entered from off the Referer, only on this host and outside billing", () => {
    const here = "https://brands.example/billing/methods";
    expect(billingEntry("https://brands.example/offers/active?page=2", here)).toBe("/offers/active?page=2");
    expect(billingEntry("https://brands.example/billing", here)).toBe("/");
    expect(billingEntry("https://brands.example/billing/card", here)).toBe("/");
    expect(billingEntry("https://evil.example/phish", here)).toBe("/");
    expect(billingEntry("not a url", here)).toBe("/");
    expect(billingEntry(null, here)).toBe("/");
  });
});

describe("plan badges and sources", () => {
  it("map plan ids to the B, P and E tiers", () => {
    expect(planBadge("basic_monthly")).toEqual({ letter: "B", tier: "basic" });
    expect(planBadge("pro_yearly")).toEqual({ letter: "P", tier: "pro" });
    expect(planBadge("premium")).toEqual({ letter: "P", tier: "pro" });
    expect(planBadge("enterprise_yearly")).toEqual({ letter: "E", tier: "enterprise" });
    expect(planBadge("legacy-2019")).toBeNull();
    expect(planBadge(null)).toBeNull();
    expect(planName({ id: "pro_monthly", nickname: "Pro Monthly" })).toBe("Pro Monthly");
    expect(planName({ id: "basic_yearly" })).toBe("Basic");
    expect(planName(null)).toBe("None");
  });

  it("label cards by brand and everything else as Bank", () => {
    expect(sourceLabel({ object: "card", brand: "Visa", last4: "4242" })).toBe("Visa");
    expect(sourceLabel({ object: "card", brand: "amex", last4: "0005" })).toBe("American Express");
    expect(sourceLabel({ object: "bank_account", brand: "STRIPE TEST BANK", last4: "6789" })).toBe("Bank");
    expect(endingIn("4242")).toBe("Ending in 4242");
  });
});
