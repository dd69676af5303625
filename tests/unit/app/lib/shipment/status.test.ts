import { describe, expect, it } from "vitest";
import { canMarkDelivered, shipmentLabel, trackingEditable } from "~/lib/shipment/status";

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
});
