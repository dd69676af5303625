// The link shortener of SPEC §7 "Other services": short codes kept in short_links, expiring
// after 7 days (the PDF link's lifetime, SPEC §9).
import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db";
import { shortLinks } from "../../db/schema";

export const LINK_TTL_DAYS = 7;

export async function shortenLink(db: Db, url: string, now = new Date()) {
  const code = randomBytes(6).toString("base64url");
  const expiresAt = new Date(now.getTime() + LINK_TTL_DAYS * 86_400_000);
  await db.insert(shortLinks).values({ code, url, expiresAt });
  return { code, expiresAt };
}

/** The target of an unexpired code, or null. */
export async function resolveLink(db: Db, code: string, now = new Date()) {
  const [row] = await db
    .select({ url: shortLinks.url })
    .from(shortLinks)
    .where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, now)));
  return row?.url ?? null;
}
