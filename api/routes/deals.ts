// Offers (deals) of SPEC §7: the Active / Upcoming / Past lists, one offer, and cancelling
// offers, groups and claims. Claim actions (check-in, reservations) are in routes/claims.ts.
// Everything is scoped to the token's business: anyone else's offer or group is a 404.
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db";
import { claims, groups, offerMedia, offers } from "../db/schema";
import { auth, ownedOr404, requireAuth, requireOwnBusiness } from "../lib/auth";
import { badRequest, notFound } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { listOfferRows, listPastPeriods, TABS, type Tab } from "../services/offer-lists";
import { bothSlashes, dealClaimsRoutes, parseId } from "./deals-claims";
import { FINAL_STATUSES, getOffer, RESERVATION_TYPES, serializeOffers } from "../services/offers";

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const listQuery = z.object({
  periods: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(",")).map((p) => p.trim()).filter(Boolean)))
    .refine((v) => !v || (v.length <= 12 && v.every((p) => PERIOD.test(p))), { message: "periods must be up to 12 months written YYYY-MM." }),
  attendees: z.enum(["true", "false", "1", "0"]).optional(),
});

const attendeesBody = z.object({
  attendees: z.array(z.number().int().positive().max(999_999_999)).min(1, "Choose at least one attendee.").max(1000),
});

const withoutAttendees = (value: string | undefined) => value === "false" || value === "0";

async function ownedOfferRow(db: Db, businessId: number, offerId: number) {
  const [row] = await db.select().from(offers).where(and(eq(offers.id, offerId), eq(offers.businessId, businessId)));
  return ownedOr404(row);
}

async function offerResponse(db: Db, businessId: number, offerId: number) {
  return { data: ownedOr404(await getOffer(db, businessId, offerId)) };
}

function registerLists(app: FastifyInstance) {
  const { db } = app.ctx;
  const guarded = { preHandler: [requireAuth, requireOwnBusiness] };

  app.get<{ Params: { id: string } }>("/businesses/:id/deals/past/periods", guarded, async (request) => {
    return { data: await listPastPeriods(db, auth(request).businessId, new Date()) };
  });

  // Earlier offers to start a new one from (the wizard's "previous offers"), with their templates.
  app.get<{ Params: { id: string } }>("/businesses/:id/deals/previous", guarded, async (request) => {
    const rows = await db.select().from(offers).where(eq(offers.businessId, auth(request).businessId)).orderBy(desc(offers.createdAt), desc(offers.id)).limit(50);
    const media = rows.length ? await db.select().from(offerMedia).where(inArray(offerMedia.offerId, rows.map((r) => r.id))) : [];
    return {
      data: rows.map((r) => ({
        id: r.id,
        type: r.type,
        subtitle: r.subtitle,
        title: r.title,
        starts_at: r.startsAt?.toISOString() ?? null,
        // A saved template of this offer (deleted with DELETE /templates/{id}/{key}), or null.
        template_id: r.templateId ?? null,
        template_key: r.templateKey ?? null,
        media: media.filter((m) => m.offerId === r.id).sort((a, b) => a.sort - b.sort).map((m) => ({ id: m.id, media_id: m.mediaId, path: m.path, thumbnail: m.thumbnail, sort: m.sort })),
      })),
    };
  });

  app.get<{ Params: { id: string; type: string } }>("/businesses/:id/deals/:type", guarded, async (request) => {
    const tab = request.params.type as Tab;
    if (!TABS.includes(tab)) throw notFound(`There are no ${request.params.type} offers: use active, upcoming or past.`);
    const query = parseInput(listQuery, request.query);
    const found = await listOfferRows(db, auth(request).businessId, tab, new Date(), query.periods);
    const list = await serializeOffers(db, found.map((f) => f.row), { attendees: !withoutAttendees(query.attendees) });
    // Past offers say which month's row they belong in.
    return { data: tab === "past" ? list.map((offer, i) => ({ ...offer, period: found[i]!.period })) : list };
  });
}

