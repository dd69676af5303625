// Actions on one claim (attendee) of an offer (SPEC §4, §5, §7): check-in, entering a
// reservation time and cancelling it. A claim counts as the caller's when its offer is.
import type { FastifyPluginAsync } from "fastify";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db";
import { claims, models, offers } from "../db/schema";
import { auth, ownedOr404, requireAuth } from "../lib/auth";
import { badRequest, notFound } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { FINAL_STATUSES, RESERVATION_TYPES, serializeClaim } from "../services/offers";

/** An id from the path; anything that isn't one can't be ours, so it is a 404. */
export function parseId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw notFound();
  return Number(value);
}

/** Both spellings of a path: the spec writes some with a trailing slash. */
export function bothSlashes(path: string) {
  return path.endsWith("/") ? [path, path.slice(0, -1)] : [path, `${path}/`];
}

export const CHECK_IN_NOTICE = "Click this button to check in a model once your offer begins.";
export const RESERVATION_WINDOW_DAYS = 60;
const DAY = 24 * 60 * 60 * 1000;

/** Statuses of a model who holds a spot and hasn't been checked in yet. */
const CHECKABLE = ["active", "incomplete", "pending", "accepted", "secured"];

async function ownedClaim(db: Db, businessId: number, claimId: number) {
  const [row] = await db
    .select({ claim: claims, offer: offers })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(and(eq(claims.id, claimId), eq(offers.businessId, businessId)));
  return ownedOr404(row);
}

async function claimResponse(db: Db, claimId: number) {
  const [row] = await db.select({ claim: claims, model: models }).from(claims).innerJoin(models, eq(models.id, claims.modelId)).where(eq(claims.id, claimId));
  return { data: serializeClaim(ownedOr404(row).claim, row!.model) };
}

/**
 * SPEC §5: a check-in is allowed between the claim's starts_at and ends_at. A claim without
 * its own times (anytime offers) uses the offer's times, then its visibility window.
 */
export function checkInWindow(claim: typeof claims.$inferSelect, offer: typeof offers.$inferSelect) {
  return {
    from: claim.startsAt ?? offer.startsAt ?? offer.visibleFrom,
    until: claim.endsAt ?? offer.endsAt ?? offer.visibleUntil,
  };
}

// A custom issue, so that a missing date gets the spec's words rather than "is required".
const reserveBody = z.object({
  reserve_for: z.unknown().superRefine((value, ctx) => {
    if (typeof value !== "string" || !value.trim() || Number.isNaN(Date.parse(value))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Please select a date." });
    }
  }),
});

/** SPEC §5 Reservation date: required, not in the past, within 60 days. */
export function reservationDateProblem(when: Date, now: Date): string | null {
  if (when.getTime() <= now.getTime()) return "Date must be in future.";
  if (when.getTime() > now.getTime() + RESERVATION_WINDOW_DAYS * DAY) return "Pick a date within 60 days.";
  return null;
}

export const dealClaimsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  for (const path of bothSlashes("/claims/:id/check_in/")) {
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const claimId = parseId(request.params.id);
      const { claim, offer } = await ownedClaim(db, auth(request).businessId, claimId);
      if (claim.status === "used") throw badRequest("This model is already checked in.");
      if (offer.state === "canceled") throw badRequest("This offer was cancelled.");
      if (!CHECKABLE.includes(claim.status)) throw badRequest(`A claim with status ${claim.status} can't be checked in.`);
      const { from, until } = checkInWindow(claim, offer);
      const now = Date.now();
      if ((from && now < from.getTime()) || (until && now > until.getTime())) throw badRequest(CHECK_IN_NOTICE);
      // The status guard in the update makes two simultaneous check-ins count once.
      const updated = await db
        .update(claims)
        .set({ status: "used", checkedInAt: new Date() })
        .where(and(eq(claims.id, claimId), inArray(claims.status, CHECKABLE)))
        .returning({ id: claims.id });
      if (!updated.length) throw badRequest("This model is already checked in.");
      return claimResponse(db, claimId);
    });
  }

  for (const path of bothSlashes("/claims/:id/reserve")) {
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const claimId = parseId(request.params.id);
      const { claim, offer } = await ownedClaim(db, auth(request).businessId, claimId);
      const { reserve_for } = parseInput(reserveBody, request.body ?? {});
      const when = new Date(reserve_for as string);
      const problem = reservationDateProblem(when, new Date());
      if (problem) throw badRequest(problem, { reserve_for: problem });
      if (!RESERVATION_TYPES.includes(offer.type)) throw badRequest("Only reservation offers take reservation times.");
      if (offer.state === "canceled") throw badRequest("This offer was cancelled.");
      if (FINAL_STATUSES.includes(claim.status)) throw badRequest(`A claim with status ${claim.status} can't be reserved.`);
      await db.update(claims).set({ reservedFor: when }).where(eq(claims.id, claimId));
      return claimResponse(db, claimId);
    });

    // Cancelling a reservation clears reserved_for (SPEC §4); the claim waits for a new time.
    app.delete<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const claimId = parseId(request.params.id);
      const { offer } = await ownedClaim(db, auth(request).businessId, claimId);
      if (!RESERVATION_TYPES.includes(offer.type)) throw badRequest("Only reservation offers take reservation times.");
      await db.update(claims).set({ reservedFor: null }).where(eq(claims.id, claimId));
      return claimResponse(db, claimId);
    });
  }
};
