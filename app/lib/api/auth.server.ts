import { oauthClientId, oauthClientSecret } from "../env.server";
import type { TokenPair } from "./client.server";
import type { PublicApi } from "./request-session.server";
import { tokenResponseSchema } from "../../../contract/schemas/common";
import { tokenOwnerEnvelope } from "../../../contract/schemas/accounts";

function toPair(json: { access_token: string; refresh_token: string }): TokenPair {
  return { accessToken: json.access_token, refreshToken: json.refresh_token };
}

export async function signInWithPassword(api: PublicApi, username: string, password: string) {
  const body = { client_id: oauthClientId, client_secret: oauthClientSecret, grant_type: "password", username, password };
  return toPair(await api.call("POST", "/oauth/token", { body }, tokenResponseSchema));
}

/** Exchanges a one-time token (login links, billing links) for a session. */
export async function exchangeOneTimeToken(api: PublicApi, token: string) {
  return toPair(await api.call("POST", "/report/replaceToken", { body: { token } }, tokenResponseSchema));
}

/** The brand a one-time token signs in as, without using the token. */
export async function tokenOwner(api: PublicApi, token: string) {
  const { data } = await api.call("POST", "/report/tokenOwner", { body: { token } }, tokenOwnerEnvelope);
  return data;
}

export async function requestPasswordLink(api: PublicApi, username: string) {
  return api.call<{ status?: string }>("POST", "/users/password/forgot", { body: { username } });
}

export async function findUsername(api: PublicApi, email: string) {
  return api.call<{ data?: string[] }>("POST", "/users/password/username", { body: { type: "business", email } });
}

/**
 * Revokes the refresh token, which needs no access token: a session whose access token has
 * expired is ended all the same. Signing out goes on even when the API cannot be reached.
 */
export async function revokeSession(api: PublicApi, refreshToken: string) {
  try {
    await api.send("POST", "/users/logout", { body: { refresh_token: refreshToken } });
  } catch {
    // The cookie is destroyed either way.
  }
}
