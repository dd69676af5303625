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
  status: status.optional(),
  sort: sort.optional(),
  page: z.coerce.number({ message: "page must be a number." }).int("page must be a whole number.").min(0, "page can't be negative.").max(1_000_000).default(0),
  per_page: z.coerce
    .number({ message: "per_page must be a number." })
    .int("per_page must be a whole number.")
    .min(1, "per_page must be at least 1.")
    .max(1000, "per_page can't be over 1000.")
    .default(1000),
});

const moveBody = z.object({ status });
const oneQuery = z.object({ sort: sort.default("alphabetically") });
const offerParams = pathParams("id");

export const applicantsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get<{ Params: { id: string } }>(
    "/deals/:id/applicants",
    { ...keptRoute([requireAuth]), schema: { params: offerParams, querystring: listQuery, response: { 200: applicantsSchema } } },
    async (request) => {
      const offer = await ownedApplyOffer(db, auth(request).businessId, parseId(request.params.id));
      return listApplicants(db, offer, parseInput(listQuery, request.query));
    },
  );

  // One applicant, found in whichever state it is now, with its place and neighbours there.
  const oneSchema = { params: pathParams("id", "claimId"), querystring: oneQuery, response: { 200: applicantInListSchema } };
  app.get<{ Params: { id: string; claimId: string } }>(
    "/deals/:id/applicants/:claimId",
    { ...keptRoute([requireAuth]), schema: oneSchema },
    async (request) => {
      const offer = await ownedApplyOffer(db, auth(request).businessId, parseId(request.params.id));
      return applicantInList(db, offer, parseId(request.params.claimId), parseInput(oneQuery, request.query).sort);
    },
  );

  const moveSchema = { params: pathParams("id"), body: moveBody, response: { 200: claimEnvelope } };
  app.put<{ Params: { id: string } }>("/claims/:id/application", { preHandler: requireAuth, schema: moveSchema }, async (request) => {
    const claimId = parseId(request.params.id);
    const { status } = parseInput(moveBody, request.body);
    return { data: await moveApplicant(db, auth(request), claimId, status) };
  });

  // The contract names `POST deals/{id}/applicants` without a body and the "finalize offer" helper
  // without a path: read as one call (see api/README.md). /finalize stays as an alias.
  const finalize = {
    description: "FINALIZE: the deliberation is finalized and the selected applicants are locked; answers the offer without its claims.",
    params: offerParams,
    response: { 200: offerEnvelope },
  };
  for (const path of ["/deals/:id/applicants", "/deals/:id/finalize"]) {
    app.post<{ Params: { id: string } }>(path, { preHandler: requireAuth, schema: finalize }, async (request) => {
      const businessId = auth(request).businessId;
      const offer = await ownedApplyOffer(db, businessId, parseId(request.params.id));
      return { data: await finalizeApplicants(db, auth(request), offer) };
    });
  }
};
