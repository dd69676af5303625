// Applicants of apply-mode offers (SPEC §2 Applicants, §4 Applicant filter states, §5, §7):
// the list by filter state with bucket counts, moving one applicant, and FINALIZE.
// Everything is scoped to the token's business: another business's offer or claim is a 404.
import type { FastifyPluginAsync } from "fastify";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db";
import { claims, models, offers } from "../db/schema";
import { auth, ownedOr404, requireAuth } from "../lib/auth";
import { badRequest, HttpError } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { getOffer, serializeClaim } from "../services/offers";
import { bothSlashes, parseId } from "./deals-claims";

export const APPLICANT_STATUSES = ["dismissed", "unreviewed", "liked", "selected"] as const;
type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** SPEC §4: the only moves between filter states ("unselect" is selected → liked). */
export const ALLOWED_MOVES: Record<ApplicantStatus, readonly ApplicantStatus[]> = {
  dismissed: ["unreviewed", "liked"],
  unreviewed: ["dismissed", "liked"],
  liked: ["dismissed", "selected"],
  selected: ["dismissed", "liked"],
};

export const SELECTIONS_FULL = "Selections are full";
export const APPLICANT_FINALIZED = "Applicant already finalized";

const listQuery = z.object({
  status: z.enum(APPLICANT_STATUSES, { message: "status must be one of dismissed, unreviewed, liked, selected." }).optional(),
  page: z.coerce.number({ message: "page must be a number." }).int("page must be a whole number.").min(0, "page can't be negative.").max(1_000_000).default(0),
  per_page: z.coerce.number({ message: "per_page must be a number." }).int("per_page must be a whole number.").min(1, "per_page must be at least 1.").max(1000, "per_page can't be over 1000.").default(1000),
});

const moveBody = z.object({ status: z.enum(APPLICANT_STATUSES, { message: "status must be one of dismissed, unreviewed, liked, selected." }) });

/** How many applicants may be selected: every spot of the offer (-1 when any is unlimited). */
export function selectionSpots(offer: typeof offers.$inferSelect) {
  const totals = [offer.sharedSpots, offer.femaleSpots, offer.maleSpots];
  return totals.includes(-1) ? -1 : totals.reduce((a, b) => a + b, 0);
}

async function ownedApplyOffer(db: Db, businessId: number, offerId: number) {
  const [row] = await db.select().from(offers).where(and(eq(offers.id, offerId), eq(offers.businessId, businessId)));
  const offer = ownedOr404(row);
  if (offer.mode !== "apply") throw badRequest("This offer takes claims, not applications.");
  return offer;
}

async function buckets(db: Db, offer: typeof offers.$inferSelect) {
  const rows = await db
    .select({ status: claims.applicationStatus, count: sql<number>`count(*)::int` })
    .from(claims)
    .where(eq(claims.offerId, offer.id))
    .groupBy(claims.applicationStatus);
  const countOf = (s: ApplicantStatus) => rows.find((r) => r.status === s)?.count ?? 0;
  return { dismissed: countOf("dismissed"), unreviewed: countOf("unreviewed"), liked: countOf("liked"), selected: countOf("selected"), spots: selectionSpots(offer) };
}

export const applicantsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  // The spec's response shape: applicants.data (one page) and buckets (counts per state).
  app.get<{ Params: { id: string } }>("/deals/:id/applicants", { preHandler: requireAuth }, async (request) => {
    const offer = await ownedApplyOffer(db, auth(request).businessId, parseId(request.params.id));
    const query = parseInput(listQuery, request.query);
    const where = query.status
      ? and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, query.status))
      : and(eq(claims.offerId, offer.id), sql`${claims.applicationStatus} is not null`);
    const [rows, counts] = await Promise.all([
      db
        .select({ claim: claims, model: models })
        .from(claims)
        .innerJoin(models, eq(models.id, claims.modelId))
        .where(where)
        .orderBy(asc(claims.claimedAt), asc(claims.id))
        .limit(query.per_page)
        .offset(query.page * query.per_page),
      buckets(db, offer),
    ]);
    const total = query.status ? counts[query.status] : counts.dismissed + counts.unreviewed + counts.liked + counts.selected;
    return {
      // The model's photos are added for the applicant's slideshow.
      applicants: { data: rows.map((r) => { const c = serializeClaim(r.claim, r.model); return { ...c, model: { ...c.model, photos: r.model.photos } }; }), meta: { page: query.page, per_page: query.per_page, total } },
      buckets: counts,
    };
  });

  app.put<{ Params: { id: string } }>("/claims/:id/application", { preHandler: requireAuth }, async (request) => {
    const claimId = parseId(request.params.id);
    const businessId = auth(request).businessId;
    const { status } = parseInput(moveBody, request.body);
    // One transaction holding the offer row, so two selections can't both take the last spot.
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ claim: claims, offer: offers })
        .from(claims)
        .innerJoin(offers, eq(offers.id, claims.offerId))
        .where(and(eq(claims.id, claimId), eq(offers.businessId, businessId)));
      const { claim, offer } = ownedOr404(row);
      await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offer.id)).for("update");
      const from = claim.applicationStatus as ApplicantStatus | null;
      if (offer.mode !== "apply" || !from) throw badRequest("This claim is not an application.");
      if (claim.applicantStatusLockedAt) throw new HttpError(409, APPLICANT_FINALIZED);
      if (from === status) return claim;
      if (!ALLOWED_MOVES[from].includes(status)) throw badRequest(`An applicant can't be moved from ${from} to ${status}.`);
      if (status === "selected") {
        const spots = selectionSpots(offer);
        const [{ count }] = (await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(claims)
          .where(and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, "selected")))) as [{ count: number }];
        if (spots !== -1 && count >= spots) throw new HttpError(409, SELECTIONS_FULL);
      }
      const [next] = await tx.update(claims).set({ applicationStatus: status }).where(eq(claims.id, claim.id)).returning();
      return next!;
    });
    const [model] = await db.select().from(models).where(eq(models.id, updated.modelId));
    return { data: serializeClaim(updated, model!) };
  });

  // FINALIZE (SPEC §4): the offer's deliberation becomes finalized and its selected
  // applicants are locked. Allowed once the deliberation start has passed; repeating it is a no-op.
  // SPEC §7 names `POST deals/{id}/applicants` without a body and the "finalize offer" helper
  // without a path: read as one call (see api/README.md). /finalize stays as an alias.
  for (const path of [...bothSlashes("/deals/:id/applicants"), ...bothSlashes("/deals/:id/finalize")]) {
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const businessId = auth(request).businessId;
      const offer = await ownedApplyOffer(db, businessId, parseId(request.params.id));
      const now = new Date();
      if (offer.deliberationStatus !== "finalized") {
        if (!offer.deliberationStarts || offer.deliberationStarts.getTime() > now.getTime()) {
          throw badRequest("Applicants can be finalized once the deliberation starts.");
        }
        await db.transaction(async (tx) => {
          await tx.update(offers).set({ deliberationStatus: "finalized" }).where(eq(offers.id, offer.id));
          await tx
            .update(claims)
            .set({ applicantStatusLockedAt: now })
            .where(and(eq(claims.offerId, offer.id), eq(claims.applicationStatus, "selected"), sql`${claims.applicantStatusLockedAt} is null`));
        });
      }
      return { data: ownedOr404(await getOffer(db, businessId, offer.id, { attendees: false })) };
    });
  }
};
