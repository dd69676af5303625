/**
 * A redirect target taken from a URL must stay on this site: a path that starts with one
 * slash. Anything else (absolute URLs, //host, backslashes, control characters, encoded
 * variants of those) falls back to `fallback`.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const target = to.trim();
  if (!target.startsWith("/") || target.length > 2048) return fallback;
  let decoded = target;
  try {
    // Decode repeatedly so that %2F%2F, %5C and double encodings are judged as browsers would.
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  for (const candidate of [target, decoded]) {
    if (candidate.startsWith("//") || candidate.includes("\\")) return fallback;
    // Control characters and whitespace are dropped or rewritten by some browsers.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    if (/[\u0000-\u001f\u007f\s]/.test(candidate)) return fallback;
  }
  try {
    const url = new URL(target, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
