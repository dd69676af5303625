// Applicants of API v1.3: the list by filter state, moving one, FINALIZE, and the
// offer they belong to (without its attendees).
import type { ApplicantSort } from "~/lib/applicants/sort";
import type { Api } from "./request-session.server";
import {
  applicantExportSchema,
  applicantInListSchema,
  applicantsSchema,
  applyOfferSchema,
  instagramPostsSchema,
  pdfLinkRenewalSchema,
} from "../../../contract/schemas/applicants";
import { apiPath } from "./path";
import { type ApplicantStatus } from "../../../contract/offers";

/** The most applicants one call returns (the API's own limit). */
export const APPLICANTS_MAX = 1000;

export async function getApplyOffer(api: Api, offerId: number) {
  const { data } = await api.get(apiPath`/deals/${offerId}`, { attendees: "false" }, applyOfferSchema);
  return data;
}

/** The first `limit` applicants of a filter state in the API's order for `sort` (then the claim id). */
export async function listApplicants(api: Api, offerId: number, status: ApplicantStatus, sort: ApplicantSort, limit = APPLICANTS_MAX) {
  return api.get(apiPath`/deals/${offerId}/applicants`, { status, sort, page: 0, per_page: Math.min(limit, APPLICANTS_MAX) }, applicantsSchema);
}

/** One applicant, found in whichever state it is now, with its place and neighbours in `sort`'s order. */
export const getApplicant = (api: Api, offerId: number, applicantId: number, sort: ApplicantSort) =>
  api.get(apiPath`/deals/${offerId}/applicants/${applicantId}`, { sort }, applicantInListSchema);

export const moveApplicant = (api: Api, claimId: number, status: ApplicantStatus) =>
  api.call("PUT", apiPath`/claims/${claimId}/application`, { body: { status } });
/** FINALIZE: the contract's `POST deals/{id}/applicants` (the route's description in the API's reference, api/openapi.json, explains the reading). */
export const finalizeOffer = (api: Api, offerId: number) => api.call("POST", apiPath`/deals/${offerId}/applicants`);

/** The PDF service's applicant export: a portrait PDF of one filter state with a short link. */
export const exportApplicants = (api: Api, offerId: number, body: { filter: ApplicantStatus; filename: string; url: string; apiUrl: string }) =>
  api.call("POST", "/pdf", { body: { type: "applicants", id: Number(offerId), orientation: "portrait", destination: "link", ...body } }, applicantExportSchema);

/** Takes an export's share link back: its file gets a new address and short link, the old ones answer 404. */
export const renewPdfLink = async (api: Api, fileId: string) => (await api.call("POST", apiPath`/files/${fileId}/renew`, {}, pdfLinkRenewalSchema)).data;

export async function getInstagramPosts(api: Api, instagramId: string) {
  return (await api.get(apiPath`/instagram/${instagramId}/posts`, { limit: 24 }, instagramPostsSchema)).data.posts;
}
