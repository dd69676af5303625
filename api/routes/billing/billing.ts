// Plan and payment (docs/product/billing.md): the business's billing customer, its cards and bank
// accounts, the default method and starting a plan. Every route works on the token's own
// business; rules in services/billing/account.ts.
import { recordChange } from "../../services/accounts/changes";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { parseInput } from "../../lib/validation";
import { createBankLink, type BankLink } from "../../services/billing/bank-link";
import { idempotencyKeyOf } from "../../lib/idempotency";
import { createPaymentGateway, type PaymentGateway } from "../../services/billing/gateways";
import {
  addSource,
  changeBillingEmail,
  linkBankAccount,
  makeDefaultSource,
  removeSource,
  saveCustomer,
  startBankLink,
  startPlan,
} from "../../services/billing/account";
import { customerView } from "../../services/billing/store";
import { FREQUENCIES, PLAN_NAMES } from "../../../contract/billing";
import { customerEnvelope, customerResponseSchema, linkSessionSchema } from "../../../contract/schemas/billing";

const email = z.string({ required_error: "email is required." }).trim().min(1, "Enter a billing email.").max(254).email("Enter a valid billing email.");
const sourceId = z.string().trim().min(1).max(255);

const emailBody = z.object({ email });
const addSourceBody = z
  .object({
    source: z.string().trim().min(1).max(255).optional().describe("A payment provider's token of a card or bank account."),
    card: z
      .object({
        number: z.string().regex(/^[\d ]{12,23}$/, "card.number must be 12 to 19 digits."),
        exp_month: z.number().int().min(1, "card.exp_month must be 1 to 12.").max(12, "card.exp_month must be 1 to 12."),
        exp_year: z.number().int().min(0).max(9999),
        cvc: z.string().regex(/^\d{3,4}$/, "card.cvc must be 3 or 4 digits."),
      })
      .optional()
      .describe("A card's details: in sandbox mode only (with Stripe, the card form sends a token as source)."),
  })
  .refine((b) => Boolean(b.source) !== Boolean(b.card), { message: "Send either source (a token) or card." });
const removeBody = z.object({
  source: sourceId,
  new_default: sourceId.optional().describe("The method that becomes the default: needed when the one removed is the default."),
});
const defaultBody = z.object({ source: sourceId });
const plaidBody = z.object({
  token: z.string().trim().min(1).max(500).describe("The public token the bank-linking widget gave."),
  account_id: z.string().trim().min(1).max(255).describe("The bank account chosen in the widget."),
});
const startBody = z.object({ plan: z.enum(PLAN_NAMES), frequency: z.enum(FREQUENCIES) });

