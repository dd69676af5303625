// Actions on one claim (attendee) of an offer (docs/product/offers.md#check-in): check-in, entering a
// reservation time and cancelling it, and reminding a model of the posts due. Rules in services/offers/claims.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { parseId } from "../../lib/http";
import { idempotencyKeyOf, once } from "../../lib/idempotency";
import { parseInput } from "../../lib/validation";
import { cancelReservation, checkIn, ownedClaim, reserveClaim } from "../../services/offers/claims";
import { remindModel } from "../../services/offers/reminders";
import { pathParams } from "../../lib/openapi";
import { claimEnvelope } from "../../../contract/schemas/claims";
import { reminderEnvelope } from "../../../contract/schemas/posts-due";

// A custom issue, so that a missing date gets the spec's words rather than "is required".
const reserveBody = z.object({
  reserve_for: z.unknown().superRefine((value, ctx) => {
    if (typeof value !== "string" || !value.trim() || Number.isNaN(Date.parse(value))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Please select a date." });
    }
  }),
});

const checkInBody = z.object({
  checked_in_at: z.string().datetime({ offset: true, message: "checked_in_at must be a date and time." }).optional(),
});

export const claimsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const params = pathParams("id");
  const answersClaim = { params, response: { 200: claimEnvelope } };

  // A phone that had no connection sends its check-ins later, each with the time it was made and
  // an Idempotency-Key: a repeat (a lost answer, a second sync) gets the first answer back.
  const checkInSchema = {
    ...answersClaim,
    description: "Checks the model in, now or at checked_in_at (the body may be left out). A repeated Idempotency-Key answers the first answer again.",
    body: checkInBody,
  };
  app.post<{ Params: { id: string } }>("/claims/:id/check_in/", { preHandler: requireAuth, schema: checkInSchema }, async (request, reply) => {
    const claimId = parseId(request.params.id);
    const { checked_in_at } = parseInput(checkInBody, request.body ?? {});
    const at = checked_in_at ? new Date(checked_in_at) : undefined;
    const by = auth(request);
    const answer = await once(db, by.businessId, { scope: `check_in:${claimId}`, key: idempotencyKeyOf(request) }, async (tx) => ({
      statusCode: 200,
      body: { data: await checkIn(tx, by, claimId, at) },
    }));
    return reply.code(answer.statusCode).send(answer.body);
  });

  // Posts due: a reminder to the model, at most one per claim in 48 hours (docs/product/offers.md#posts-due).
  app.post<{ Params: { id: string } }>(
    "/claims/:id/remind",
    { preHandler: requireAuth, schema: { params, response: { 200: reminderEnvelope } } },
    async (request) => {
      return { data: await remindModel(db, app.ctx.mailer, auth(request), parseId(request.params.id)) };
    },
  );

  app.post<{ Params: { id: string } }>("/claims/:id/reserve", { preHandler: requireAuth, schema: { ...answersClaim, body: reserveBody } }, async (request) => {
    const owned = await ownedClaim(db, auth(request).businessId, parseId(request.params.id));
    const { reserve_for } = parseInput(reserveBody, request.body ?? {});
    return { data: await reserveClaim(db, owned, new Date(reserve_for as string)) };
  });

  app.delete<{ Params: { id: string } }>("/claims/:id/reserve", { preHandler: requireAuth, schema: answersClaim }, async (request) => {
    return { data: await cancelReservation(db, auth(request), parseId(request.params.id)) };
  });
};
