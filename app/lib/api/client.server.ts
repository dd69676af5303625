// The one HTTP client of marketplace API v1.3: every call of the web tool goes through
// `send`, public or signed in. Each carries the business type marker, the client version,
// the browser's address and, when signed in, the bearer token. The session, the token
// refresh and the cookie belong to the per-request context (request-session.server.ts).
import type { z } from "zod";
import { apiBaseUrl, apiOrigin, apiTimeoutMs, oauthClientId, oauthClientSecret } from "../env.server";
import { sendForm } from "./form-body.server";
import { type RoundTrips, startCall } from "./round-trips";
import { VERSION_HEADER } from "../../../contract/http";

export const CLIENT_VERSION = "2.8";
export const unavailableMessage = "The service is unavailable right now. Please try again in a moment.";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Schemas may fill defaults or transform, so what they accept is unknown and what they give is T. */
export type Schema<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type CallOptions = { query?: Query; body?: unknown; headers?: Record<string, string> };
export type SendOptions = CallOptions & {
  /** A path on the API's origin rather than under the versioned base (/media, /files, /s). */
  outsideBase?: boolean;
  /** How long to wait for the answer to start, when not the default API_TIMEOUT_MS. */
  timeoutMs?: number;
  /** "manual" reads a redirect's Location instead of following it (short links). */
  redirect?: RequestRedirect;
};

export function toQueryString(query: Query | undefined) {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function readError(response: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown; error?: unknown; fields?: unknown } = {};
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page: keep the status text.
  }
  const message =
    typeof body.message === "string" && body.message
      ? body.message
      : typeof body.error === "string" && body.error
        ? body.error
        : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(
    response.status,
    message,
    typeof body.code === "string" ? body.code : undefined,
    body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : undefined,
  );
}

/** One HTTP round trip to the API. Network failures become a 503 ApiError. */
/**
 * The brand versions the API's answers of one page request carried (X-Brand-Version): server.js
 * keeps a page whose every answer carried the same one (server/kept-pages.js, decision 0045).
 */
export type AnswerVersions = { version?: string; unkept: boolean };

/** Notes the version an answer was made at; an answer without one makes the page unkept. */
export function noteVersion(versions: AnswerVersions, header: string | null) {
  if (header === null || (versions.version !== undefined && versions.version !== header)) versions.unkept = true;
  else versions.version = header;
}

/**
 * Who a call is made for: the browser's address, forwarded to the API; the round trips of the
 * page request being served (server.js reports them in a `Server-Timing` header); the versions
 * of its answers.
 */
export type Caller = { clientIp?: string; trips?: RoundTrips; versions?: AnswerVersions };

export async function send(method: Method, path: string, opts: SendOptions & Caller & { token?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Client-Type": "business",
    "X-Client-Version": CLIENT_VERSION,
    ...opts.headers,
  };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.clientIp) headers["X-Forwarded-For"] = opts.clientIp;
  let body: BodyInit | undefined;
  const form = opts.body instanceof FormData ? opts.body : null;
  if (!form && opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const url = `${opts.outsideBase ? apiOrigin : apiBaseUrl}/${path.replace(/^\//, "")}${toQueryString(opts.query)}`;
  const done = opts.trips && startCall(opts.trips, performance.now());
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? apiTimeoutMs);
  timer.unref();
  try {
    const response = form
      ? await sendForm(url, form, { method, headers, signal: controller.signal })
      : await fetch(url, { method, headers, body, signal: controller.signal, redirect: opts.redirect });
    if (opts.versions) noteVersion(opts.versions, response.headers.get(VERSION_HEADER));
    // A download (content archive, PDF, media) streams for as long as it takes: the timeout
    // covers waiting for it to start. A JSON answer stays bounded while its body is read.
    if (!response.headers.get("content-type")?.includes("json")) clearTimeout(timer);
    return response;
  } catch {
    throw new ApiError(503, unavailableMessage, "unavailable");
  } finally {
    done?.(performance.now());
  }
}

/** The JSON answer, checked against its schema; a failure becomes an ApiError with the server's message. */
export async function parseAnswer<T>(response: Response, schema?: Schema<T>): Promise<T> {
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const json = await response.json().catch(() => {
    throw new ApiError(502, "The service sent an answer that could not be read.");
  });
  return checkAnswer(json, schema);
}

/** An answer checked against the schema the caller relies on (none: taken as it is). */
export function checkAnswer<T>(json: unknown, schema?: Schema<T>): T {
  if (!schema) return json as T;
  const result = schema.safeParse(json);
  if (!result.success) throw new ApiError(502, "The service sent an answer that could not be read.");
  return result.data;
}

export type TokenPair = { accessToken: string; refreshToken: string };

export async function refreshAccessToken(refreshToken: string, caller: Caller): Promise<TokenPair | null> {
  const response = await send("POST", "/oauth/token", {
    ...caller,
    body: { client_id: oauthClientId, client_secret: oauthClientSecret, grant_type: "refresh_token", refresh_token: refreshToken },
  });
  // Only a refusal ends the session; an API that is down or failing is an error to show.
  if (response.status >= 500) throw await readError(response);
  if (!response.ok) return null;
  const json = (await response.json()) as { access_token?: string; refresh_token?: string };
  if (!json.access_token) return null;
  return { accessToken: json.access_token, refreshToken: json.refresh_token ?? refreshToken };
}
