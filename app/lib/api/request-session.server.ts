// The per-request seam between a page and the API (docs/decisions/0006). One request reads
// its session once, holds one API client, refreshes the access token at most once however
// many loaders ask at the same time, and hands the cookie to commit to server.js, which
// writes it on whatever response leaves: data, redirect, thrown response or error page.
// Routes ask for data here; they never read or write a cookie themselves.
import type { LoaderFunctionArgs, Session } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "../safe-redirect";
import { gatePage } from "../seats/gate.server";
import { type FlashData, type SessionData, loginRedirect, sessionStorage } from "../session.server";
import type { RoundTrips } from "./round-trips";
import {
  type AnswerVersions,
  type Caller,
  type CallOptions,
  type Schema,
  type Method,
  type Query,
  type TokenPair,
  checkAnswer,
  parseAnswer,
  refreshAccessToken,
  send,
  type SendOptions,
  toQueryString,
} from "./client.server";

/**
 * What server.js puts into Remix's load context for every request. `responseCookies` is
 * the jar of cookies to set, by name: server.js adds them to the response's headers
 * as it leaves, replacing any cookie of the same name.
 */
export type RequestContext = {
  requestId?: string;
  clientIp?: string;
  responseCookies: Map<string, string>;
  trips?: RoundTrips;
  /** The brand versions of the request's API answers, and the nonce of its page (server/kept-pages.js). */
  versions?: AnswerVersions;
  nonce?: string;
};

declare module "@remix-run/node" {
  // Declaration merging: Remix's load context gains the request context's fields.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from RequestContext
  interface AppLoadContext extends RequestContext {}
}

type Args = { request: Request; context: RequestContext };
type BrandSession = Session<SessionData, FlashData>;

/** The session of one request, read once; every change is committed into the jar at once. */
class RequestSession {
  private version = 0;
  refreshing: Promise<TokenPair | null> | undefined;

  constructor(
    readonly session: BrandSession,
    private readonly jar: Map<string, string>,
  ) {}

  /** Serialises the session now (async), so that server.js can set it synchronously later. */
  async save() {
    const version = ++this.version;
    const cookie = await sessionStorage().commitSession(this.session);
    // A later change committed first must not be overwritten by this older snapshot.
    if (version === this.version) this.jar.set("__session", cookie);
  }

  async destroy() {
    const version = ++this.version;
    const cookie = await sessionStorage().destroySession(this.session);
    if (version === this.version) this.jar.set("__session", cookie);
  }
}

const sessions = new WeakMap<RequestContext, Promise<RequestSession>>();

function requestSession({ request, context }: Args): Promise<RequestSession> {
  const found = sessions.get(context);
  if (found) return found;
  const read = sessionStorage()
    .getSession(request.headers.get("Cookie"))
    .then((session: BrandSession) => new RequestSession(session, context.responseCookies));
  sessions.set(context, read);
  return read;
}

/** Calls that need no session: sign-in, one-time tokens, forgot flows, public reports, files. */
export type PublicApi = {
  call<T>(method: Method, path: string, opts?: CallOptions, schema?: Schema<T>): Promise<T>;
  /** The raw answer, for downloads streamed through (archives, PDFs, media). */
  send(method: Method, path: string, opts?: SendOptions): Promise<Response>;
};

/** Who the request's calls are made for (client.server.ts's Caller). */
const callerOf = (context: RequestContext): Caller => ({ clientIp: context.clientIp, trips: context.trips, versions: context.versions });

export function publicApi({ context }: { context: RequestContext }): PublicApi {
  const caller = callerOf(context);
  return {
    call: async (method, path, opts = {}, schema) => parseAnswer(await send(method, path, { ...opts, ...caller }), schema),
    send: (method, path, opts = {}) => send(method, path, { ...opts, ...caller }),
  };
}

/** The API as the signed-in brand. */
export type Api = PublicApi & {
  get<T>(path: string, query?: Query, schema?: Schema<T>): Promise<T>;
  /**
   * The signed-in business's id once known: it never changes for a session, so it is kept in
   * the session and pages can ask for business-scoped resources without first waiting for
   * /users/me (one sequential round trip fewer per page).
   */
  businessId(): number | undefined;
  rememberBusinessId(id: number): Promise<void>;
};

const apis = new WeakMap<RequestContext, Promise<Api>>();
const pageApis = new WeakMap<RequestContext, Promise<Api>>();

/**
 * The API of a signed-in page, one per request (the layout's and the page's loaders share
 * it), behind the gate of the seat's role (seats/gate.server.ts): a page the role may not open
 * answers a 403 refusal instead of its data. Throws a redirect to /login when there is no
 * session, or when the session can no longer be refreshed.
 */
export function getApi(args: Args & { params?: LoaderFunctionArgs["params"] }): Promise<Api> {
  const found = pageApis.get(args.context);
  if (found) return found;
  const api = getSessionApi(args).then((session) => gatePage(session, args));
  pageApis.set(args.context, api);
  return api;
}

