// Stateless signed tokens: base64url(JSON claims) + "." + base64url(HMAC-SHA256). Access tokens
// and archive links use it with the same secret; a purpose (e.g. "archive") is mixed into the
// MAC, so a token made for one purpose never verifies as another. Access tokens have none,
// which keeps the tokens already handed out valid.
import { createHmac, timingSafeEqual } from "node:crypto";

function mac(secret: Buffer, payload: string, purpose: string | undefined) {
  return createHmac("sha256", secret)
    .update(purpose ? `${purpose}:${payload}` : payload)
    .digest();
}

/** Signs `claims` (plus `exp`, in seconds) for `ttlSeconds` from `now`. */
export function signToken(secret: Buffer, claims: Record<string, unknown>, ttlSeconds: number, opts: { purpose?: string; now?: number } = {}): string {
  const exp = Math.floor((opts.now ?? Date.now()) / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString("base64url");
  return `${payload}.${mac(secret, payload, opts.purpose).toString("base64url")}`;
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyToken(secret: Buffer, token: string, opts: { purpose?: string; now?: number } = {}): Record<string, unknown> | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, payload, opts.purpose);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown> | null;
    if (!claims || typeof claims !== "object" || typeof claims.exp !== "number") return null;
    return claims.exp * 1000 > (opts.now ?? Date.now()) ? claims : null;
  } catch {
    return null;
  }
}
