import { data } from "@remix-run/node";
import { exchangeOneTimeToken } from "../api/auth.server";
import { ApiError } from "../api/client.server";
import { publicApi, type RequestContext, signIn } from "../api/context.server";
import { logger } from "../logger.server";
import { tokenErrorText } from "./schemas";

/**
 * Exchanges a one-time token for a session and redirects to `target`; on failure returns
 * the message to show. The token itself is never logged.
 */
export async function loginWithToken(args: { request: Request; context: RequestContext }, token: string, target: string) {
  try {
    const tokens = await exchangeOneTimeToken(publicApi(args), token);
    return { response: await signIn(args, tokens, target) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logger.warn({ status: error.status }, "one-time token login failed");
    return { error: error.status >= 500 ? error.message : tokenErrorText };
  }
}

/** The loader of a login link's page: signs in and redirects, or shows why it could not (401, never cached). */
export async function tokenLinkLoader(args: { request: Request; context: RequestContext }, token: string | null | undefined, target: string) {
  if (!token) return data({ error: tokenErrorText }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const outcome = await loginWithToken(args, token, target);
  if (outcome.response) return outcome.response;
  return data({ error: outcome.error }, { status: 401, headers: { "Cache-Control": "no-store" } });
}
