import type { Config } from "../../config";
import type { PaymentGateway } from "./gateway";
import { createSandboxGateway } from "./sandbox";
import { createStripeGateway } from "./stripe";

export type { PaymentGateway } from "./gateway";

/** Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox. The key is never logged. */
export function createPaymentGateway(config: Config): PaymentGateway {
  return config.stripeSecretKey ? createStripeGateway(config.stripeSecretKey, config.stripeApiHost) : createSandboxGateway();
}
