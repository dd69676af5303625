import { exchangeOneTimeToken } from "../api/auth.server";
import { ApiError, clientIpOf } from "../api/client.server";
import { logger } from "../logger.server";
import { signIn } from "../session.server";
import { tokenErrorText } from "./schemas";

/**
 * Exchanges a one-time token for a session and redirects to `target`; on failure returns
 * the message to show. The token itself is never logged.
 */
export async function loginWithToken(request: Request, context: unknown, token: string, target: string) {
  try {
    const tokens = await exchangeOneTimeToken(token, clientIpOf(context));
    return { response: await signIn(request, tokens, target) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logger.warn({ status: error.status }, "one-time token login failed");
    return { error: error.status >= 500 ? error.message : tokenErrorText };
  }
}
