import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { CSRF_MESSAGE, UNREADABLE_MESSAGE } from "../../server/body-gate.js";
import type { RequestContext } from "./api/request-session.server";
import { cookieSecure, getSessionSecret } from "./env.server";

let csrf: CSRF | undefined;
function getCsrf() {
  return (csrf ??= new CSRF({
    cookie: createCookie("csrf", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: cookieSecure(),
      secrets: [getSessionSecret()],
    }),
    secret: getSessionSecret(),
  }));
}

/** The page's CSRF token; a new browser gets its cookie through the request's jar (server.js sets it). */
export async function csrfToken({ request, context }: { request: Request; context: RequestContext }) {
  const [token, cookie] = await getCsrf().commitToken(request);
  if (cookie) context.responseCookies.set("csrf", cookie);
  return token;
}

export const csrfMessage = CSRF_MESSAGE;

/**
 * Every mutating action calls this first: the form must carry the CSRF token of this
 * browser's cookie. (A cross-site Origin never gets this far: server.js refuses it.)
 */
export async function requireCsrf(request: Request) {
  return checkCsrf(() => getCsrf().validate(request));
}

/** requireCsrf for a form already read (a multipart post, read once, by its own reader). */
export async function requireCsrfOf(form: FormData, headers: Headers) {
  return checkCsrf(() => getCsrf().validate(form, headers));
}

async function checkCsrf(validate: () => Promise<void>) {
  try {
    await validate();
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response(csrfMessage, { status: 403, statusText: "Forbidden" });
    }
    // Anything else is the body itself: cut short or not a form (a truncated multipart post).
    throw new Response(UNREADABLE_MESSAGE, { status: 400, statusText: "Bad Request" });
  }
}
