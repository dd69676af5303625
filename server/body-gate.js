// Every post passes here before any route reads its body (server.js): one without the CSRF
// cookie that every form pairs with is refused unread, a multipart one needs a session
// cookie too, and a body is bounded while it streams in, whatever Content-Length says
// (chunked bodies have none): small forms at MAX_FORM_BYTES, uploads at MAX_UPLOAD_BYTES.
import { MAX_FORM_BYTES, MAX_UPLOAD_BYTES, UPLOAD_PATHS } from "./limits.js";

export const CSRF_MESSAGE = "This form has expired. Please reload the page and try again.";
export const TOO_LARGE_MESSAGE = "This form is too large to send. Please shorten it and try again.";
export const UNREADABLE_MESSAGE = "This form could not be read. Please reload the page and try again.";

/** The bodies a form sends: a post of any other type (JSON, plain text, none) is no form of ours. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

const hasCookie = (req, name) => new RegExp(`(?:^|;\\s*)${name}=[^;]`).test(req.headers.cookie ?? "");

/**
 * Answers now and drops the rest of the body unread: it is discarded as it arrives, so the
 * client reads the answer instead of a reset (closing at once would reset a client still
 * sending). The server's request timeout ends a client that never stops.
 */
function refuse(req, res, status, message) {
  if (!res.headersSent) {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end(message);
  }
  req.resume();
}

/** Express middleware. */
export function bodyGate(req, res, next) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const multipart = (req.headers["content-type"] ?? "").startsWith("multipart/form-data");
  if (!hasCookie(req, "csrf") || (multipart && !hasCookie(req, "__session"))) return refuse(req, res, 403, CSRF_MESSAGE);
  if (!FORM_TYPE.test(req.headers["content-type"] ?? "")) return refuse(req, res, 400, UNREADABLE_MESSAGE);
  // Only a multipart post carries files: any other post to an upload page is a small form.
  const upload = multipart && UPLOAD_PATHS.some((pattern) => pattern.test(req.path));
  const limit = upload ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES;
  // An upload that says it is too big is answered by its page, unread, with the field's
  // message (app/lib/uploads/read.server.ts); any other form that does is refused here.
  if (!upload && Number(req.headers["content-length"]) > limit) return refuse(req, res, 413, TOO_LARGE_MESSAGE);
  // Count what really arrives: the HTTP parser hands each chunk of the body to push().
  // Past the bound, chunks are dropped: the route reading the body waits until the
  // connection closes, and its answer is the 413 already sent.
  let seen = 0;
  const push = req.push;
  req.push = function (chunk, encoding) {
    if (chunk) seen += chunk.length;
    if (seen <= limit) return push.call(this, chunk, encoding);
    if (!res.headersSent) refuse(req, res, 413, TOO_LARGE_MESSAGE);
    return true;
  };
  next();
}
