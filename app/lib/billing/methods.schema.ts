// The forms of /billing/methods (SPEC §5 Billing), used by the route's action.
import { z } from "zod";
import { billingEmail } from "./intro.schema";

export const PLANS = ["basic", "pro", "enterprise"] as const;
export const FREQUENCIES = ["monthly", "yearly"] as const;

/** /billing/methods: its several forms, told apart by intent. */
export const methodsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-default"), source: z.string().max(255) }),
  z.object({ intent: z.literal("remove"), source: z.string().max(255) }),
  z.object({ intent: z.literal("update-email"), email: billingEmail }),
  z.object({
    intent: z.literal("start-plan"),
    plan: z.enum(PLANS, { required_error: "Choose a plan.", invalid_type_error: "Choose a plan." }),
    frequency: z.enum(FREQUENCIES, { required_error: "Choose how often to pay." }),
  }),
]);
