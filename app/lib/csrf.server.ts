import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getSessionSecret } from "./env.server";

let csrf: CSRF | undefined;
function getCsrf() {
  return (csrf ??= new CSRF({
    cookie: createCookie("csrf", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === "true" : process.env.PUBLIC_URL?.startsWith("https:") ?? false,
      secrets: [getSessionSecret()],
    }),
    secret: getSessionSecret(),
  }));
}

export function commitCsrfToken(request: Request) {
  return getCsrf().commitToken(request);
}

export const csrfMessage = "This form has expired. Please reload the page and try again.";

/**
 * Every mutating action calls this first: the form must carry the CSRF token of this
 * browser's cookie, and a cross-site Origin is refused even before that.
 */
export async function requireCsrf(request: Request) {
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") {
    const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host");
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!host || originHost !== host) {
      throw new Response(csrfMessage, { status: 403, statusText: "Forbidden" });
    }
  }
  try {
    await getCsrf().validate(request);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response(csrfMessage, { status: 403, statusText: "Forbidden" });
    }
    throw error;
  }
}