function registerOffer(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<{ Params: { id: string }; Querystring: { attendees?: string } }>("/deals/:id", { preHandler: requireAuth }, async (request) => {
    const query = parseInput(listQuery, request.query);
    const offer = await getOffer(db, auth(request).businessId, parseId(request.params.id), { attendees: !withoutAttendees(query.attendees) });
    return { data: ownedOr404(offer) };
  });

  // SPEC §4: state canceled, canceled_at stamped, every attendee cancelled, in one
  // transaction. Repeating it changes nothing more; the stamps keep their first time.
  app.delete<{ Params: { id: string } }>("/deals/:id", { preHandler: requireAuth }, async (request) => {
    const businessId = auth(request).businessId;
    const offerId = parseId(request.params.id);
    const offer = await ownedOfferRow(db, businessId, offerId);
    const end = offer.endsAt ?? offer.visibleUntil;
    if (offer.state !== "canceled" && (offer.state === "past" || (end && end.getTime() < Date.now()))) {
      throw badRequest("This offer has already ended, so it can't be cancelled.");
    }
    await db.transaction(async (tx) => {
      await tx
        .update(offers)
        .set({ state: "canceled", canceledAt: sql`coalesce(${offers.canceledAt}, now())` })
        .where(and(eq(offers.id, offerId), eq(offers.businessId, businessId)));
      await tx
        .update(claims)
        .set({ status: "canceled", canceledAt: sql`coalesce(${claims.canceledAt}, now())` })
        .where(and(eq(claims.offerId, offerId), notInArray(claims.status, FINAL_STATUSES)));
    });
    return offerResponse(db, businessId, offerId);
  });

  // SPEC §4: cancelling a group sets its status cancelled.
  app.delete<{ Params: { id: string } }>("/deals/groups/:id", { preHandler: requireAuth }, async (request) => {
    const businessId = auth(request).businessId;
    const groupId = parseId(request.params.id);
    const [found] = await db
      .select({ group: groups })
      .from(groups)
      .innerJoin(offers, eq(offers.id, groups.offerId))
      .where(and(eq(groups.id, groupId), eq(offers.businessId, businessId)));
    const { group } = ownedOr404(found);
    await db.update(groups).set({ status: "cancelled" }).where(eq(groups.id, groupId));
    return offerResponse(db, businessId, group.offerId);
  });

  // SPEC §4: on a reservation offer a cancelled claim stays, stamped canceled; on any other
  // offer it is removed. Every id must be a claim of this offer.
  for (const path of bothSlashes("/deals/:id/attendees/")) {
    app.delete<{ Params: { id: string } }>(path, { preHandler: requireAuth }, async (request) => {
      const businessId = auth(request).businessId;
      const offerId = parseId(request.params.id);
      const offer = await ownedOfferRow(db, businessId, offerId);
      const { attendees } = parseInput(attendeesBody, request.body);
      const ids = [...new Set(attendees)];
      await db.transaction(async (tx) => {
        const found = await tx.select({ id: claims.id }).from(claims).where(and(eq(claims.offerId, offerId), inArray(claims.id, ids)));
        if (found.length !== ids.length) throw notFound("Not found: an attendee isn't a claim of this offer.");
        if (RESERVATION_TYPES.includes(offer.type)) {
          await tx
            .update(claims)
            .set({ status: "canceled", canceledAt: sql`coalesce(${claims.canceledAt}, now())` })
            .where(and(eq(claims.offerId, offerId), inArray(claims.id, ids)));
        } else {
          await tx.delete(claims).where(and(eq(claims.offerId, offerId), inArray(claims.id, ids)));
        }
      });
      return offerResponse(db, businessId, offerId);
    });
  }
}

export const dealsRoutes: FastifyPluginAsync = async (app) => {
  registerLists(app);
  registerOffer(app);
  await app.register(dealClaimsRoutes);
};
