// The offer types and the wizard's pages per type (docs/product/wizard.md#offer-types, #pages).

import { OFFER_TYPES, type OfferType } from "../../../contract/offers";
export const TYPE_LABELS: Record<OfferType, string> = {
  anytime: "Anytime",
  timed: "Timed",
  swing_by: "Swing by",
  reservation_required: "Reservation required",
  gift: "Gift",
  sponsored_content: "Sponsored content",
  job: "Job",
};

/** One line per type where it is chosen: what the model does, and when. */
export const TYPE_HINTS: Record<OfferType, string> = {
  anytime: "Models visit whenever they like while the offer is shown.",
  timed: "Models come between a start and an end time you set.",
  swing_by: "Models drop in during a window you set, without booking.",
  reservation_required: "Models book a table or a slot, and you enter its time.",
  gift: "You ship a product to each model; no visit.",
  sponsored_content: "Models post about your brand from wherever they are.",
  job: "A paid booking: models apply, and you choose who works.",
};

export function isOfferType(value: unknown): value is OfferType {
  return typeof value === "string" && (OFFER_TYPES as readonly string[]).includes(value);
}

export type StepKey = "basics" | "details" | "media";

/** Gift and sponsored content skip the details page: 2 pages instead of 3. */
export function stepsFor(type: OfferType | null | undefined): StepKey[] {
  return type === "gift" || type === "sponsored_content" ? ["basics", "media"] : ["basics", "details", "media"];
}

/** Offers without a details page get these spots and contact name (docs/product/wizard.md#gift-and-sponsored-content). */
export function forcedFields(type: OfferType) {
  if (type !== "gift" && type !== "sponsored_content") return null;
  return { female_spots: 1, male_spots: 0, shared_spots: 0, contact_name: "-" };
}

export const CATEGORIES = [
  { value: "food", label: "Food" },
  { value: "drinks", label: "Drinks" },
  { value: "beauty", label: "Beauty" },
  { value: "fitness", label: "Fitness" },
  { value: "fashion", label: "Fashion" },
  { value: "nightlife", label: "Nightlife" },
  { value: "events", label: "Events" },
  { value: "other", label: "Other" },
] as const;

export const REPEAT_TYPES = [
  { value: "none", label: "None" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "custom", label: "Custom" },
] as const;

export const RESERVATION_METHODS = [
  { value: "phone", label: "Phone" },
  { value: "email", label: "Email" },
  { value: "website", label: "Website" },
  { value: "in_person", label: "In person" },
] as const;

/** Types that need no start time; timed and swing_by also need an end time. */
export const START_OPTIONAL: OfferType[] = ["anytime", "reservation_required", "job"];
export const END_REQUIRED: OfferType[] = ["timed", "swing_by"];
