// The cookie session's storage. Only the per-request context (api/request-session.server.ts) reads
// and commits it; routes never touch a cookie.
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { cookieSecure, getSessionSecret } from "./env.server";

export type SessionData = { accessToken: string; refreshToken: string; businessId?: number };
/**
 * `renewedPdf`: the applicant PDF's renewed link, as JSON, for the page the renewal redirects to.
 * `joined`: the username of a seat just made with an invitation, for the sign-in page.
 */
export type FlashData = { flash: string; billingError: string; renewedPdf: string; joined: string; rightsAnswer: string };

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: cookieSecure(),
      secrets: [getSessionSecret()],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}
export function sessionStorage() {
  return (storage ??= createStorage());
}

/** Where a visitor without a session is sent: /login with the original path and query. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const search = target === "/" ? "" : `?${new URLSearchParams({ redirect: target })}`;
  return redirect(`/login${search}`);
}
