import { data } from "@remix-run/node";
import { exchangeOneTimeToken, tokenOwner } from "../api/auth.server";
import { ApiError } from "../api/client.server";
import { getSessionApi, isSignedIn, publicApi, type RequestContext, signIn } from "../api/request-session.server";
import { getBusiness } from "../api/users.server";
import { requireCsrf } from "../csrf.server";
import { logger } from "../logger.server";
import { tokenErrorText } from "./token.schema";

type Args = { request: Request; context: RequestContext };
/** A login link met by the session of another brand: the page asks before switching. */
export type SwitchQuestion = { brand: string; current: string };

/**
 * Exchanges a one-time token for a session and redirects to `target`; on failure returns
 * the message to show. The token itself is never logged.
 */
export async function loginWithToken(args: Args, token: string, target: string) {
  try {
    const tokens = await exchangeOneTimeToken(publicApi(args), token);
    return { response: await signIn(args, tokens, target) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logger.warn({ status: error.status }, "one-time token login failed");
    return { error: error.status >= 500 ? error.message : tokenErrorText };
  }
}

/** The signed-in brand, or null when the session has lapsed (it can no longer be refreshed). */
async function currentBrand(args: Args) {
  try {
    return await getBusiness(await getSessionApi(args));
  } catch (error) {
    if (error instanceof Response) return null;
    throw error;
  }
}

/**
 * Whether a login link may be used on a GET: always without a session, and over a session of
 * the same brand. Over another brand's session it never acts on a GET: it returns the
 * question the page asks, and the switch waits for a POST (tokenLinkAction).
 */
export async function switchQuestion(args: Args, token: string): Promise<SwitchQuestion | { error: string } | null> {
  if (!(await isSignedIn(args))) return null;
  let owner;
  try {
    owner = await tokenOwner(publicApi(args), token);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: error.status >= 500 ? error.message : tokenErrorText };
  }
  const current = await currentBrand(args);
  return current && current.business_id !== owner.business_id ? { brand: owner.name, current: current.name } : null;
}

/** The loader of a login link's page: signs in and redirects, asks before switching brands, or shows why it could not (401, never cached). */
export async function tokenLinkLoader(args: Args, token: string | null | undefined, target: string) {
  if (!token) return data({ error: tokenErrorText, question: null }, { status: 400 });
  const question = await switchQuestion(args, token);
  if (question && "error" in question) return data({ error: question.error, question: null }, { status: 401 });
  if (question) return data({ error: null, question });
  return followLink(args, token, target);
}

/** The answer to the question: Continue posts here, and the link signs in as the other brand. */
export async function tokenLinkAction(args: Args, token: string | null | undefined, target: string) {
  await requireCsrf(args.request);
  if (!token) return data({ error: tokenErrorText, question: null }, { status: 400 });
  return followLink(args, token, target);
}

async function followLink(args: Args, token: string, target: string) {
  const outcome = await loginWithToken(args, token, target);
  if (outcome.response) return outcome.response;
  return data({ error: outcome.error, question: null }, { status: 401 });
}
