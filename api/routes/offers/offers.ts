// Offers (deals): the Active / Upcoming / Past lists, one offer, and cancelling
// offers, groups and claims. Claim actions (check-in, reservations) are in routes/offers/claims.ts.
// Rules in services/offers/cancel.ts and services/offers/lists.ts; everything is scoped to the token's
// business: anyone else's offer or group is a 404.
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { badRequest, notFound } from "../../lib/errors";
import { parseId } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { cancelGroup, cancelOffer, removeAttendees } from "../../services/offers/cancel";
import { decodeCursor, listOfferRows, listPastPeriods } from "../../services/offers/lists";
import { ownedOffer, ownedOfferRow, previousOffers, serializeOffers } from "../../services/offers/offer";
import { TABS, type Tab } from "../../../contract/offers";
import { businessParams, pathParams } from "../../lib/openapi";
import { offerEnvelope, offerListEnvelope } from "../../../contract/schemas/claims";
import { periodsSchema } from "../../../contract/schemas/offers";
import { previousOffersResponse } from "../../../contract/schemas/wizard";

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const listQuery = z.object({
  periods: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(",")).map((p) => p.trim()).filter(Boolean)))
    .refine((v) => !v || (v.length <= 12 && v.every((p) => PERIOD.test(p))), { message: "periods must be up to 12 months written YYYY-MM." })
    .describe("Past only: the months (YYYY-MM, up to 12, repeated or comma-separated) whose offers are listed."),
  attendees: z
    .enum(["true", "false", "1", "0", "rows"])
    .optional()
    .describe(
      "false: counts only, no claim read; rows: claims and groups only of the offers whose cards list them (group and reservation offers), " +
        "the others with empty lists.",
    ),
  tab: z.enum(TABS).optional().describe("GET /deals/{id}: the claims the named list shows, as the lists give them."),
  limit: z.coerce.number().int().min(1).max(100).optional().describe("A page at a time: this many offers, and `next`, the cursor of the page after."),
  after: z.string().max(200).optional().describe("The cursor of the page to start after: an earlier page's `next`."),
});

const idParams = pathParams("id");
const listParams = businessParams.extend({ type: z.enum(TABS) });

const attendeesBody = z.object({
  attendees: z.array(z.number().int().positive().max(999_999_999)).min(1, "Choose at least one attendee.").max(1000).describe("Ids of the offer's claims."),
});

function attendeesOption(value: string | undefined): boolean | "rows" {
  if (value === "rows") return "rows";
  return !(value === "false" || value === "0");
}

function registerLists(app: FastifyInstance) {
  const { db } = app.ctx;
  const kept = keptRoute([requireAuth, requireOwnBusiness]);

  app.get<{ Params: { id: string } }>(
    "/businesses/:id/deals/past/periods",
    {
      ...kept,
      schema: {
        summary: "The months that hold past offers",
        description: 'Newest first, each with its title ("May 2025") and how many past offers it holds.',
        params: businessParams,
        response: { 200: periodsSchema },
      },
    },
    async (request) => {
      return { data: await listPastPeriods(db, auth(request).businessId, new Date(), auth(request).locations) };
    },
  );

  // Earlier offers to start a new one from (the wizard's "previous offers"), with their templates.
  app.get<{ Params: { id: string } }>(
    "/businesses/:id/deals/previous",
    {
      ...kept,
      schema: {
        summary: "Earlier offers to start a new one from",
        description: "The 50 newest. template_id and template_key are null unless the offer is a saved template, which DELETE /templates/{a}/{b} unlinks.",
        params: businessParams,
        response: { 200: previousOffersResponse },
      },
    },
    async (request) => {
      return { data: await previousOffers(db, auth(request).businessId, auth(request).locations) };
    },
  );

  app.get<{ Params: { id: string; type: string } }>(
    "/businesses/:id/deals/:type",
    {
      ...kept,
      schema: {
        summary: "The offers of a tab: active, upcoming or past",
        description:
          "Which offers a tab holds, in which order, and which claims each carries: api/README.md, Offers. Any other type is a 404. A past offer " +
          "carries period, the month whose row it is in. With limit, a page and next, the cursor of the page after it (null on the last); a " +
          "cursor this API did not make is a 400. The web tool asks Past for one month at a time (periods=YYYY-MM&limit=20).",
        params: listParams,
        querystring: listQuery,
        response: { 200: offerListEnvelope },
      },
    },
    async (request) => {
      const tab = request.params.type as Tab;
      if (!TABS.includes(tab)) throw notFound(`There are no ${request.params.type} offers: use active, upcoming or past.`);
      const query = parseInput(listQuery, request.query);
      const after = query.after ? decodeCursor(query.after) : null;
      if (query.after && !after) throw badRequest("after must be the next cursor of an earlier page.");
      const page = query.limit ? { limit: query.limit, after } : undefined;
      const { rows, next } = await listOfferRows(db, auth(request).businessId, tab, new Date(), query.periods, page, auth(request).locations);
      const list = await serializeOffers(
        db,
        rows.map((f) => f.row),
        { attendees: attendeesOption(query.attendees), tab },
      );
      // Past offers say which month's row they belong in; a page says where the next one starts.
      const data = tab === "past" ? list.map((offer, i) => ({ ...offer, period: rows[i]!.period })) : list;
      return page ? { data, next } : { data };
    },
  );
}

