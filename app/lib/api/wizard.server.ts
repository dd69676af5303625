// The offer wizard's calls: the draft and the bar-code prompt as user properties, creating the
// offer once per draft, and the reference lists of the details page.
import { listInstagramImages } from "./profile.server";
import type { Api } from "./request-session.server";
import {
  citiesResponse,
  createdOfferResponse,
  enumListResponse,
  previousOffersResponse,
  propertyResponse,
  sizeListResponse,
  sourceOfferResponse,
  statsResponse,
} from "../../../contract/schemas/wizard";
import { DRAFT_PROPERTY, readDraft, type Draft, type OfferPayload } from "~/lib/wizard/draft";
import { templatePath, type TemplateRef } from "~/lib/wizard/templates";
import { apiPath } from "./path";

export const BAR_CODE_PROPERTY = "web_tool_ask_bar_code_by_phone";
const HUNDRED_YEARS = 100 * 365.25 * 24 * 3600_000;

export async function getDraft(api: Api): Promise<Draft | null> {
  const { data } = await api.get("/users/me/properties", { name: DRAFT_PROPERTY }, propertyResponse);
  return readDraft(data.value);
}

/** Saves the draft (null clears it). */
export async function saveDraft(api: Api, draft: Draft | null) {
  await api.call("POST", "/users/me/properties", { body: { name: DRAFT_PROPERTY, value: draft, expires_at: null } }, propertyResponse);
}

export async function wasBarCodePromptShown(api: Api) {
  const { data } = await api.get("/users/me/properties", { name: BAR_CODE_PROPERTY, default: "false" }, propertyResponse);
  return data.value === true;
}

export async function markBarCodePromptShown(api: Api, now = new Date()) {
  const expires = new Date(now.getTime() + HUNDRED_YEARS).toISOString();
  await api.call("POST", "/users/me/properties", { body: { name: BAR_CODE_PROPERTY, value: true, expires_at: expires } }, propertyResponse);
}

/** The draft id is the idempotency key: a doubled submit gets the first offer back. */
export async function createOffer(api: Api, businessId: number, payload: OfferPayload, draftId: string) {
  const { data } = await api.call(
    "POST",
    apiPath`/businesses/${businessId}/deals/`,
    { body: { ...payload, draft_id: draftId }, headers: { "Idempotency-Key": draftId } },
    createdOfferResponse,
  );
  return data;
}

export async function listCities(api: Api) {
  return (await api.get("/enum/cities", undefined, citiesResponse)).data;
}

/** The choices of a job's model requirements: stat bounds, colours, backgrounds and sizes. */
export async function jobReference(api: Api) {
  const list = (name: string) => api.get(apiPath`/enum/${name}`, undefined, enumListResponse).then((r) => r.data);
  const sizes = (name: string) => api.get(apiPath`/enum/${name}`, { filter: "all" }, sizeListResponse).then((r) => r.data);
  const [stats, hairColors, eyeColors, backgrounds, waistSizes, dressSizes, shoeSizes, suitSizes] = await Promise.all([
    api.get("/enum/model_stats", undefined, statsResponse).then((r) => r.data),
    list("model_hair_colors"),
    list("model_eye_colors"),
    list("model_backgrounds"),
    sizes("model_waist_sizes"),
    sizes("model_dress_sizes"),
    sizes("model_shoe_sizes"),
    sizes("model_suit_sizes"),
  ]);
  return { stats, hairColors, eyeColors, backgrounds, waistSizes, dressSizes, shoeSizes, suitSizes };
}
export type JobReference = Awaited<ReturnType<typeof jobReference>>;

/** The first `pages` pages of the business's Instagram images, one after another. */
export async function instagramPages(api: Api, businessId: number, pages: number) {
  const images = [];
  let lastId: number | undefined;
  let hasMore = true;
  for (let i = 0; i < pages && hasMore; i += 1) {
    const page = await listInstagramImages(api, businessId, lastId);
    images.push(...page.data);
    hasMore = Boolean(page.meta?.has_more);
    lastId = page.meta?.last_id ?? undefined;
  }
  return { images, hasMore };
}

/** The business's earlier offers to start a new one from (image, subtitle, start). */
export async function listPreviousOffers(api: Api, businessId: number) {
  return (await api.get(apiPath`/businesses/${businessId}/deals/previous`, undefined, previousOffersResponse)).data;
}

/** Deletes a saved template (the offers that used it stay); 204 without a body. */
export async function deleteTemplate(api: Api, ref: TemplateRef) {
  await api.call("DELETE", templatePath(ref));
}

export async function getSourceOffer(api: Api, offerId: number) {
  return (await api.get(apiPath`/deals/${offerId}`, { attendees: false }, sourceOfferResponse)).data;
}
