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
  reserve_for: z
    .unknown()
    .superRefine((value, ctx) => {
      if (typeof value !== "string" || !value.trim() || Number.isNaN(Date.parse(value))) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Please select a date." });
      }
    })
    .describe("The reservation's date and time (ISO 8601): in the future, within 60 days."),
});

const checkInBody = z.object({
  checked_in_at: z
    .string()
    .datetime({ offset: true, message: "checked_in_at must be a date and time." })
    .optional()
    .describe("When the model was checked in, sent by a phone that had no connection then; left out, now."),
});

export const claimsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const params = pathParams("id");
  const answersClaim = { params, response: { 200: claimEnvelope } };

  // A phone that had no connection sends its check-ins later, each with the time it was made and
  // an Idempotency-Key: a repeat (a lost answer, a second sync) gets the first answer back.
  const checkInSchema = {
    ...answersClaim,
    summary: "Checks a model in",
    description:
      "Now, or at checked_in_at (the body may be left out): a time in the future is now, one more than 24 hours ago a 400. The claim's " +
      "window is read at that time. On a reservation offer, a claim with a reservation time is checked in from 60 minutes before it to 60 " +
      'after, else a 400 "Check-in for this reservation opens at 6:30 PM on Thu, Nov 26." or "… closed at …", in the offer\'s time zone. ' +
      "Otherwise between the claim's starts_at and ends_at (without them the offer's times, then its visibility window), else a 400 \"Click " +
      'this button to check in a model once your offer begins." with the code check_in_outside_offer (a notice on the pages, not an ' +
      'error). Refused with a 400 too when the offer was cancelled, when the model was already checked in ("This model was already checked ' +
      "in at 8:14 PM by Ana (door).\"; the seat left out for check-ins from before seats), and when the claim's status is not active, " +
      "incomplete, pending, accepted or secured. checked_in_by is the seat that made it. A repeat with the same Idempotency-Key acts once " +
      "and answers the first answer. Each claim's check_in says beforehand whether it would be taken now.",
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
    {
      preHandler: requireAuth,
      schema: {
        summary: "Reminds a model of the posts it owes",
        description:
          "By mail, at most once in 48 hours a claim, automatic reminders included: sooner is a 429 with the code remind_too_soon, saying when " +
          "the next may go. A claim that owes no posts, or whose model has no email address, is a 409.",
        params,
        response: { 200: reminderEnvelope },
      },
    },
    async (request) => {
      return { data: await remindModel(db, app.ctx.mailer, auth(request), parseId(request.params.id)) };
    },
  );

  const reserveSchema = {
    summary: "Enters a claim's reservation time",
    description:
      'Only on reservation offers (else a 400 "Only reservation offers take reservation times."). A date that is missing or ' +
      'unreadable, in the past or more than 60 days away is a 400 ("Please select a date.", "Date must be in future.", "Pick a date ' +
      'within 60 days."), and so is a cancelled offer or a claim that has ended.',
    ...answersClaim,
    body: reserveBody,
  };
  const unreserveSchema = {
    summary: "Cancels a claim's reservation",
    description: "Clears reserved_for: the claim waits for a new time. Only on reservation offers. An addition to the contract, which names no path for it.",
    ...answersClaim,
  };
  app.post<{ Params: { id: string } }>("/claims/:id/reserve", { preHandler: requireAuth, schema: reserveSchema }, async (request) => {
    const owned = await ownedClaim(db, auth(request).businessId, parseId(request.params.id));
    const { reserve_for } = parseInput(reserveBody, request.body ?? {});
    return { data: await reserveClaim(db, owned, new Date(reserve_for as string)) };
  });

  app.delete<{ Params: { id: string } }>("/claims/:id/reserve", { preHandler: requireAuth, schema: unreserveSchema }, async (request) => {
    return { data: await cancelReservation(db, auth(request), parseId(request.params.id)) };
  });
};
