import { describe, expect, it } from "vitest";
import { shipmentActionSchema } from "../../app/lib/shipment/shipment.schema";
import { canMarkDelivered, shipmentLabel, trackingEditable } from "../../app/lib/shipment/status";

describe("shipment status", () => {
  it("shows shipped as In Transit and delivered and dropped as Delivered", () => {
    expect(shipmentLabel("shipped")).toBe("In Transit");
    expect(shipmentLabel("delivered")).toBe("Delivered");
    expect(shipmentLabel("dropped")).toBe("Delivered");
    expect(shipmentLabel("preparing")).toBe("Preparing");
    expect(shipmentLabel(null)).toBe("Unknown");
    expect(shipmentLabel("lost")).toBe("Unknown status: lost");
  });

  it("tracking is editable only for manual gifts with no or finalized deliberation", () => {
    expect(trackingEditable({ gift_source: "manual", deliberation_status: null })).toBe(true);
    expect(trackingEditable({ gift_source: "manual", deliberation_status: "finalized" })).toBe(true);
    expect(trackingEditable({ gift_source: "manual", deliberation_status: "open" })).toBe(false);
    expect(trackingEditable({ gift_source: "no_tracking", deliberation_status: null })).toBe(false);
    expect(trackingEditable({ gift_source: "others", deliberation_status: null })).toBe(false);
  });

  it("only no_tracking gifts not yet delivered can be marked delivered", () => {
    expect(canMarkDelivered("no_tracking", "preparing")).toBe(true);
    expect(canMarkDelivered("no_tracking", "delivered")).toBe(false);
    expect(canMarkDelivered("manual", "preparing")).toBe(false);
  });

  it("the tracking form needs a number; the carrier form needs a carrier", () => {
    expect(shipmentActionSchema.safeParse({ intent: "tracking", claim: "3", tracking_number: " " }).error?.issues[0]?.message).toBe("Enter a tracking number.");
    expect(shipmentActionSchema.safeParse({ intent: "tracking", claim: "3", tracking_number: "1Z 999" }).success).toBe(true);
    expect(shipmentActionSchema.safeParse({ intent: "carrier", claim: "3", tracking_number: "AB1", carrier: "" }).error?.issues[0]?.message).toBe(
      "Choose a carrier.",
    );
  });
});
