// Conditional requests for the pages that are the same for everyone (the public reports): the
// answer is held until it ends, named by a hash of its bytes (a weak ETag, as it is compressed
// on the way out), and a browser or CDN that already holds those bytes gets a 304 without them.
// Their HTML carries no per-request value (no scripts, so no nonce), so equal bytes mean an
// equal page. Answers over MAX_HELD bytes are passed through as they come, without an ETag.
//
// A page with a version (a shared report's, asked of the API on every visit: one indexed
// lookup) is also kept, in a bounded in-memory cache keyed by its URL and that version, for as
// long as its own Cache-Control lets a shared cache keep it (a minute for a report). A link the
// brand takes back has no version, so it is rendered (a 404) at once; a report whose row
// changes has a new version, so it is rendered again; its posts show within the minute, as
// through a CDN. At most CACHE_ENTRIES pages and CACHE_BYTES bytes, the least recently read
// leaving first.
import crypto from "node:crypto";

const MAX_HELD = 16 * 1024 * 1024;
const CACHE_ENTRIES = 500;
const CACHE_BYTES = 32 * 1024 * 1024;
/** Headers that belong to one answer, never to a kept page. */
const OWN_HEADERS = new Set(["set-cookie", "date", "x-request-id", "server-timing", "content-length", "etag", "transfer-encoding", "connection"]);

/** Kept pages by URL: `{ version, body, etag, headers, expires }`, least recently read first. */
const cache = new Map();
let cachedBytes = 0;

function forget(key) {
  const entry = cache.get(key);
  if (!entry) return;
  cache.delete(key);
  cachedBytes -= entry.body.length;
}

function remember(key, entry) {
  forget(key);
  if (entry.body.length > CACHE_BYTES / 4) return;
  cache.set(key, entry);
  cachedBytes += entry.body.length;
  for (const oldest of cache.keys()) {
    if (cache.size <= CACHE_ENTRIES && cachedBytes <= CACHE_BYTES) break;
    forget(oldest);
  }
}

/** Empties the cache (tests). */
export function clearPageCache() {
  cache.clear();
  cachedBytes = 0;
}

/** Seconds a shared cache may keep an answer with this Cache-Control, or 0. */
export function sharedMaxAge(cacheControl) {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /no-store|no-cache|private/.test(cacheControl)) return 0;
  return Number(cacheControl.match(/s-maxage=(\d+)/)?.[1] ?? cacheControl.match(/max-age=(\d+)/)?.[1] ?? 0);
}

/** Answers from a kept page: a 304 when the client holds it, else its bytes. */
function answerKept(req, res, entry) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Server-Timing", 'cache;desc="hit"');
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    res.statusCode = 304;
    for (const name of ["Content-Type", "Content-Length"]) res.removeHeader(name);
    return res.end();
  }
  res.statusCode = 200;
  return res.end(entry.body);
}

/** Whether `ifNoneMatch` (a list of tags, or `*`) names `etag`, compared weakly (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Express middleware for the routes of `paths` (GET only: a HEAD answer has no bytes to name).
 * `version(req, res)` names the version of a page that may be kept (a promise of a string), or
 * null for a page that may not.
 * @param {RegExp} paths
 * @param {{ version?: (req: import("express").Request, res: import("express").Response) => Promise<string | null> | string | null }} [options]
 */
export function conditionalPages(paths, { version = () => null } = {}) {
  return (req, res, next) => {
    if (req.method !== "GET" || !paths.test(req.path)) return next();
    Promise.resolve(version(req, res)).then(
      (current) => {
        const key = req.originalUrl;
        const kept = cache.get(key);
        if (kept && current && kept.version === current && kept.expires > Date.now()) {
          cache.delete(key);
          cache.set(key, kept);
          return answerKept(req, res, kept);
        }
        if (kept) forget(key);
        hold(req, res, current ? (entry) => remember(key, { ...entry, version: current }) : null);
        next();
      },
      (error) => next(error),
    );
  };
}

/** Holds the answer until it ends, to name it by an ETag (and hand it to `keep`, when given). */
function hold(req, res, keep) {
  const write = res.write;
  const end = res.end;
  let held = [];
  let size = 0;
  const passThrough = () => {
    res.write = write;
    res.end = end;
    const chunks = held;
    held = null;
    for (const chunk of chunks) write.call(res, chunk);
  };
  res.write = function (chunk, encoding, callback) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
    held.push(bytes);
    size += bytes.length;
    if (size > MAX_HELD) passThrough();
    if (typeof encoding === "function") encoding();
    else if (typeof callback === "function") callback();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (chunk) res.write(chunk, typeof encoding === "string" ? encoding : undefined);
    if (held === null) return end.call(res, callback);
    res.write = write;
    res.end = end;
    const body = Buffer.concat(held);
    if (res.statusCode !== 200) return end.call(res, body, callback);
    const etag = `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    res.setHeader("ETag", etag);
    const maxAge = sharedMaxAge(String(res.getHeader("Cache-Control") ?? ""));
    if (keep && maxAge > 0 && !res.getHeader("Set-Cookie")) {
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name));
      keep({ body, etag, headers, expires: Date.now() + maxAge * 1000 });
    }
    if (matchesEtag(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) res.removeHeader(name);
      return end.call(res, callback);
    }
    res.setHeader("Content-Length", body.length);
    return end.call(res, body, callback);
  };
}
