// Links a brand copies or mails (the applicant PDF's, the results PDF's): always on the web
// tool's public origin (PUBLIC_URL), never the API's host.
/** The short code in a link of the API's shortener (`…/s/{code}`), or null. */
export function shortCode(link: string | undefined | null): string | null {
  if (!link) return null;
  try {
    return /^\/s\/([A-Za-z0-9_-]{4,64})$/.exec(new URL(link).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * A link a brand copies or mails, on the web tool's public origin: a short link of
 * the API's becomes `{origin}/s/{code}` (the web tool's /s route resolves it), a link already
 * on that origin stays; anything else is null (never another host, never a javascript: URL).
 */
export function shareLink(link: string | undefined | null, origin: string): string | null {
  const code = shortCode(link);
  if (code) return `${origin}/s/${code}`;
  try {
    const url = new URL(link ?? "");
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}
