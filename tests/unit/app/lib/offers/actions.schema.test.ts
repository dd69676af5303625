import { describe, expect, it } from "vitest";
import { cancelClaimSchema, simpleActionSchema } from "~/lib/offers/actions.schema";

describe("action forms", () => {
  it("tell the forms apart by intent and need ids", () => {
    expect(simpleActionSchema.safeParse({ intent: "check-in", offer: "1", claim: "2" }).success).toBe(true);
    expect(simpleActionSchema.safeParse({ intent: "cancel-group", group: "x" }).success).toBe(false);
    expect(cancelClaimSchema.safeParse({ intent: "cancel-claim", offer: "1" }).success).toBe(false);
  });
});
