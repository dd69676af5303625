// Plan and payment calls. Card numbers pass through here only in sandbox
// mode, straight into the request body: never into a log line or an answer to the browser.
import { redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { type RequestContext, flash } from "./request-session.server";
import type { Api } from "./request-session.server";
import { apiErrorMessage } from "./errors.server";
import { customerEnvelope, customerResponseSchema, linkSessionSchema } from "../../../contract/schemas/billing";

export async function getCustomer(api: Api) {
  return api.get("/payments/customer", undefined, customerResponseSchema);
}

export async function createCustomer(api: Api, email: string) {
  return (await api.call("POST", "/payments/customer", { body: { email } }, customerEnvelope)).data;
}

export async function updateBillingEmail(api: Api, email: string) {
  return (await api.call("POST", "/payments/email", { body: { email } }, customerEnvelope)).data;
}

export type SandboxCard = { number: string; exp_month: number; exp_year: number; cvc: string };

/** A Stripe token (with Stripe Elements) or, in sandbox mode only, the card fields. */
/** A fresh Idempotency-Key for one rendering of the card form. */
export function newIdempotencyKey() {
  return randomUUID();
}

/** With the form's key, a repeated post of the same form adds the card once. */
export async function addSource(api: Api, input: { source: string } | { card: SandboxCard }, idempotencyKey?: string) {
  const headers = idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined;
  return (await api.call("POST", "/payments/sources", { body: input, headers }, customerEnvelope)).data;
}

export async function removeSource(api: Api, source: string) {
  return (await api.call("DELETE", "/payments/sources", { body: { source } }, customerEnvelope)).data;
}

export async function setDefaultSource(api: Api, source: string) {
  return (await api.call("POST", "/payments/sources/default", { body: { source } }, customerEnvelope)).data;
}

export async function startBankLink(api: Api) {
  return (await api.call("POST", "/payments/sources/plaid/link", { body: {} }, linkSessionSchema)).data;
}

export async function addBankAccount(api: Api, token: string, accountId: string) {
  return (await api.call("POST", "/payments/sources/plaid", { body: { token, account_id: accountId } }, customerEnvelope)).data;
}

export async function startSubscription(api: Api, plan: string, frequency: string) {
  return (await api.call("POST", "/payments/subscriptions/start", { body: { plan, frequency } }, customerEnvelope)).data;
}

/** Stripe Elements replace the sandbox inputs when the publishable key is set. */
export function stripePublishableKey() {
  return process.env.STRIPE_PUBLISHABLE_KEY || null;
}

/**
 * Any billing failure stores the server's message and goes to /billing/error (docs/product/billing.md#billing-errors).
 * Anything that is not an API failure (a redirect, a bug) is rethrown.
 */
export async function billingErrorRedirect(args: { request: Request; context: RequestContext }, error: unknown) {
  await flash(args, "billingError", apiErrorMessage(error));
  return redirect("/billing/error");
}
