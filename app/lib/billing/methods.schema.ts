// The forms of /billing/methods (docs/product/billing.md#payment-methods), used by the route's action.
import { z } from "zod";
import { billingEmail } from "./intro.schema";
import { FREQUENCIES, PLAN_NAMES } from "../../../contract/billing";

/** /billing/methods: its several forms, told apart by intent. */
export const methodsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-default"), source: z.string().max(255) }),
  z.object({ intent: z.literal("remove"), source: z.string().max(255) }),
  z.object({ intent: z.literal("update-email"), email: billingEmail }),
  z.object({
    intent: z.literal("start-plan"),
    plan: z.enum(PLAN_NAMES, { required_error: "Choose a plan.", invalid_type_error: "Choose a plan." }),
    frequency: z.enum(FREQUENCIES, { required_error: "Choose how often to pay." }),
  }),
]);
