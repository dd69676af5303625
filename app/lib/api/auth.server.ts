import { oauthClientId, oauthClientSecret } from "../env.server";
import { type TokenPair, publicCall, rawCall } from "./client.server";
import { tokenResponseSchema } from "./schemas";

function toPair(json: { access_token: string; refresh_token: string }): TokenPair {
  return { accessToken: json.access_token, refreshToken: json.refresh_token };
}

export async function signInWithPassword(username: string, password: string, clientIp?: string) {
  const json = await publicCall(
    "POST",
    "/oauth/token",
    {
      clientIp,
      body: { client_id: oauthClientId, client_secret: oauthClientSecret, grant_type: "password", username, password },
    },
    tokenResponseSchema,
  );
  return toPair(json);
}

/** Exchanges a one-time token (login links, billing links) for a session. */
export async function exchangeOneTimeToken(token: string, clientIp?: string) {
  const json = await publicCall("POST", "/report/replaceToken", { clientIp, body: { token } }, tokenResponseSchema);
  return toPair(json);
}

export async function requestPasswordLink(username: string, clientIp?: string) {
  return publicCall<{ status?: string }>("POST", "/users/password/forgot", { clientIp, body: { username } });
}

export async function findUsername(email: string, clientIp?: string) {
  return publicCall<{ data?: string[] }>("POST", "/users/password/username", { clientIp, body: { type: "business", email } });
}

/** Revokes the refresh token; signing out goes on even when the API cannot be reached. */
export async function revokeSession(accessToken: string, refreshToken: string) {
  try {
    await rawCall("POST", "/users/logout", { token: accessToken, body: { refresh_token: refreshToken } });
  } catch {
    // The cookie is destroyed either way.
  }
}
