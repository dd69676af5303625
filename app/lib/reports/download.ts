// The download buttons of the monthly results page (docs/product/results.md#report-pdf): texts and
// paths the page shows. The forms' schemas (download, renew-link, pdf-check .schema.server.ts) stay
// off the browser.
/**
 * How long a taken-back report link may still be served from a cache: the public report's
 * `s-maxage` plus its `stale-while-revalidate` (PUBLIC_REPORT_CACHE), said on the Share panel.
 */
export const REPORT_LINK_GRACE = "5 minutes";

export const pdfErrorTitle = "An error occurred while generating the report!";
export const pdfErrorHint = "Please try again";

export function pdfMailMessage(email: string): string {
  return `Report is over 25MB - compressed version will be emailed to ${email} when completed.`;
}

/** The rendering message stays at least 2 s when rendering took under 1 s, so it doesn't flash. */
export function renderingMessageDelay(renderMs: number): number {
  return renderMs < 1000 ? Math.max(0, 2000 - renderMs) : 0;
}

/** The API's file URL ({apiPublicUrl}/files/{id}) as the web tool's own download route. */
export function webFilePath(apiFileUrl: string): string | null {
  try {
    const match = /^\/files\/([A-Za-z0-9_-]{10,100})$/.exec(new URL(apiFileUrl).pathname);
    return match ? `/files/${match[1]}` : null;
  } catch {
    return null;
  }
}

/** report/zipSign's URL as the web tool's /report/zip route (same id query). */
export function webZipPath(apiZipUrl: string): string | null {
  try {
    const url = new URL(apiZipUrl);
    const id = url.searchParams.get("id");
    return url.pathname.endsWith("/report/zip") && id ? `/report/zip?id=${encodeURIComponent(id)}` : null;
  } catch {
    return null;
  }
}
