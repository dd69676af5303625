// The link shortener (docs/product/results.md#short-links): short codes kept in short_links, expiring
// after 7 days (the PDF link's lifetime).
import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db";
import { shortLinks } from "../../db/schema";

export const LINK_TTL_DAYS = 7;

/**
 * A code is the only key to what it leads to (a PDF's /files/{id}, names and photos of
 * applicants), so it has as many random bits as a report's id: 128 (22 base64url characters).
 * Codes made before, of 48 bits, keep working until they expire.
 */
export const CODE_BYTES = 16;

/** A new code for `url`, for 7 days from `now` unless it must end sooner (`expiresAt`: with the file it leads to). */
export async function shortenLink(db: Db, url: string, now = new Date(), expiresAt = new Date(now.getTime() + LINK_TTL_DAYS * 86_400_000)) {
  const code = randomBytes(CODE_BYTES).toString("base64url");
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
