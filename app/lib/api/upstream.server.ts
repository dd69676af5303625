// Files the web tool passes through from the API (media, generated PDFs, content archives):
// how a plain answer and a refused one reach the browser.

export function plainText(message: string, status: number, headers: Record<string, string> = {}) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/**
 * A failed upstream answer as the browser gets it. The API's 429 passes through with its
 * Retry-After: the limit is this visitor's own (the API counts by the browser's address), so
 * it is no fault of the server's. A 404 stays a 404; anything else is a 502 with `message`.
 */
export function upstreamRefusal(upstream: Response, message: string, passStatuses: number[] = [404]) {
  if (upstream.status === 429) {
    return plainText("Too many requests. Please wait a moment and try again.", 429, { "Retry-After": upstream.headers.get("Retry-After") ?? "60" });
  }
  return plainText(message, passStatuses.includes(upstream.status) ? upstream.status : 502);
}
