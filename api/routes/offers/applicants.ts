// Applicants of apply-mode offers (docs/product/applicants.md#filter-states-and-moves):
// the list by filter state with bucket counts, moving one applicant, and FINALIZE. Rules in
// services/offers/applicants.ts.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { auth, requireAuth } from "../../services/accounts/guards";
import { keptRoute } from "../../services/accounts/kept-answers";
import { parseId } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { APPLICANT_SORTS, applicantInList, finalizeApplicants, listApplicants, moveApplicant, ownedApplyOffer } from "../../services/offers/applicants";
import { pathParams } from "../../lib/openapi";
import { APPLICANT_STATUSES } from "../../../contract/offers";
import { applicantInListSchema, applicantsSchema } from "../../../contract/schemas/applicants";
import { claimEnvelope, offerEnvelope } from "../../../contract/schemas/claims";

const status = z.enum(APPLICANT_STATUSES, { message: "status must be one of dismissed, unreviewed, liked, selected." });
const sort = z.enum(APPLICANT_SORTS, { message: `sort must be one of ${APPLICANT_SORTS.join(", ")}.` });
const listQuery = z.object({
  status: status.optional().describe("The filter state listed; left out, every applicant."),
  sort: sort.optional().describe("Then by the claim's id; left out, the order they applied in."),
  page: z.coerce
    .number({ message: "page must be a number." })
    .int("page must be a whole number.")
    .min(0, "page can't be negative.")
    .max(1_000_000)
    .default(0)
    .describe("From 0, per_page applicants a page."),
  per_page: z.coerce
    .number({ message: "per_page must be a number." })
    .int("per_page must be a whole number.")
    .min(1, "per_page must be at least 1.")
    .max(1000, "per_page can't be over 1000.")
    .default(1000),
});

const moveBody = z.object({ status: status.describe("The filter state to move the applicant to.") });
const oneQuery = z.object({ sort: sort.default("alphabetically").describe("The list's order, for the applicant's place and neighbours.") });
const offerParams = pathParams("id");

export const applicantsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get<{ Params: { id: string } }>(
    "/deals/:id/applicants",
    {
      ...keptRoute([requireAuth]),
      schema: {
        summary: "The applicants of an apply-mode offer",
        description:
          "A page of one filter state (or of all), each applicant with its model's photos and track record, and buckets: every state's count " +
          "and how many may be selected (spots, -1 unlimited). Applicants the brand's rule for who may claim skips come last, whatever the sort. " +
          "The contract's shape, without the data envelope. A claim-mode offer is a 400.",
        params: offerParams,
        querystring: listQuery,
        response: { 200: applicantsSchema },
      },
    },
    async (request) => {
      const offer = await ownedApplyOffer(db, auth(request).businessId, parseId(request.params.id));
      return listApplicants(db, offer, parseInput(listQuery, request.query));
    },
  );

  // One applicant, found in whichever state it is now, with its place and neighbours there.
  const oneSchema = {
    summary: "One applicant, with its place in its list",
    description:
      "Found in the list of the state it is in now, whatever list a link named: its position there, the list's total and its neighbours' ids " +
      "in the sort's order, from one window over the list in the database. A claim of another offer or business, or no applicant, is a 404.",
    params: pathParams("id", "claimId"),
    querystring: oneQuery,
    response: { 200: applicantInListSchema },
  };
  app.get<{ Params: { id: string; claimId: string } }>(
    "/deals/:id/applicants/:claimId",
    { ...keptRoute([requireAuth]), schema: oneSchema },
    async (request) => {
      const offer = await ownedApplyOffer(db, auth(request).businessId, parseId(request.params.id));
      return applicantInList(db, offer, parseId(request.params.claimId), parseInput(oneQuery, request.query).sort);
    },
  );

  const moveSchema = {
    summary: "Moves an applicant to another filter state",
    description:
      "Only the moves the filter states allow (docs/product/applicants.md#filter-states-and-moves), else a 400 \"An applicant can't be moved " +
      'from X to Y.". A finalized applicant is a 409 "Applicant already finalized", and a selection past the offer\'s spots a 409 ' +
      "\"Selections are full\", checked in one transaction that locks the offer's row. Answers the applicant's claim.",
    params: pathParams("id"),
    body: moveBody,
    response: { 200: claimEnvelope },
  };
  app.put<{ Params: { id: string } }>("/claims/:id/application", { preHandler: requireAuth, schema: moveSchema }, async (request) => {
    const claimId = parseId(request.params.id);
    const { status } = parseInput(moveBody, request.body);
    return { data: await moveApplicant(db, auth(request), claimId, status) };
  });

  // The contract names `POST deals/{id}/applicants` without a body and the "finalize offer" helper
  // without a path: read as one call (its description says why). /finalize stays as an alias.
  const finalizes =
    "The deliberation becomes finalized and the selected applicants are locked; answers the offer without its claims. Before the deliberation " +
    "starts it is a 400; repeating it changes nothing.";
  const reading =
    "The web tool's FINALIZE button calls it. Why this path: the marketplace's list of calls names it without a body or a purpose, while " +
    'its list of helpers names "finalize offer" without a path. Every other helper of that list matches a named path (set applicant ' +
    "status: PUT /claims/{id}/application; enter reservation: POST claims/{id}/reserve; add tracking number: POST /claims/{id}/shipment/), " +
    "and this one is written in the same slash-less style as POST claims/{id}/reserve: so it is read as FINALIZE, the one offer-level POST " +
    "on applicants.";
  const finalizeSchemas = {
    "/deals/:id/applicants": { summary: "Finalizes an offer's applicants (FINALIZE)", description: `${finalizes} ${reading}` },
    "/deals/:id/finalize": { summary: "Finalizes an offer's applicants: the older name of POST /deals/{id}/applicants", description: finalizes },
  };
  for (const [path, named] of Object.entries(finalizeSchemas)) {
    const schema = { ...named, params: offerParams, response: { 200: offerEnvelope } };
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth, schema }, async (request) => {
      const businessId = auth(request).businessId;
      const offer = await ownedApplyOffer(db, businessId, parseId(request.params.id));
      return { data: await finalizeApplicants(db, auth(request), offer) };
    });
  }
};
