// The sign-in page's mails and reminders (forgotten password, forgotten username) are bounded
// per name and per address, in the database so that the bound holds across API instances:
// nobody can flood a brand's inbox, or walk through names from one address.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { mailRequests } from "../../db/schema";

export type MailLimits = { perNamePerHour: number; perAddressPerHour: number };
export const MAIL_LIMIT_MESSAGE = "Too many requests for this sign-in help. Please check your inbox, or try again in an hour.";

const lastHour = sql`now() - interval '1 hour'`;

async function countSince(db: Db, key: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mailRequests)
    .where(and(eq(mailRequests.key, key), gt(mailRequests.createdAt, lastHour)));
  return row?.n ?? 0;
}

/** Counts one request for `name` (e.g. "forgot:demo") from `ip`; false when either is over its bound this hour. */
export async function allowMailRequest(db: Db, limits: MailLimits, name: string, ip: string) {
  const address = `address:${ip}`;
  const [byName, byAddress] = await Promise.all([countSince(db, name), countSince(db, address)]);
  if (byName >= limits.perNamePerHour || byAddress >= limits.perAddressPerHour) return false;
  await db.insert(mailRequests).values([{ key: name }, { key: address }]);
  return true;
}

/** Rows older than the hour no longer count (the sweep calls this). */
export async function forgetOldMailRequests(db: Db) {
  return db.delete(mailRequests).where(lt(mailRequests.createdAt, lastHour)).returning({ id: mailRequests.id });
}
