// Sessions: stateless signed access tokens plus refresh tokens and one-time login tokens kept
// in the database. Only sha256 hashes of refresh and one-time tokens are stored, so a copy
// of the database does not let anyone sign in.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { oneTimeTokens, refreshTokens, settings, users, type SeatRole } from "../../db/schema";
import { signToken, verifyToken } from "../../lib/signed-token";

/**
 * An access token's claims: the user (the seat: the owner or a person they invited), its role,
 * its business, and the session (refresh token row) it belongs to.
 */
export type AccessClaims = {
  userId: number;
  businessId: number;
  role: SeatRole;
  sessionId: number;
  /** The locations a seat is limited to, as they are now (currentClaims); null or left out: every location. */
  locations?: number[] | null;
};
/** Whom a session signs in: a user of a business in a role. */
export type Account = Omit<AccessClaims, "sessionId">;
export type Session = { access_token: string; refresh_token: string; token_type: "Bearer"; expires_in: number };

const REFRESH_TTL_DAYS = 30;

export const randomToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The HMAC secret lives in the settings table so every API instance signs and verifies with
 * the same key. The first instance to start creates it; the others read the winner's value.
 */
export async function loadTokenSecret(db: Db): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: "token_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "token_secret"));
  return Buffer.from(row!.value, "base64url");
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

const isRole = (value: unknown): value is SeatRole => value === "owner" || value === "manager" || value === "door";

/**
 * Access tokens: signed {sub, bid, role, sid, exp} (lib/signed-token.ts, no purpose). Tokens
 * signed before seats existed carry no role: only owners had tokens then.
 */
export function createTokenSigner(secret: Buffer, ttlSeconds: number) {
  return {
    ttlSeconds,
    sign(claims: AccessClaims, now = Date.now()): string {
      return signToken(secret, { sub: claims.userId, bid: claims.businessId, role: claims.role, sid: claims.sessionId }, ttlSeconds, { now });
    },
    /** The claims of a valid, unexpired token; null for anything else. */
    verify(token: string, now = Date.now()): AccessClaims | null {
      const claims = verifyToken(secret, token, { now });
      if (!claims || ![claims.sub, claims.bid, claims.sid].every(Number.isSafeInteger)) return null;
      const role = claims.role === undefined ? "owner" : claims.role;
      if (!isRole(role)) return null;
      return { userId: claims.sub as number, businessId: claims.bid as number, role, sessionId: claims.sid as number };
    },
  };
}

/** A new access token and a new refresh token (password and one-time token sign-ins). */
export async function startSession(db: Db, signer: TokenSigner, user: Account): Promise<Session> {
  const refreshToken = randomToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: user.userId,
      tokenHash: hashToken(refreshToken),
      expiresAt: sql`now() + make_interval(days => ${REFRESH_TTL_DAYS}::int)`,
    })
    .returning({ id: refreshTokens.id });
  return session(signer, { ...user, sessionId: row!.id }, refreshToken);
}

/**
 * A new access token for a valid refresh token, which is returned unchanged: no rotation,
 * because the web tool may refresh from two parallel requests with the same token. The
 * account is read again, so a seat's new role is in its next token.
 */
export async function refreshSession(
  db: Db,
  signer: TokenSigner,
  refreshToken: string,
  accountOf: (userId: number) => Promise<Account | null>,
): Promise<Session | null> {
  const [row] = await db
    .select({ id: refreshTokens.id, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)));
  if (!row) return null;
  const account = await accountOf(row.userId);
  return account === null ? null : session(signer, { ...account, sessionId: row.id }, refreshToken);
}

/**
 * Ends a session, whoever it belongs to: holding its refresh token is the proof. Unknown
 * tokens are ignored. Its access tokens stop working too (sessionAlive).
 */
export async function revokeRefreshToken(db: Db, refreshToken: string): Promise<void> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  for (const { id } of ended) aliveUntil.delete(id);
}

/**
 * How long this instance trusts that a session is alive before asking the database again. A
 * session ended here stops at once; one ended through another API instance, within this time.
 */
export const SESSION_CHECK_MS = 5_000;
const aliveUntil = new Map<number, number>();

/** Whether an access token's session has not been ended (logout, or a sign-in that replaced it). */
export async function sessionAlive(db: Db, sessionId: number, now = Date.now()): Promise<boolean> {
  if ((aliveUntil.get(sessionId) ?? 0) > now) return true;
  if ((await liveSeat(db, sessionId)) === null) return false;
  if (aliveUntil.size > 100_000) aliveUntil.clear();
  aliveUntil.set(sessionId, now + SESSION_CHECK_MS);
  return true;
}

/** The role and locations a live session's user holds now; null when the session ended or its seat was removed. */
async function liveSeat(db: Db, sessionId: number): Promise<{ role: SeatRole; locations: number[] | null } | null> {
  const [row] = await db
    .select({ role: users.role, locations: users.locationIds })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(and(eq(refreshTokens.id, sessionId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`), isNull(users.removedAt)));
  return row ?? null;
}

/**
 * The claims of a request's token as they hold now. An owner's session is trusted for
 * SESSION_CHECK_MS (an owner can't be removed or demoted); a seat's is read on every request,
 * so a removed seat, a changed role or changed locations hold at once on every API instance.
 */
export async function currentClaims(db: Db, claims: AccessClaims): Promise<AccessClaims | null> {
  if (claims.role === "owner") return (await sessionAlive(db, claims.sessionId)) ? claims : null;
  const seat = await liveSeat(db, claims.sessionId);
  return seat === null ? null : { ...claims, role: seat.role, locations: seat.locations };
}

/** Ends every session of a user at once (a removed seat), on every instance (currentClaims). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  for (const { id } of ended) aliveUntil.delete(id);
}

function session(signer: TokenSigner, claims: AccessClaims, refreshToken: string): Session {
  return { access_token: signer.sign(claims), refresh_token: refreshToken, token_type: "Bearer", expires_in: signer.ttlSeconds };
}

/** A single-use login token (login links in mails and from the login-link script). */
export async function createLoginToken(db: Db, userId: number, opts: { ttlMinutes?: number } = {}): Promise<string> {
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose: "login",
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${opts.ttlMinutes ?? 60}::int)`,
  });
  return token;
}

/**
 * Marks a login token used and returns its user. One UPDATE … WHERE used_at IS NULL does the
 * check and the marking together, so of two concurrent exchanges exactly one succeeds.
 */
export async function consumeLoginToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usableLoginToken(token))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** A login token that is known, unused and unexpired. */
const usableLoginToken = (token: string) =>
  and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, "login"), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`));

/** The user a valid, unused login token belongs to, without using it (null for anything else). */
export async function loginTokenUser(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(usableLoginToken(token));
  return row?.userId ?? null;
}

/** The URL a login token is used at: the web tool's token pages (docs/product/accounts.md#login-links). */
export function loginLinkUrl(publicUrl: string, token: string, kind?: "monthly" | "billing"): string {
  const t = encodeURIComponent(token);
  if (kind === "monthly") return `${publicUrl}/token/monthly?token=${t}`;
  if (kind === "billing") return `${publicUrl}/billing/login/?token=${t}`;
  return `${publicUrl}/token/${t}`;
}
