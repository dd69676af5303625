// Plan and payment (SPEC §7 Payments): the business's billing customer, its cards and bank
// accounts, the default method and starting a plan. Every route works on the token's own
// business; a source id of another business answers 404.
import type { FastifyPluginAsync } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { billingCustomers, billingSources, billingSubscriptions, businesses } from "../db/schema";
import { auth, ownedOr404, requireAuth } from "../lib/auth";
import { badRequest } from "../lib/errors";
import { idempotencyKeyOf, once } from "../lib/idempotency";
import { parseInput } from "../lib/validation";
import { createBankLink, type BankLink } from "../services/banklink";
import { createPaymentGateway, type PaymentGateway } from "../services/payments";
import { FREQUENCIES, PLAN_NAMES, planId, planNickname } from "../services/payments/plans";
import { customerView, findCustomer, findSource, setDefaultSourceRow } from "../services/payments/store";

export const NO_CUSTOMER = "There is no billing account yet: save a billing email first.";
export const DEFAULT_REMOVAL = "This is your default payment method. Make another payment method the default before removing it.";

const email = z.string({ required_error: "email is required." }).trim().min(1, "Enter a billing email.").max(254).email("Enter a valid billing email.");
const sourceId = z.string().trim().min(1).max(255);

const emailBody = z.object({ email });
const addSourceBody = z
  .object({
    source: z.string().trim().min(1).max(255).optional(),
    card: z
      .object({
        number: z.string().regex(/^[\d ]{12,23}$/, "card.number must be 12 to 19 digits."),
        exp_month: z.number().int().min(1, "card.exp_month must be 1 to 12.").max(12, "card.exp_month must be 1 to 12."),
        exp_year: z.number().int().min(0).max(9999),
        cvc: z.string().regex(/^\d{3,4}$/, "card.cvc must be 3 or 4 digits."),
      })
      .optional(),
  })
  .refine((b) => Boolean(b.source) !== Boolean(b.card), { message: "Send either source (a token) or card." });
const removeBody = z.object({ source: sourceId, new_default: sourceId.optional() });
const defaultBody = z.object({ source: sourceId });
const plaidBody = z.object({ token: z.string().trim().min(1).max(500), account_id: z.string().trim().min(1).max(255) });
const startBody = z.object({ plan: z.enum(PLAN_NAMES), frequency: z.enum(FREQUENCIES) });

