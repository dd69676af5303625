// Taking a generated PDF's share link back (docs/product/applicants.md#renewing-the-link), as a brand takes a report's link back
// (renewReportLink in report.ts). The PDF service: the applicant export answers with a
// short link to its file; renewing gives the file a new id and a new short link, and its old id
// and every short link to it answer "expired or doesn't exist" from then on.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { files, shortLinks } from "../../db/schema";
import { newFileId } from "./generated-files";
import { shortenLink } from "./short-links";

/**
 * Renews the share link of the brand's unexpired file `id`; null when it isn't the brand's, is
 * unknown or has expired (a 404 to the caller).
 *
 * The stored bytes stay where they are (the row's `path`), so nothing is copied. The new link
 * ends when the file does (the PDF's link lasts 7 days from the export): a renewal
 * takes a link back, it doesn't keep applicants' names and photos longer than the 7 days
 * docs/data-retention.md promises, and the sweep still removes file and link together.
 */
export async function renewFileLink(db: Db, urls: { publicUrl: string; apiPublicUrl: string }, businessId: number, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const fresh = newFileId();
    const [row] = await tx
      .update(files)
      .set({ id: fresh })
      .where(and(eq(files.id, id), eq(files.businessId, businessId), gt(files.expiresAt, now)))
      .returning({ expiresAt: files.expiresAt });
    if (!row) return null;
    // Every code that led to the old id, whichever origin it was made on (the export's, the
    // web tool's POST /s). A scan of short_links: renewals are rare and the table holds 7 days.
    const suffix = `/files/${id}`;
    await tx.delete(shortLinks).where(sql`right(${shortLinks.url}, ${suffix.length}) = ${suffix}`);
    // Through the web tool, as the export's own link (applicants-pdf/export.ts).
    const { code, expiresAt } = await shortenLink(tx, `${urls.publicUrl}/files/${fresh}`, now, row.expiresAt);
    return { id: fresh, url: `${urls.apiPublicUrl}/files/${fresh}`, page_url: `${urls.apiPublicUrl}/s/${code}`, expires_at: expiresAt.toISOString() };
  });
}
