// Reports, Instagram results, the PDF service and the link shortener.
import { ApiError } from "./client.server";
import type { Api, PublicApi } from "./request-session.server";
import type { Schema } from "./client.server";
import {
  actionPeriodsEnvelope,
  actionPostEnvelope,
  actionPostsEnvelope,
  monthlyExportEnvelope,
  pdfResultSchema,
  renewedReportEnvelope,
  reportEnvelope,
  reportVersionEnvelope,
  resultsPageEnvelope,
  shortLinkEnvelope,
  zipSignEnvelope,
} from "../../../contract/schemas/reports";
import { apiPath } from "./path";
import { type FigurePlace, placeQuery } from "../reports/figure-place";

/** The rows of a month's results CSVs: the caller's posts of that month and their models. */
export async function getMonthlyExport(api: Api, year: number, month: number, place: FigurePlace = null) {
  return (await api.get("/report/monthly/export", { month, year, ...placeQuery(place) }, monthlyExportEnvelope)).data;
}

/** The results page in one call: the months, the month shown (asked, else the newest), its report, trend and costs. */
export async function getResultsPage(api: Api, businessId: number, asked: { year: number; month: number } | null, place: FigurePlace = null) {
  return (await api.get(apiPath`/businesses/${businessId}/results`, { ...asked, ...placeQuery(place) }, resultsPageEnvelope)).data;
}

/** Public: no session needed (shared report links). */
export async function getPublicReport(api: PublicApi, id: string) {
  return (await api.call("GET", apiPath`/report/${id}`, {}, reportEnvelope)).data;
}

/**
 * A shared report's version, which the web server's page cache checks before it answers
 * from a kept page (server/conditional.js): null when the link is gone or the API did not
 * answer, and the page is then rendered as usual (with the API's message).
 */
export async function getPublicReportVersion(api: PublicApi, id: string) {
  try {
    return (await api.call("GET", apiPath`/report/${id}/version`, {}, reportVersionEnvelope)).data.version;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** Shares one location's month: the id of its report, made the first time. */
export async function shareLocationReport(api: Api, businessId: number, share: { year: number; month: number; location: number }) {
  return (await api.call("POST", apiPath`/businesses/${businessId}/results/share`, { body: share }, renewedReportEnvelope)).data.id;
}

/** Takes a report's shared link back: the report gets a new id (returned); the old one answers 404. */
export async function renewReportLink(api: Api, id: string) {
  return (await api.call("POST", apiPath`/report/${id}/renew`, {}, renewedReportEnvelope)).data.id;
}

export async function signContentArchive(api: Api, query: { year: number; month: number; posts?: number[] }) {
  const { data } = await api.get("/report/zipSign", { month: query.month, year: query.year, version: 1, posts: query.posts?.join(",") }, zipSignEnvelope);
  return data.url;
}

/** A signed link to the zip of posts chosen in the content library, of any months, with their rights.csv. */
export async function signChosenContent(api: Api, posts: number[]) {
  return (await api.get("/content/zipSign", { posts: posts.join(",") }, zipSignEnvelope)).data.url;
}

/** The content archive, streamed through from the API (signed id, no session needed). */
export function fetchContentArchive(api: PublicApi, id: string) {
  return api.send("GET", "/report/zip", { query: { id }, headers: { Accept: "application/zip" } });
}

/** A PDF job the PDF service answered "preparing" for: preparing still, the finished answer, or failed. */
export async function getPdfJob<T>(api: Api, job: string, schema: Schema<T>) {
  return api.get(apiPath`/pdf/${job}`, undefined, schema);
}

export async function requestReportPdf(api: Api, body: { year: number; month: number; filename: string; url: string; apiUrl: string }) {
  return api.call("POST", "/pdf", { body: { ...body, destination: "link", orientation: "landscape" } }, pdfResultSchema);
}

/**
 * The link shortener answers 201 with data.data.url; anything else (or a failure)
 * means the original link is used. It lives outside the versioned API base.
 */
export async function shortenLink(api: Api, link: string): Promise<string> {
  try {
    const response = await api.send("POST", "/s", { outsideBase: true, body: { link }, timeoutMs: 5000 });
    if (response.status !== 201) return link;
    const parsed = shortLinkEnvelope.safeParse(await response.json());
    return parsed.success ? parsed.data.data.url : link;
  } catch {
    return link;
  }
}

/**
 * Where a short link leads, asked of the API without following it: the target, null when the
 * link has expired or never was, and an ApiError when the API can't be reached.
 */
export async function resolveShortLink(api: PublicApi, code: string): Promise<string | null> {
  const response = await api.send("GET", apiPath`/s/${code}`, { outsideBase: true, redirect: "manual" });
  const target = response.headers.get("location");
  if (response.status >= 300 && response.status < 400 && target) return target;
  if (response.status === 404) return null;
  throw new ApiError(response.status >= 500 ? 503 : response.status, "The link service is unavailable right now. Please try again in a moment.");
}

/** A generated file (PDF) of the API, streamed through; the unguessable id is the permission. */
export async function fetchGeneratedFile(api: PublicApi, id: string): Promise<Response | null> {
  try {
    return await api.send("GET", apiPath`/files/${id}`, { outsideBase: true });
  } catch {
    return null;
  }
}

export async function getPeriods(api: Api, businessId: number) {
  return (await api.get(apiPath`/businesses/${businessId}/ig-actions/periods`, undefined, actionPeriodsEnvelope)).data;
}

export async function getPeriodPosts(api: Api, businessId: number, period: string) {
  return (await api.get(apiPath`/businesses/${businessId}/ig-actions/periods/${period}`, undefined, actionPostsEnvelope)).data;
}

export async function getActionPost(api: Api, businessId: number, id: number) {
  return (await api.get(apiPath`/businesses/${businessId}/ig-actions/posts/${id}`, undefined, actionPostEnvelope)).data;
}

/**
 * Browsers and CDNs may keep a shared report for a minute and serve a stale copy for four more
 * while refreshing: a link the brand takes back is gone everywhere within five minutes
 * (REPORT_LINK_GRACE on the Share panel).
 */
export const PUBLIC_REPORT_CACHE = "public, max-age=60, s-maxage=60, stale-while-revalidate=240";

/** The loader of the public report pages: the report, or the server's message for the red alert. */
export async function loadPublicReport(api: PublicApi, id: string) {
  try {
    const report = await getPublicReport(api, id);
    return { body: { report, error: null as string | null }, status: 200, cache: PUBLIC_REPORT_CACHE };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Not found is cacheable for a short while; other failures are not cached at all.
    const status = error.status === 404 ? 404 : 502;
    return { body: { report: null, error: error.message }, status, cache: status === 404 ? "public, max-age=60" : "no-store" };
  }
}
