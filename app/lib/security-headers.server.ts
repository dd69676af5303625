/** Public report pages may be embedded by other sites; nothing else may be framed. */
export function isEmbeddable(pathname: string) {
  return /^\/(report|static)\//.test(pathname);
}

/** Pages that load the card or bank provider's scripts. */
function providerSources(pathname: string) {
  if (/^\/billing\/card\/?$/.test(pathname) && process.env.STRIPE_PUBLISHABLE_KEY) {
    return { script: " https://js.stripe.com", frame: " https://js.stripe.com https://hooks.stripe.com", connect: " https://api.stripe.com" };
  }
  if (/^\/billing\/account\/?$/.test(pathname) && process.env.PLAID_CLIENT_ID) {
    return { script: " https://cdn.plaid.com", frame: " https://cdn.plaid.com", connect: " https://*.plaid.com" };
  }
  return { script: "", frame: "", connect: "" };
}

/** The origin of the wizard's map tiles (MAP_TILE_URL), allowed as images on its pages only. */
function tileSource(pathname: string) {
  if (!/^\/offers\/create\b/.test(pathname)) return "";
  try {
    const url = process.env.MAP_TILE_URL?.trim();
    return url && /^https?:/.test(url) ? ` ${new URL(url.replace(/[{}]/g, "")).origin}` : "";
  } catch {
    return "";
  }
}

export function securityHeaders(nonce: string, pathname: string, dev = false): Record<string, string> {
  const provider = providerSources(pathname);
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${provider.script}`,
    "style-src 'self'",
    `img-src 'self' data: blob:${tileSource(pathname)}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${provider.connect}${dev ? " ws://localhost:* ws://127.0.0.1:*" : ""}`,
    `frame-src 'self'${provider.frame}`,
    // The door list's service worker (public/door-sw.js): 'strict-dynamic' leaves workers out.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${isEmbeddable(pathname) ? "*" : "'none'"}`,
  ].join("; ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` on form posts,
    // which Remix rightly refuses as a possible CSRF. Other sites still get no referrer.
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (!isEmbeddable(pathname)) headers["X-Frame-Options"] = "DENY";
  return headers;
}
