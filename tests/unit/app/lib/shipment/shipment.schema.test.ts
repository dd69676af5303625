import { describe, expect, it } from "vitest";
import { shipmentActionSchema } from "~/lib/shipment/shipment.schema";

describe("shipment status", () => {
  it("the tracking form needs a number; the carrier form needs a carrier", () => {
    expect(shipmentActionSchema.safeParse({ intent: "tracking", claim: "3", tracking_number: " " }).error?.issues[0]?.message).toBe("Enter a tracking number.");
    expect(shipmentActionSchema.safeParse({ intent: "tracking", claim: "3", tracking_number: "1Z 999" }).success).toBe(true);
    expect(shipmentActionSchema.safeParse({ intent: "carrier", claim: "3", tracking_number: "AB1", carrier: "" }).error?.issues[0]?.message).toBe(
      "Choose a carrier.",
    );
  });
});
