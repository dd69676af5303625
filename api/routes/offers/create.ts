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
import { createdOffersEnvelope } from "../../../contract/schemas/claims";
import { carriersSchema } from "../../../contract/schemas/shipment";
import { citiesResponse, sizeListResponse, statsResponse } from "../../../contract/schemas/wizard";

const sizeQuery = z.object({
  filter: z.enum(["all", "f", "m"]).default("all").describe("f or m: the entries for that sex and those for both; all: every entry."),
});

export const offerCreateRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const guarded = { preHandler: [requireAuth, requireOwnBusiness] };

  const created = {
    summary: "Creates an offer: the wizard's last step",
    description:
      "Creates a pending offer (201), or with location_ids one at each of those locations, in one transaction: data is the first, " +
      "offers all of them. Once per Idempotency-Key, else per draft_id: a repeat creates nothing and answers the first offers (200). " +
      "The wizard's rules answer 400 with the wizard's messages per field (docs/product/wizard.md). An image that isn't the business's, or " +
      'was deleted, is a 404 "Image not found".',
    params: businessParams,
    body: createOfferBody,
    response: { 200: createdOffersEnvelope, 201: createdOffersEnvelope },
  };
  app.post<{ Params: { id: string } }>("/businesses/:id/deals/", { ...guarded, schema: created }, async (request, reply) => {
    const businessId = auth(request).businessId;
    const input = await withJobRequirements(db, parseInput(createOfferBody, request.body));
    const key = idempotencyKeyOf(request, input.draft_id);
    const { offers, replayed } = await createOffer(db, businessId, input, key, auth(request).locations);
    return reply.code(replayed ? 200 : 201).send({ data: offers[0], offers });
  });

  const cities = { summary: "The cities an offer may name", response: { 200: citiesResponse } };
  app.get("/enum/cities", { preHandler: requireAuth, schema: cities }, async () => ({ data: await listCities(db) }));

  const carriers = { summary: "The shipping carriers a gift's tracking number may name", description: "By title.", response: { 200: carriersSchema } };
  app.get("/enum/carriers", { preHandler: requireAuth, schema: carriers }, async () => ({ data: await listCarriers(db) }));

  const stats = {
    summary: "The bounds of a job's model stats",
    description: "Each stat's min, max and unit: height in centimetres, the others in inches.",
    response: { 200: statsResponse },
  };
  app.get("/enum/model_stats", { preHandler: requireAuth, schema: stats }, async () => ({ data: await modelStatBounds(db) }));

  const sizeList = {
    summary: "A size or look list for a job's model requirements",
    description:
      "model_shoe_sizes, model_suit_sizes, model_waist_sizes, model_dress_sizes, model_hair_colors, model_eye_colors or model_backgrounds, " +
      "for one sex or all; any other name is a 404.",
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
    summary: "Unlinks a saved template",
    description:
      "a is the offers' template_id, b their template_key: the business's offers of that template are unlinked from it, and stay. A template " +
      "with no offer of the business is a 404; an a that is not a positive whole number, a 400.",
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
