// Sign-in lockout (brute-force protection). Failures live in the database, not in memory, so
// the limit holds however many API instances share it. All times are the database's now(),
// so instances with slightly different clocks agree.
//
// Two locks:
// - per address: maxFailures failures from one address inside the window lock that address;
// - per username, for addresses the username has never signed in from: every maxFailures
//   failures lock it again, for the window the first time and twice as long each time after
//   (up to a day). From an address it has signed in from before, the owner is never locked
//   out by someone else's failures.
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { loginFailures, signInAddresses } from "../../db/schema";

export type LockoutPolicy = { maxFailures: number; windowMinutes: number };
type Attempt = { username: string; ip: string };

/** How far back a username's failures count towards its growing lock. */
const MEMORY_MINUTES = 24 * 60;

const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${minutes}::int)`;
const secondsUntil = (minutes: number) => sql<string>`extract(epoch from (${loginFailures.createdAt} + make_interval(mins => ${minutes}::int) - now()))`;

/** Seconds left on the address's lock: until its maxFailures-th most recent failure leaves the window. */
async function addressLock(db: Db, policy: LockoutPolicy, ip: string) {
  const [row] = await db
    .select({ seconds: secondsUntil(policy.windowMinutes) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, minutesAgo(policy.windowMinutes))))
    .orderBy(desc(loginFailures.createdAt))
    .limit(1)
    .offset(policy.maxFailures - 1);
  return row ? Number(row.seconds) : 0;
}

/** Seconds left on the username's lock for this address: none from an address it signed in from. */
async function usernameLock(db: Db, policy: LockoutPolicy, attempt: Attempt) {
  const username = attempt.username.toLowerCase();
  const [known] = await db
    .select({ ip: signInAddresses.ip })
    .from(signInAddresses)
    .where(and(eq(signInAddresses.username, username), eq(signInAddresses.ip, attempt.ip)));
  if (known) return 0;
  const failures = await db
    .select({ age: sql<string>`extract(epoch from (now() - ${loginFailures.createdAt}))` })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, minutesAgo(MEMORY_MINUTES))))
    .orderBy(desc(loginFailures.createdAt));
  const rounds = Math.floor(failures.length / policy.maxFailures);
  if (rounds === 0) return 0;
  // The lock runs from the failure that completed the last round; later ones came after it ended.
  const secondsSince = Number(failures[failures.length % policy.maxFailures]!.age);
  const minutes = Math.min(policy.windowMinutes * 2 ** (rounds - 1), MEMORY_MINUTES);
  return minutes * 60 - secondsSince;
}

/** Minutes until sign-in is allowed again for this username from this address, or null when it is allowed. */
export async function lockedForMinutes(db: Db, policy: LockoutPolicy, attempt: Attempt) {
  const [byIp, byUser] = await Promise.all([addressLock(db, policy, attempt.ip), usernameLock(db, policy, attempt)]);
  const seconds = Math.max(byIp, byUser);
  return seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : null;
}

export async function recordLoginFailure(db: Db, policy: LockoutPolicy, attempt: Attempt) {
  await db.insert(loginFailures).values({ username: attempt.username.toLowerCase(), ip: attempt.ip });
  // Keeps the table small; rows older than both the window and the username's memory no longer matter.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, minutesAgo(Math.max(policy.windowMinutes * 2, MEMORY_MINUTES))));
}

/**
 * A successful sign-in wipes that username's failures (not the address's failures for other
 * names) and remembers the address as the owner's.
 */
export async function recordSignIn(db: Db, attempt: Attempt) {
  const username = attempt.username.toLowerCase();
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
  await db
    .insert(signInAddresses)
    .values({ username, ip: attempt.ip })
    .onConflictDoUpdate({ target: [signInAddresses.username, signInAddresses.ip], set: { lastAt: sql`now()` } });
}

export function lockoutMessage(minutes: number) {
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
