import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { safeRedirect } from "./safe-redirect";
import { getSessionSecret } from "./env.server";

export type SessionData = { accessToken: string; refreshToken: string; businessId?: number };
type FlashData = { flash: string; billingError: string };

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === "true" : process.env.PUBLIC_URL?.startsWith("https:") ?? false,
      secrets: [getSessionSecret()],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}
export function sessionStorage() {
  return (storage ??= createStorage());
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function commitSession(session: Awaited<ReturnType<typeof getSession>>) {
  return sessionStorage().commitSession(session);
}

/** Where a visitor without a session is sent: /login with the original path and query. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const search = target === "/" ? "" : `?${new URLSearchParams({ redirect: target })}`;
  return redirect(`/login${search}`);
}

/** The tokens of a signed-in brand, or a redirect to /login. */
export async function requireAuth(request: Request) {
  const session = await getSession(request);
  const accessToken = session.get("accessToken");
  const refreshToken = session.get("refreshToken");
  if (!accessToken || !refreshToken) throw loginRedirect(request);
  return { session, accessToken, refreshToken };
}

export async function signIn(request: Request, tokens: SessionData, redirectTo: string | null) {
  const session = await getSession(request);
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  // Learnt again from /users/me: a sign-in over an older session may be another business.
  session.unset("businessId");
  return redirect(safeRedirect(redirectTo), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export async function destroySession(request: Request) {
  const session = await getSession(request);
  return sessionStorage().destroySession(session);
}
