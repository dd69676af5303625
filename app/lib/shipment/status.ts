// Ship & Track rules (docs/product/offers.md#ship-and-track): status labels, when
// tracking is editable, and the forms of the page.

const LABELS: Record<string, string> = {
  unknown: "Unknown",
  preparing: "Preparing",
  shipped: "In Transit",
  delivered: "Delivered",
  dropped: "Delivered",
  failure: "Failure",
  cancelled: "Cancelled",
};

export function shipmentLabel(status: string | null | undefined) {
  return LABELS[status ?? "unknown"] ?? `Unknown status: ${status}`;
}

/** A badge tone per label, so delivered and dropped look the same. */
export function shipmentTone(status: string | null | undefined): "ok" | "warn" | "bad" | "muted" {
  if (status === "delivered" || status === "dropped") return "ok";
  if (status === "shipped" || status === "preparing") return "warn";
  if (status === "failure" || status === "cancelled") return "bad";
  return "muted";
}

/** Tracking is editable only when the gift source is manual and deliberation is absent or finalized. */
export function trackingEditable(offer: { gift_source: string | null; deliberation_status: string | null }) {
  return offer.gift_source === "manual" && (offer.deliberation_status === null || offer.deliberation_status === "finalized");
}

/** Mark delivered is for gifts without tracking that haven't arrived yet. */
export function canMarkDelivered(giftSource: string | null, status: string | null | undefined) {
  return giftSource === "no_tracking" && status !== "delivered" && status !== "dropped" && status !== "cancelled";
}

export const CHOOSE_CARRIER_SENTENCE = "We couldn't determine which carrier you're using. Please choose from the list below.";