function registerOffer(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<{ Params: { id: string } }>(
    "/deals/:id",
    {
      ...keptRoute([requireAuth]),
      schema: {
        summary: "One offer",
        description:
          "With tab, the claims that list shows; without, all its claims. With its claims (the claims modal), each carries its model's track " + "record.",
        params: idParams,
        querystring: listQuery,
        response: { 200: offerEnvelope },
      },
    },
    async (request) => {
      const query = parseInput(listQuery, request.query);
      // The claims modal's offer: every claim comes with its model's track record.
      const attendees = attendeesOption(query.attendees);
      const opts = { attendees, tab: query.tab, trackRecord: attendees === true };
      return { data: await ownedOffer(db, auth(request).businessId, parseId(request.params.id), opts) };
    },
  );

  const answersOffer = { params: idParams, response: { 200: offerEnvelope } };
  const cancelSchema = {
    summary: "Cancels an offer",
    description:
      "In one transaction: state canceled, canceled_at stamped once, and every claim that is not already used, expired, canceled, " +
      'declined, shipped, delivered or failed is canceled with its canceled_at. An offer that has already ended is a 400 "This offer ' +
      "has already ended, so it can't be cancelled.\"",
    ...answersOffer,
  };
  const groupSchema = { summary: "Cancels a group", description: "Its status becomes cancelled; answers the group's offer.", ...answersOffer };

  app.delete<{ Params: { id: string } }>("/deals/:id", { preHandler: requireAuth, schema: cancelSchema }, async (request) => {
    return { data: await cancelOffer(db, auth(request), parseId(request.params.id)) };
  });

  app.delete<{ Params: { id: string } }>("/deals/groups/:id", { preHandler: requireAuth, schema: groupSchema }, async (request) => {
    return { data: await cancelGroup(db, auth(request), parseId(request.params.id)) };
  });

  app.delete<{ Params: { id: string } }>(
    "/deals/:id/attendees/",
    {
      preHandler: requireAuth,
      schema: {
        summary: "Cancels claims of an offer",
        description:
          "On a reservation offer each claim stays, stamped canceled; on any other it is removed. An id that is not a claim of this " +
          'offer is a 404; an empty list a 400 "Choose at least one attendee."',
        ...answersOffer,
        body: attendeesBody,
      },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      const offer = await ownedOfferRow(db, businessId, parseId(request.params.id));
      const { attendees } = parseInput(attendeesBody, request.body);
      return { data: await removeAttendees(db, auth(request), offer, attendees) };
    },
  );
}

export const offersRoutes: FastifyPluginAsync = async (app) => {
  registerLists(app);
  registerOffer(app);
};