export const billingRoutes: FastifyPluginAsync<{ gateway?: PaymentGateway; bankLink?: BankLink }> = async (app, opts) => {
  const { db, config } = app.ctx;
  const gateway = opts.gateway ?? createPaymentGateway(config);
  const bankLink = opts.bankLink ?? createBankLink(config);
  const guard = { preHandler: requireAuth };

  const customerSchema = {
    summary: "The brand's billing account",
    description:
      "data is null until a billing email is saved; meta names the payment provider (sandbox or stripe) and the partnerships and support " + "addresses.",
    response: { 200: customerResponseSchema },
  };
  app.get("/payments/customer", { ...guard, schema: customerSchema }, async (request) => ({
    data: await customerView(db, auth(request).businessId),
    meta: { provider: gateway.kind, partnerships_email: config.partnershipsEmail, support_email: config.supportEmail },
  }));

  // Saving the billing email twice (a double submit) updates the email of the one customer.
  app.post(
    "/payments/customer",
    {
      ...guard,
      schema: {
        summary: "Saves the billing email, making the billing account",
        description: "201 when it makes the account; a second call, a double submit, updates the email of the one account (200).",
        body: emailBody,
        response: { 200: customerEnvelope, 201: customerEnvelope },
      },
    },
    async (request, reply) => {
      const input = parseInput(emailBody, request.body);
      const { created, customer } = await saveCustomer(db, gateway, auth(request).businessId, input.email);
      return reply.code(created ? 201 : 200).send({ data: customer });
    },
  );

  const emailSchema = {
    summary: "Changes the billing email",
    description: "Without a billing account yet, a 400.",
    body: emailBody,
    response: { 200: customerEnvelope },
  };
  app.post("/payments/email", { ...guard, schema: emailSchema }, async (request) => {
    const input = parseInput(emailBody, request.body);
    return { data: await changeBillingEmail(db, gateway, auth(request).businessId, input.email) };
  });

  // A doubled submit with the same Idempotency-Key adds the card once and answers alike.
  const addSchema = {
    summary: "Adds a card or a bank account",
    description:
      "Either source or card. The first method becomes the default. A refusal (a declined card, a bad token) is a 400 with the provider's " +
      "message. A repeat with the same Idempotency-Key adds it once and answers alike.",
    body: addSourceBody,
    response: { 201: customerEnvelope },
  };
  app.post("/payments/sources", { ...guard, schema: addSchema }, async (request, reply) => {
    const input = parseInput(addSourceBody, request.body);
    const source = input.card ? { card: input.card } : { token: input.source! };
    const answer = await addSource(db, gateway, auth(request).businessId, source, idempotencyKeyOf(request));
    if (!answer.replayed && answer.statusCode < 300) await recordChange(db, auth(request), "card", { detail: "added" });
    // The declared status is a first answer's; a replay repeats whatever status it stored.
    return reply.code(answer.statusCode as 201).send(answer.body);
  });

  const removeSchema = {
    summary: "Removes a payment method",
    description: "Removing the default needs new_default, else a 400. A method that is not the brand's is a 404.",
    body: removeBody,
    response: { 200: customerEnvelope },
  };
  app.delete("/payments/sources", { ...guard, schema: removeSchema }, async (request) => {
    const input = parseInput(removeBody, request.body);
    const data = await removeSource(db, gateway, auth(request).businessId, input.source, input.new_default);
    await recordChange(db, auth(request), "card", { detail: "removed" });
    return { data };
  });

  const defaultSchema = { summary: "Makes a payment method the default", body: defaultBody, response: { 200: customerEnvelope } };
  app.post("/payments/sources/default", { ...guard, schema: defaultSchema }, async (request) => {
    const input = parseInput(defaultBody, request.body);
    const data = await makeDefaultSource(db, gateway, auth(request).businessId, input.source);
    await recordChange(db, auth(request), "card", { detail: "made default" });
    return { data };
  });

  const linkSchema = {
    summary: "Starts linking a bank account",
    description: "What the bank-linking widget needs first: a Plaid link token, or the sandbox's test banks.",
    response: { 200: linkSessionSchema },
  };
  app.post("/payments/sources/plaid/link", { ...guard, schema: linkSchema }, async (request) => {
    return { data: await startBankLink(db, bankLink, auth(request).businessId) };
  });

  const plaidSchema = {
    summary: "Links a bank account",
    description: "The account the widget gave becomes a payment method.",
    body: plaidBody,
    response: { 201: customerEnvelope },
  };
  app.post("/payments/sources/plaid", { ...guard, schema: plaidSchema }, async (request, reply) => {
    const input = parseInput(plaidBody, request.body);
    const data = await linkBankAccount(db, gateway, bankLink, auth(request).businessId, input.token, input.account_id);
    await recordChange(db, auth(request), "card", { detail: "bank account linked" });
    return reply.code(201).send({ data });
  });

  const startSchema = {
    summary: "Starts a plan",
    description: "Needs a default payment method, else a 400. A brand with a plan is refused, with the partnerships address: a plan is changed by email.",
    body: startBody,
    response: { 201: customerEnvelope },
  };
  app.post("/payments/subscriptions/start", { ...guard, schema: startSchema }, async (request, reply) => {
    const input = parseInput(startBody, request.body);
    return reply.code(201).send({ data: await startPlan(db, gateway, config.partnershipsEmail, auth(request).businessId, input) });
  });
};
