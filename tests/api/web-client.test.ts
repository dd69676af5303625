// The web tool's per-request API context against a real API on loopback: the bearer token,
// one refresh of an expired access token per request, the cookie it leaves in the request's
// jar, and the way back to /login when the session is gone.
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { useTestApi } from "./support/helpers";

type Client = typeof import("../../app/lib/api/client.server");
type Context = typeof import("../../app/lib/api/request-session.server");
type Session = typeof import("../../app/lib/session.server");

const refreshListeners = new Set<(request: { body?: unknown }) => void>();

const api = await useTestApi({ env: { ACCESS_TOKEN_TTL_SECONDS: "1" } });
api.app.addHook("preHandler", async (request) => {
  for (const listener of refreshListeners) listener(request);
});
await api.app.listen({ port: 0, host: "127.0.0.1" });
process.env.API_BASE_URL = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/v1.3`;
process.env.SESSION_SECRET = "test-session-secret";
const client: Client = await import("../../app/lib/api/client.server");
const context: Context = await import("../../app/lib/api/request-session.server");
const sessions: Session = await import("../../app/lib/session.server");

/** A request of a signed-in browser, with the load context server.js gives it. */
async function signedIn(tokens: { accessToken: string; refreshToken: string }, path = "/") {
  const session = await sessions.sessionStorage().getSession();
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  const cookie = (await sessions.sessionStorage().commitSession(session)).split(";")[0]!;
  const request = new Request(`http://web.test${path}`, { headers: { Cookie: cookie } });
  return { request, context: { responseCookies: new Map<string, string>() } };
}

async function passwordTokens() {
  const { signInWithPassword } = await import("../../app/lib/api/auth.server");
  return signInWithPassword(context.publicApi({ context: { responseCookies: new Map() } }), "demo", "demo1234");
}

/** Counts the refresh grants the API answers while it runs. */
function countRefreshes() {
  let count = 0;
  const listener = (request: { body?: unknown }) => {
    if ((request.body as { grant_type?: string } | undefined)?.grant_type === "refresh_token") count += 1;
  };
  refreshListeners.add(listener);
  return {
    stop() {
      refreshListeners.delete(listener);
      return count;
    },
  };
}

describe("the web tool's API client", () => {
  it("calls the API with the session's bearer token", async () => {
    const web = await context.getApi(await signedIn(await passwordTokens()));
    const me = await web.get<{ data: { name: string } }>("/users/me");
    // /users/me answers only with a valid bearer token. (Whether the 1 s token needed a
    // refresh on the way depends on the machine's speed, so Set-Cookie is not asserted here.)
    expect(me.data.name).toBe("Demo Bistro");
  });

  it("refreshes an expired access token once per request and leaves the new cookie in the jar", async () => {
    const tokens = await passwordTokens();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const args = await signedIn(tokens);
    // Two loaders of one request (the layout's and the page's) get the same client.
    const [layout, page] = await Promise.all([context.getApi(args), context.getApi(args)]);
    expect(layout).toBe(page);
    const refreshes = countRefreshes();
    const [first, second] = await Promise.all([layout.get<{ data: { name: string } }>("/users/me"), page.get<{ data: { name: string } }>("/users/me")]);
    expect(first.data.name).toBe("Demo Bistro");
    expect(second.data.name).toBe("Demo Bistro");
    expect(refreshes.stop()).toBe(1);
    expect(args.context.responseCookies.get("__session")).toMatch(/^__session=/);
  });

  it("sends the brand to /login with the redirect when the refresh token is no longer valid", async () => {
    const tokens = await passwordTokens();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const args = await signedIn({ ...tokens, refreshToken: "revoked-or-made-up" }, "/offers/active?x=1");
    const web = await context.getApi(args);
    const thrown = await web.get("/users/me").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirect=%2Foffers%2Factive%3Fx%3D1");
    expect(args.context.responseCookies.get("__session")).toMatch(/^__session=;/);
  });

  it("keeps the server's message in an ApiError", async () => {
    const web = await context.getApi(await signedIn(await passwordTokens()));
    const error = await web.call("PATCH", "/users/me", { body: { type: "business", name: "New name" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ApiError);
    expect((error as Error).message).toBe("The brand name and account email can't be changed.");
    expect((error as InstanceType<Client["ApiError"]>).status).toBe(400);
  });
});
