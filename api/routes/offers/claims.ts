// Actions on one claim (attendee) of an offer (SPEC §4, §5, §7): check-in, entering a
// reservation time and cancelling it. Rules in services/offers/claims.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { parseId } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { cancelReservation, checkIn, ownedClaim, reserveClaim } from "../../services/offers/claims";

// A custom issue, so that a missing date gets the spec's words rather than "is required".
const reserveBody = z.object({
  reserve_for: z.unknown().superRefine((value, ctx) => {
    if (typeof value !== "string" || !value.trim() || Number.isNaN(Date.parse(value))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Please select a date." });
    }
  }),
});

export const claimsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.post<{ Params: { id: string } }>("/claims/:id/check_in/", { preHandler: requireAuth }, async (request) => {
    return { data: await checkIn(db, auth(request).businessId, parseId(request.params.id)) };
  });

  app.post<{ Params: { id: string } }>("/claims/:id/reserve", { preHandler: requireAuth }, async (request) => {
    const owned = await ownedClaim(db, auth(request).businessId, parseId(request.params.id));
    const { reserve_for } = parseInput(reserveBody, request.body ?? {});
    return { data: await reserveClaim(db, owned, new Date(reserve_for as string)) };
  });

  app.delete<{ Params: { id: string } }>("/claims/:id/reserve", { preHandler: requireAuth }, async (request) => {
    return { data: await cancelReservation(db, auth(request).businessId, parseId(request.params.id)) };
  });
};