export const paymentsRoutes: FastifyPluginAsync<{ gateway?: PaymentGateway; bankLink?: BankLink }> = async (app, opts) => {
  const { db, config } = app.ctx;
  const gateway = opts.gateway ?? createPaymentGateway(config);
  const bankLink = opts.bankLink ?? createBankLink(config);
  const guard = { preHandler: requireAuth };

  async function requireCustomer(businessId: number) {
    const customer = await findCustomer(db, businessId);
    if (!customer) throw badRequest(NO_CUSTOMER);
    return customer;
  }
  const view = async (businessId: number) => ({ data: await customerView(db, businessId) });

  async function attach(businessId: number, input: { token: string } | { card: z.infer<typeof addSourceBody>["card"] & object }) {
    const customer = await requireCustomer(businessId);
    const created = await gateway.addSource(customer.customerId, input);
    await db.insert(billingSources).values({ ...created, businessId });
    // The first source becomes the default, as with Stripe.
    if (!customer.defaultSource) await setDefaultSourceRow(db, businessId, created.id);
    return view(businessId);
  }

  app.get("/payments/customer", guard, async (request) => ({
    ...(await view(auth(request).businessId)),
    meta: { provider: gateway.kind, partnerships_email: config.partnershipsEmail, support_email: config.supportEmail },
  }));

  // Saving the billing email twice (a double submit) updates the email of the one customer.
  app.post("/payments/customer", guard, async (request, reply) => {
    const { businessId } = auth(request);
    const input = parseInput(emailBody, request.body);
    const existing = await findCustomer(db, businessId);
    if (existing) {
      await gateway.updateEmail(existing.customerId, input.email);
      await db.update(billingCustomers).set({ email: input.email }).where(eq(billingCustomers.businessId, businessId));
      return view(businessId);
    }
    const business = ownedOr404(await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) }));
    const { customerId } = await gateway.createCustomer({ email: input.email, name: business.name, businessId });
    await db.insert(billingCustomers).values({ businessId, provider: gateway.kind, customerId, email: input.email }).onConflictDoNothing();
    return reply.code(201).send(await view(businessId));
  });

  app.post("/payments/email", guard, async (request) => {
    const { businessId } = auth(request);
    const input = parseInput(emailBody, request.body);
    const customer = await requireCustomer(businessId);
    await gateway.updateEmail(customer.customerId, input.email);
    await db.update(billingCustomers).set({ email: input.email }).where(eq(billingCustomers.businessId, businessId));
    return view(businessId);
  });

  // A doubled submit with the same Idempotency-Key adds the card once and answers alike.
  app.post("/payments/sources", guard, async (request, reply) => {
    const input = parseInput(addSourceBody, request.body);
    const { businessId } = auth(request);
    const add = async () => ({ statusCode: 201, body: await attach(businessId, input.card ? { card: input.card } : { token: input.source! }) });
    const key = idempotencyKeyOf(request);
    const answer = key ? await once(db, businessId, `payments/sources:${key}`, add) : await add();
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.delete("/payments/sources", guard, async (request) => {
    const { businessId } = auth(request);
    const input = parseInput(removeBody, request.body);
    const customer = await requireCustomer(businessId);
    const source = ownedOr404(await findSource(db, businessId, input.source));
    if (customer.defaultSource === source.id) {
      const next = input.new_default && input.new_default !== source.id ? ownedOr404(await findSource(db, businessId, input.new_default)) : null;
      if (!next) throw badRequest(DEFAULT_REMOVAL);
      await gateway.setDefaultSource(customer.customerId, next.id);
      await setDefaultSourceRow(db, businessId, next.id);
    }
    await gateway.removeSource(customer.customerId, source.id);
    await db.delete(billingSources).where(and(eq(billingSources.id, source.id), eq(billingSources.businessId, businessId)));
    return view(businessId);
  });

  app.post("/payments/sources/default", guard, async (request) => {
    const { businessId } = auth(request);
    const input = parseInput(defaultBody, request.body);
    const customer = await requireCustomer(businessId);
    const source = ownedOr404(await findSource(db, businessId, input.source));
    await gateway.setDefaultSource(customer.customerId, source.id);
    await setDefaultSourceRow(db, businessId, source.id);
    return view(businessId);
  });

  // Not in SPEC §7: the bank-linking widget needs a session (Plaid's link token) first, and
  // the sandbox answers with its test banks instead.
  app.post("/payments/sources/plaid/link", guard, async (request) => {
    const { businessId } = auth(request);
    await requireCustomer(businessId);
    const business = ownedOr404(await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) }));
    return { data: await bankLink.startLink({ businessId, clientName: business.name }) };
  });

  app.post("/payments/sources/plaid", guard, async (request, reply) => {
    const { businessId } = auth(request);
    const input = parseInput(plaidBody, request.body);
    await requireCustomer(businessId);
    const { sourceToken } = await bankLink.exchange(input.token, input.account_id);
    return reply.code(201).send(await attach(businessId, { token: sourceToken }));
  });

  app.post("/payments/subscriptions/start", guard, async (request, reply) => {
    const { businessId } = auth(request);
    const input = parseInput(startBody, request.body);
    const customer = await requireCustomer(businessId);
    const current = await db.query.billingSubscriptions.findFirst({ where: eq(billingSubscriptions.businessId, businessId) });
    // SPEC §6: an existing plan is changed only by email.
    if (current) throw badRequest(`You already have a plan. To change it, email ${config.partnershipsEmail}.`);
    if (!customer.defaultSource) throw badRequest("Add a payment method before starting a plan.");
    const id = planId(input.plan, input.frequency);
    const subscription = await gateway.startSubscription(customer.customerId, { ...input, planId: id });
    await db.insert(billingSubscriptions).values({ id: subscription.id, businessId, planId: id, nickname: planNickname(input.plan, input.frequency), frequency: input.frequency });
    return reply.code(201).send(await view(businessId));
  });
};
