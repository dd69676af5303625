// Conditional requests for the pages that are the same for everyone (the public reports): the
// answer is held until it ends, named by a hash of its bytes (a weak ETag, as it is compressed
// on the way out), and a browser or CDN that already holds those bytes gets a 304 without them.
// Their HTML carries no per-request value (no scripts, so no nonce), so equal bytes mean an
// equal page. Answers over MAX_HELD bytes are passed through as they come, without an ETag.
import crypto from "node:crypto";

const MAX_HELD = 16 * 1024 * 1024;

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
