// Conditional requests for the pages that are the same for everyone (the public reports): the
// answer is held until it ends, named by a hash of its bytes (a weak ETag, as it is compressed
// on the way out), and a browser or CDN that already holds those bytes gets a 304 without them.
// Their HTML carries no per-request value (no scripts, so no nonce), so equal bytes mean an
// equal page. Answers over MAX_HELD bytes are passed through as they come, without an ETag.
//
// The same bytes are kept for as long as the page's own Cache-Control lets any cache keep them
// (max-age, 60 s for a report), in a bounded in-memory cache (at most CACHE_ENTRIES pages and
// CACHE_BYTES bytes, the least recently read leaving first), so a report shared to thousands
// costs one render a minute: a change to it shows within that minute, as through a CDN.
import crypto from "node:crypto";

const MAX_HELD = 16 * 1024 * 1024;
const CACHE_ENTRIES = 500;
const CACHE_BYTES = 32 * 1024 * 1024;

/** The rendered pages by URL: `{ body, etag, contentType, cacheControl, expires }`, least recently read first. */
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

/** Seconds a shared cache may keep a page with this Cache-Control, or 0. */
function sharedMaxAge(cacheControl) {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /no-store|private/.test(cacheControl)) return 0;
  return Number(cacheControl.match(/s-maxage=(\d+)/)?.[1] ?? cacheControl.match(/max-age=(\d+)/)?.[1] ?? 0);
}

/** Empties the cache (tests). */
export function clearPageCache() {
  cache.clear();
  cachedBytes = 0;
}

/** Answers from `entry`: a 304 when the client holds it, else its bytes. */
function answerCached(req, res, entry) {
  res.setHeader("Content-Type", entry.contentType);
  res.setHeader("Cache-Control", entry.cacheControl);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Server-Timing", 'cache;desc="hit"');
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    res.statusCode = 304;
    return res.end();
  }
  res.setHeader("Content-Length", entry.body.length);
  return res.end(entry.body);
}

/** Whether `ifNoneMatch` (a list of tags, or `*`) names `etag`, compared weakly (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Express middleware for the routes of `paths` (GET only: a HEAD answer has no bytes to name). */
export function conditionalPages(paths) {
  return (req, res, next) => {
    if (req.method !== "GET" || !paths.test(req.path)) return next();
    const key = req.originalUrl;
    const cached = cache.get(key);
    if (cached && cached.expires > Date.now()) {
      cache.delete(key);
      cache.set(key, cached);
      return answerCached(req, res, cached);
    }
    if (cached) forget(key);
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
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      const maxAge = sharedMaxAge(cacheControl);
      if (maxAge > 0 && !res.getHeader("Set-Cookie")) {
        remember(key, { body, etag, contentType: String(res.getHeader("Content-Type") ?? "text/html"), cacheControl, expires: Date.now() + maxAge * 1000 });
      }
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) res.removeHeader(name);
        return end.call(res, callback);
      }
      res.setHeader("Content-Length", body.length);
      return end.call(res, body, callback);
    };
    next();
  };
}
