const SITE = "http://site.invalid";

/**
 * A redirect target taken from a URL must stay on this site: a path that starts with one
 * slash. Anything else (absolute URLs, //host, backslashes, control characters, encoded
 * variants of those) falls back to `fallback`. The path is judged twice: as given, and as it
 * is once normalised and sent, because dot segments turn `/..//host` or `/%2e%2e//host` into
 * the protocol-relative `//host`.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const target = to.trim();
  if (!isSitePath(target)) return fallback;
  try {
    const url = new URL(target, SITE);
    if (url.origin !== SITE) return fallback;
    const normalised = url.pathname + url.search + url.hash;
    return isSitePath(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}

/** A path of this site, as given and once decoded (up to three times, for double encodings). */
function isSitePath(path: string) {
  if (!path.startsWith("/") || path.length > 2048) return false;
  let decoded = path;
  try {
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return false;
  }
  return [path, decoded].every(
    (candidate) =>
      !candidate.startsWith("//") &&
      !candidate.includes("\\") &&
      // Control characters and whitespace are dropped or rewritten by some browsers.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      !/[\u0000-\u001f\u007f\s]/.test(candidate),
  );
}
