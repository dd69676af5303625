// The typed client of marketplace API v1.3. Every call carries the business type marker,
// the client version and, when signed in, the bearer token; a 401 refreshes the access
// token once and retries, and a refresh that fails sends the brand to /login.
import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { apiBaseUrl, apiTimeoutMs, oauthClientId, oauthClientSecret } from "../env.server";
import { commitSession, destroySession, getSession, loginRedirect } from "../session.server";
import { type RoundTrips, startCall } from "./round-trips";

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

type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type CallOptions = { query?: Query; body?: unknown; headers?: Record<string, string> };

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

/**
 * The round trips of the page request being served. server.js runs each request inside an
 * AsyncLocalStorage registered under this symbol (it is not part of the bundle, so a symbol
 * is the one handle both sides share) and reports the count in a `Server-Timing` header.
 */
const ROUND_TRIPS = Symbol.for("brand-tool.api-round-trips");
function currentRoundTrips(): RoundTrips | undefined {
  const storage = (globalThis as { [ROUND_TRIPS]?: { getStore(): unknown } })[ROUND_TRIPS];
  return storage?.getStore() as RoundTrips | undefined;
}

/** One HTTP round trip to the API. Network failures become a 503 ApiError. */
export async function rawCall(
  method: Method,
  path: string,
  opts: CallOptions & { token?: string; clientIp?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Client-Type": "business",
    "X-Client-Version": CLIENT_VERSION,
    ...opts.headers,
  };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.clientIp) headers["X-Forwarded-For"] = opts.clientIp;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const url = `${apiBaseUrl}/${path.replace(/^\//, "")}${toQueryString(opts.query)}`;
  const trips = currentRoundTrips();
  const done = trips && startCall(trips, performance.now());
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), apiTimeoutMs);
  timer.unref();
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal });
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

async function parse<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const json = await response.json().catch(() => {
    throw new ApiError(502, "The service sent an answer that could not be read.");
  });
  if (!schema) return json as T;
  const result = schema.safeParse(json);
  if (!result.success) throw new ApiError(502, "The service sent an answer that could not be read.");
  return result.data;
}

/** Calls that need no session: sign-in, one-time tokens, forgot flows, public reports. */
export async function publicCall<T>(method: Method, path: string, opts: CallOptions & { clientIp?: string } = {}, schema?: z.ZodType<T>) {
  return parse(await rawCall(method, path, opts), schema);
}

export type TokenPair = { accessToken: string; refreshToken: string };

export async function refreshAccessToken(refreshToken: string, clientIp?: string): Promise<TokenPair | null> {
  const response = await rawCall("POST", "/oauth/token", {
    clientIp,
    body: { client_id: oauthClientId, client_secret: oauthClientSecret, grant_type: "refresh_token", refresh_token: refreshToken },
  });
  if (!response.ok) return null;
  const json = (await response.json()) as { access_token?: string; refresh_token?: string };
  if (!json.access_token) return null;
  return { accessToken: json.access_token, refreshToken: json.refresh_token ?? refreshToken };
}

export type Api = {
  call<T>(method: Method, path: string, opts?: CallOptions, schema?: z.ZodType<T>): Promise<T>;
  get<T>(path: string, query?: Query, schema?: z.ZodType<T>): Promise<T>;
  /**
   * The signed-in business's id once known: it never changes for a session, so it is kept in
   * the session and pages can ask for business-scoped resources without first waiting for
   * /users/me (one sequential round trip fewer per page).
   */
  businessId(): number | undefined;
  rememberBusinessId(id: number): void;
  /** Set-Cookie headers to send when the access token was refreshed (or the business id learnt) during the request. */
  headers(): Promise<Record<string, string>>;
};

type LoadArgs = { request: Request; context?: unknown };

export function clientIpOf(context: unknown): string | undefined {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === "string" ? ip : undefined;
}

/**
 * The API as the signed-in brand. Throws a redirect to /login when there is no session,
 * or when the session can no longer be refreshed.
 */
export async function getApi({ request, context }: LoadArgs): Promise<Api> {
  const session = await getSession(request);
  const refreshToken = session.get("refreshToken");
  let accessToken = session.get("accessToken");
  if (!accessToken || !refreshToken) throw loginRedirect(request);
  const clientIp = clientIpOf(context);
  let refreshed = false;
  let refreshing: Promise<TokenPair | null> | undefined;

  async function signOut(): Promise<never> {
    const target = loginRedirect(request);
    throw redirect(target.headers.get("Location")!, { headers: { "Set-Cookie": await destroySession(request) } });
  }

  async function call<T>(method: Method, path: string, opts: CallOptions = {}, schema?: z.ZodType<T>): Promise<T> {
    let response = await rawCall(method, path, { ...opts, token: accessToken, clientIp });
    if (response.status === 401) {
      const usedToken = accessToken;
      refreshing ??= refreshAccessToken(refreshToken!, clientIp);
      const tokens = await refreshing;
      if (!tokens) return signOut();
      if (accessToken === usedToken) {
        accessToken = tokens.accessToken;
        session.set("accessToken", tokens.accessToken);
        session.set("refreshToken", tokens.refreshToken);
        refreshed = true;
      }
      refreshing = undefined;
      response = await rawCall(method, path, { ...opts, token: accessToken, clientIp });
      if (response.status === 401) return signOut();
    }
    return parse(response, schema);
  }

  let learnt = false;
  return {
    call,
    get: (path, query, schema) => call("GET", path, { query }, schema),
    businessId: () => session.get("businessId"),
    rememberBusinessId(id) {
      if (session.get("businessId") === id) return;
      session.set("businessId", id);
      learnt = true;
    },
    async headers() {
      const headers: Record<string, string> = {};
      if (refreshed || learnt) headers["Set-Cookie"] = await commitSession(session);
      return headers;
    },
  };
}