/**
 * The API as the signed-in brand without a page's gate, for what concerns the session itself
 * and no page: the brand version of a kept page, the brand a login link meets. The same client
 * as the page's (one refresh, one answer of each read per request).
 */
export function getSessionApi(args: Args): Promise<Api> {
  const found = apis.get(args.context);
  if (found) return found;
  const api = createApi(args);
  apis.set(args.context, api);
  return api;
}

async function createApi(args: Args): Promise<Api> {
  const { request, context } = args;
  const state = await requestSession(args);
  const { session } = state;
  if (!session.get("accessToken") || !session.get("refreshToken")) throw loginRedirect(request);
  const caller = callerOf(context);

  async function signOut(): Promise<never> {
    await state.destroy();
    throw loginRedirect(request);
  }

  /** One refresh per request: concurrent 401s wait for the same one. */
  async function refreshOnce(usedToken: string) {
    if (session.get("accessToken") !== usedToken) return true;
    state.refreshing ??= refreshAccessToken(session.get("refreshToken")!, caller);
    const tokens = await state.refreshing;
    if (!tokens) return false;
    if (session.get("accessToken") === usedToken) {
      session.set("accessToken", tokens.accessToken);
      session.set("refreshToken", tokens.refreshToken);
      await state.save();
    }
    return true;
  }

  async function sendSigned(method: Method, path: string, opts: SendOptions = {}) {
    const usedToken = session.get("accessToken")!;
    let response = await send(method, path, { ...opts, token: usedToken, ...caller });
    if (response.status !== 401) return response;
    if (!(await refreshOnce(usedToken))) return signOut();
    response = await send(method, path, { ...opts, token: session.get("accessToken"), ...caller });
    if (response.status === 401) return signOut();
    return response;
  }

  // A request asks each thing once: the layout's and the page's loaders both want the
  // business (GET /users/me), and share one answer. Anything that changes data forgets them.
  const answers = new Map<string, Promise<unknown>>();
  function getOnce(path: string, query: Query | undefined) {
    const key = path + toQueryString(query);
    let answer = answers.get(key);
    if (!answer) {
      answer = sendSigned("GET", path, { query }).then((response) => parseAnswer(response));
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  }

  return {
    send: sendSigned,
    async call(method, path, opts = {}, schema) {
      if (method !== "GET") answers.clear();
      return parseAnswer(await sendSigned(method, path, opts), schema);
    },
    get: async (path, query, schema) => checkAnswer(await getOnce(path, query), schema),
    businessId: () => session.get("businessId"),
    async rememberBusinessId(id) {
      if (session.get("businessId") === id) return;
      session.set("businessId", id);
      await state.save();
    },
  };
}

/** Whether the request carries a brand's session (it may still need a refresh). */
export async function isSignedIn(args: Args) {
  const { session } = await requestSession(args);
  return Boolean(session.get("accessToken") && session.get("refreshToken"));
}

/** Requires a session without calling the API (pages that only show what the session holds). */
export async function requireSignedIn(args: Args) {
  if (!(await isSignedIn(args))) throw loginRedirect(args.request);
}

/**
 * Starts a session with fresh tokens (password, login link or billing link). A session it
 * replaces is ended at the API: its refresh token is revoked, so no copy of the old cookie
 * signs in again.
 */
export async function startSession(args: Args, tokens: TokenPair) {
  const state = await requestSession(args);
  const replaced = state.session.get("refreshToken");
  if (replaced && replaced !== tokens.refreshToken) {
    await send("POST", "/users/logout", { body: { refresh_token: replaced }, ...callerOf(args.context) }).catch(() => undefined);
  }
  state.session.set("accessToken", tokens.accessToken);
  state.session.set("refreshToken", tokens.refreshToken);
  // Learnt again from /users/me: a sign-in over an older session may be another business.
  state.session.unset("businessId");
  await state.save();
}

/** Starts a session and redirects to a same-site target. */
export async function signIn(args: Args, tokens: TokenPair, redirectTo: string | null) {
  await startSession(args, tokens);
  return redirect(safeRedirect(redirectTo));
}

/** The session's tokens as they are now (for revoking them at logout), then the cookie is cleared. */
export async function endSession(args: Args) {
  const state = await requestSession(args);
  const tokens = { accessToken: state.session.get("accessToken"), refreshToken: state.session.get("refreshToken") };
  await state.destroy();
  return tokens;
}

/** A message for the next page only (the billing error page, docs/product/billing.md#billing-errors). */
export async function flash(args: Args, key: keyof FlashData, message: string) {
  const state = await requestSession(args);
  state.session.flash(key, message);
  await state.save();
}

/** Reads a flash message once: a reload no longer shows it. */
export async function takeFlash(args: Args, key: keyof FlashData): Promise<string | undefined> {
  const state = await requestSession(args);
  const message = state.session.get(key);
  if (message !== undefined) await state.save();
  return message;
}
