// Sign-in lockout (brute-force protection). Failures live in the database, not in memory, so
// the limit holds however many API instances share it. All times are the database's now(),
// so instances with slightly different clocks agree.
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db";
import { loginFailures } from "../db/schema";

export type LockoutPolicy = { maxFailures: number; windowMinutes: number };

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes}::int)`;

/**
 * Minutes until sign-in is allowed again for this username or IP, or null when it is allowed.
 * A key is locked while it has maxFailures failures inside the window, i.e. until the
 * maxFailures-th most recent failure leaves the window.
 */
export async function lockedForMinutes(db: Db, policy: LockoutPolicy, attempt: { username: string; ip: string }) {
  const secondsLeft = async (column: typeof loginFailures.username | typeof loginFailures.ip, value: string) => {
    const [row] = await db
      .select({
        seconds: sql<string>`extract(epoch from (${loginFailures.createdAt} + make_interval(mins => ${policy.windowMinutes}::int) - now()))`,
      })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, windowStart(policy.windowMinutes))))
      .orderBy(desc(loginFailures.createdAt))
      .limit(1)
      .offset(policy.maxFailures - 1);
    return row ? Number(row.seconds) : 0;
  };
  const [byUser, byIp] = await Promise.all([secondsLeft(loginFailures.username, attempt.username.toLowerCase()), secondsLeft(loginFailures.ip, attempt.ip)]);
  const seconds = Math.max(byUser, byIp);
  return seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : null;
}

export async function recordLoginFailure(db: Db, policy: LockoutPolicy, attempt: { username: string; ip: string }) {
  await db.insert(loginFailures).values({ username: attempt.username.toLowerCase(), ip: attempt.ip });
  // Keeps the table small; rows older than the window no longer matter.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart(policy.windowMinutes * 2)));
}

/** A successful sign-in wipes that username's failures (not the IP's failures for other names). */
export async function clearLoginFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}

export function lockoutMessage(minutes: number) {
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
