// The content library's calls of API v1.3 (owner and manager seats): a page of the brand's
// posts under filters, one post with its rights history, the rights register, and the changes
// to rights (ask, revoke, keep a partnership-ad code). Answers are read with the contract's
// schemas (contract/schemas/content.ts).
import type { RightsTerms } from "../../../contract/content";
import { contentPostEnvelope, libraryEnvelope, rightsAskedEnvelope, rightsEnvelope, rightsRegisterEnvelope } from "../../../contract/schemas/content";
import { apiPath } from "./path";
import type { Api } from "./request-session.server";

/** The library's query as the URL gives it: each filter a string the API checks, and the cursor. */
export type LibraryQuery = {
  model?: string;
  offer?: string;
  month?: string;
  rights?: string;
  disclosure?: string;
  after?: string;
  limit?: number;
};

/** A page of the library, newest first; a filter the API can't read is a 400 with its sentence. */
export async function getLibrary(api: Api, query: LibraryQuery) {
  return (await api.get("/content", query, libraryEnvelope)).data;
}

/** One post of the brand's, with its model, offer, visit and every request for its rights; not the brand's: 404. */
export async function getContentPost(api: Api, postId: number) {
  return (await api.get(apiPath`/content/posts/${postId}`, undefined, contentPostEnvelope)).data;
}

/** The rights register: one row per post each request covers, the newest request first. */
export async function getRightsRegister(api: Api) {
  return (await api.get("/content/rights", undefined, rightsRegisterEnvelope)).data;
}

/** Asks the posts' models for rights, one request and one mail per model. */
export async function askForRights(api: Api, ask: RightsTerms & { post_ids: number[] }) {
  return (await api.call("POST", "/content/rights", { body: ask }, rightsAskedEnvelope)).data.requests;
}

/** Takes back a request not answered yet, or ends granted rights now. */
export async function revokeRights(api: Api, id: number) {
  return (await api.call("POST", apiPath`/content/rights/${id}/revoke`, { body: {} }, rightsEnvelope)).data;
}

/** Keeps the model's partnership-ad code on granted rights; null clears it. */
export async function keepAdCode(api: Api, id: number, adCode: string | null) {
  return (await api.call("PUT", apiPath`/content/rights/${id}/ad-code`, { body: { ad_code: adCode } }, rightsEnvelope)).data;
}
