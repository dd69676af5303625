// Signed-in pages kept per brand version (decision 0045). A brand reads the same pages again and
// again between its changes; rendering one costs the web tool twenty times a bare request. A
// page is kept when every answer of the API it was made from carried one brand version (the API's
// X-Brand-Version, which moves in the transaction of every change to the brand's rows), and is
// served again, for the same cookies, URL and host, within the same minute, after
// GET /users/me/version (one indexed lookup) says the version still holds. So a kept page is
// never older than the brand's last change, what depends on the clock is current within the
// minute, and a session that ended gets no kept page: its version call fails and the page is
// rendered (a redirect to the sign-in page).
//
// The page's one per-answer value is the nonce of its scripts (the Content-Security-Policy
// names it): each answer gets a fresh one in place of the kept page's. At most MAX_BYTES of
// pages are kept, the least recently read leaving first.
import crypto from "node:crypto";

const MINUTE = 60_000;
/** Headers that belong to one answer, never to a kept page. */
const OWN_HEADERS = new Set([
  "set-cookie",
  "date",
  "x-request-id",
  "server-timing",
  "content-length",
  "content-encoding",
  "vary",
  "etag",
  "transfer-encoding",
  "connection",
  "cache-control",
]);

/**
 * Express middleware, after the request seam of server.js (res.locals.loadContext).
 * `version(req, context)`: the brand version the session's API says now, or null (no session,
 * or a refusal). `maxBytes`: the bound of the pages kept.
 * @param {{ version: (req: import("express").Request, context: any) => Promise<string | null>, maxBytes: number }} options
 */
export function keptPages({ version, maxBytes }) {
  /** `{ version, minute, nonce, body, headers }` by key, least recently read first. */
  const pages = new Map();
  let bytes = 0;
  const forget = (key) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.body.length;
  };
  const remember = (key, page) => {
    forget(key);
    if (page.body.length * 4 > maxBytes) return;
    pages.set(key, page);
    bytes += page.body.length;
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return async (req, res, next) => {
    // Documents only: a client navigation's data, and anything sent, go to the routes as they come.
    if (req.method !== "GET" || !req.headers.cookie || req.path.endsWith(".data") || "_data" in req.query) return next();
    const context = res.locals.loadContext;
    const host = `${req.get("x-forwarded-proto") ?? ""}|${req.get("x-forwarded-host") ?? ""}|${req.get("host") ?? ""}`;
    const key = crypto.createHash("sha256").update(`${req.headers.cookie}\n${host}\n${req.originalUrl}`).digest("base64url");
    const minute = Math.floor(Date.now() / MINUTE);
    const kept = pages.get(key);
    if (kept && kept.minute === minute) {
      let current = null;
      try {
        current = await version(req, context);
      } catch {
        // The page is rendered, and says what went wrong.
      }
      if (current !== null && current === kept.version) {
        pages.delete(key);
        pages.set(key, kept);
        return answerKept(res, kept);
      }
    }
    if (kept) forget(key);
    capture(res, (body) => {
      const made = context.versions;
      const nonce = context.nonce;
      // A page with a cookie to set (a refreshed token, a flash read) is this answer's alone.
      if (res.statusCode !== 200 || res.getHeader("set-cookie") || !made?.version || made.unkept || !nonce) return;
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name));
      remember(key, { version: made.version, minute, nonce, body: body.toString("utf8"), headers });
    });
    next();
  };
}

/** Sends a kept page with a nonce of its own. */
function answerKept(res, page) {
  const nonce = crypto.randomBytes(16).toString("base64");
  const fresh = (value) => (typeof value === "string" ? value.split(page.nonce).join(nonce) : value);
  for (const [name, value] of page.headers) res.setHeader(name, Array.isArray(value) ? value.map(fresh) : fresh(value));
  res.statusCode = 200;
  res.end(fresh(page.body));
}

/** Copies the answer's bytes as they pass, and hands them to `done` once it ends. */
function capture(res, done) {
  const write = res.write;
  const end = res.end;
  const chunks = [];
  const copy = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? Buffer.from(chunk) : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
  };
  res.write = function (chunk, encoding, callback) {
    copy(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    copy(chunk, encoding);
    res.write = write;
    res.end = end;
    // After the headers are final: the seam adds a refreshed cookie as they are written.
    const ended = end.call(this, chunk, encoding, callback);
    try {
      done(Buffer.concat(chunks));
    } catch {
      // Keeping a page is never worth failing its answer.
    }
    return ended;
  };
}
