// The offer creation wizard's calls (docs/product/wizard.md): POST /businesses/:id/deals/ (create, once per
// Idempotency-Key or draft id), the /enum reference lists, and DELETE /templates/:a/:b.
// Rules in services/offers/create.ts, services/offers/job-requirements.ts and services/offers/reference-lists.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth, requireOwnBusiness } from "../../services/accounts/guards";
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { listCarriers, listCities, listSizes, modelStatBounds, requireSizeList } from "../../services/offers/reference-lists";
import { idempotencyKeyOf } from "../../lib/idempotency";
import { createOfferBody, createOffer, deleteTemplate, withJobRequirements } from "../../services/offers/create";
import { businessParams, pathParams } from "../../lib/openapi";
import { offerEnvelope } from "../../../contract/schemas/claims";
import { carriersSchema } from "../../../contract/schemas/shipment";
import { citiesResponse, sizeListResponse, statsResponse } from "../../../contract/schemas/wizard";

const sizeQuery = z.object({ filter: z.enum(["all", "f", "m"]).default("all") });

export const offerCreateRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const guarded = { preHandler: [requireAuth, requireOwnBusiness] };

  const created = {
    description: "Creates a pending offer: 201. A repeated Idempotency-Key or draft_id creates nothing and answers the first offer again: 200.",
    params: businessParams,
    body: createOfferBody,
    response: { 200: offerEnvelope, 201: offerEnvelope },
  };
  app.post<{ Params: { id: string } }>("/businesses/:id/deals/", { ...guarded, schema: created }, async (request, reply) => {
    const businessId = auth(request).businessId;
    const input = await withJobRequirements(db, parseInput(createOfferBody, request.body));
    const key = idempotencyKeyOf(request, input.draft_id);
    const { offer, replayed } = await createOffer(db, businessId, input, key);
    return reply.code(replayed ? 200 : 201).send({ data: offer });
  });

  app.get("/enum/cities", { preHandler: requireAuth, schema: { response: { 200: citiesResponse } } }, async () => ({ data: await listCities(db) }));

  app.get("/enum/carriers", { preHandler: requireAuth, schema: { response: { 200: carriersSchema } } }, async () => ({ data: await listCarriers(db) }));

  app.get("/enum/model_stats", { preHandler: requireAuth, schema: { response: { 200: statsResponse } } }, async () => ({ data: await modelStatBounds(db) }));

  const sizeList = {
    description: "A size or look list (model_shoe_sizes, model_hair_colors …), for one sex or all; any other name is a 404.",
    params: pathParams("list"),
    querystring: sizeQuery,
    response: { 200: sizeListResponse },
  };
  app.get<{ Params: { list: string } }>("/enum/:list", { preHandler: requireAuth, schema: sizeList }, async (request) => {
    const { list } = request.params;
    requireSizeList(list);
    const { filter } = parseInput(sizeQuery, request.query);
    return { data: await listSizes(db, list, filter) };
  });

  const template = {
    description: "Deletes the saved template of id :a and key :b; the offers made from it stay.",
    params: pathParams("a", "b"),
    response: { 204: { type: "null", description: "Deleted." } },
  };
  app.delete<{ Params: { a: string; b: string } }>("/templates/:a/:b", { preHandler: requireAuth, schema: template }, async (request, reply) => {
    const templateId = Number(request.params.a);
    if (!Number.isInteger(templateId) || templateId <= 0 || templateId > 2_147_483_647) throw badRequest("The template id must be a positive whole number.");
    await deleteTemplate(db, auth(request).businessId, templateId, request.params.b);
    return reply.code(204).send();
  });
};
