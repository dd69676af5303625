// The web tool's settings; see docs/configuration.md.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const apiPort = process.env.API_PORT ?? "3001";
export const apiBaseUrl = (process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}/v1.3`).replace(/\/$/, "");
/** The API's origin, for the media files it serves outside the versioned base. */
export const apiOrigin = new URL(apiBaseUrl).origin;
export const oauthClientId = process.env.OAUTH_CLIENT_ID ?? "business-web-tool";
export const oauthClientSecret = process.env.OAUTH_CLIENT_SECRET ?? "business-web-tool-secret";
export const mobileAppUrl = process.env.MOBILE_APP_URL ?? "https://apps.apple.com/app/id0000000000";
export const apiTimeoutMs = Number(process.env.API_TIMEOUT_MS ?? 15000);

/** The web tool's public origin for links it hands out (PUBLIC_URL; else the address it was reached by). */
export function publicOrigin(request: Request) {
  return new URL(process.env.PUBLIC_URL ?? request.url).origin;
}

/** Every cookie of the web tool is `Secure` when COOKIE_SECURE says so, or behind an https PUBLIC_URL. */
export function cookieSecure() {
  return process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === "true" : (process.env.PUBLIC_URL?.startsWith("https:") ?? false);
}

let sessionSecret: string | undefined;
/**
 * SESSION_SECRET signs the session and CSRF cookies. Without it a random secret is created
 * once in DATA_DIR, which holds for one machine; several web instances need the variable.
 */
export function getSessionSecret(): string {
  if (sessionSecret) return sessionSecret;
  if (process.env.SESSION_SECRET) return (sessionSecret = process.env.SESSION_SECRET);
  const file = path.join(dataDir, "session-secret");
  try {
    sessionSecret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, fresh, { mode: 0o600, flag: "wx" });
      sessionSecret = fresh;
    } catch {
      // Another process wrote it first: use theirs.
      sessionSecret = fs.readFileSync(file, "utf8").trim();
    }
  }
  return sessionSecret!;
}
