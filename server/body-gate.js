// Every post passes here before any route reads its body (server.js): one without the CSRF
// cookie that every form pairs with is refused unread, a multipart one needs a session
// cookie too (neither for a post whose credential is a token in its path: token-posts.js),
// and a body is bounded while it streams in, whatever Content-Length says
// (chunked bodies have none): small forms at MAX_FORM_BYTES, uploads at MAX_UPLOAD_BYTES.
// Whatever a route leaves unread once it has answered is dropped, bounded (boundBody).
import { MAX_FORM_BYTES, MAX_UPLOAD_BYTES, UPLOAD_PATHS } from "./limits.js";
import { isTokenPost } from "./token-posts.js";
import { passed } from "../common/collect.js";

export const CSRF_MESSAGE = "This form has expired. Please reload the page and try again.";
export const TOO_LARGE_MESSAGE = "This form is too large to send. Please shorten it and try again.";
export const UNREADABLE_MESSAGE = "This form could not be read. Please reload the page and try again.";

/** The bodies a form sends: a post of any other type (JSON, plain text, none) is no form of ours. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

const hasCookie = (req, name) => new RegExp(`(?:^|;\\s*)${name}=[^;]`).test(req.headers.cookie ?? "");

/**
 * What is left of a body once its answer is out is dropped as it arrives (a lingering close,
 * as nginx does): a browser reads the answer only once it has sent its whole post, and a
 * reset instead would leave it without one. Up to what a browser may rightly send (an
 * upload's cap) and for LINGER_MS after the answer; then the connection is closed, so a
 * client that never stops costs no more than that. Dropped bytes are not kept.
 */
export const LINGER_BYTES = MAX_UPLOAD_BYTES;
export const LINGER_MS = 30_000;

/**
 * Counts the body as the HTTP parser hands it over (req.push), passes at most `limit` bytes of
 * it to the route, and, once the answer is out (or the body is over its bound), drops the rest.
 */
function boundBody(req, res, limit) {
  let seen = 0;
  let dropped = 0;
  let timer = null;
  const push = req.push;
  const drop = () => {
    if (timer) return;
    timer = setTimeout(() => req.socket?.destroy(), LINGER_MS);
    timer.unref();
    // The route may have stopped reading with the socket paused: take the rest off the wire.
    req.socket?.resume();
  };
  req.push = function (chunk, encoding) {
    if (chunk === null) {
      if (timer) clearTimeout(timer);
      return push.call(this, chunk, encoding);
    }
    seen += chunk.length;
    passed(chunk.length);
    if (!timer && seen <= limit) return push.call(this, chunk, encoding);
    if (!res.headersSent) answer(res, 413, TOO_LARGE_MESSAGE);
    drop();
    if ((dropped += chunk.length) > LINGER_BYTES) req.socket?.destroy();
    return true;
  };
  res.on("finish", () => {
    if (!req.complete) drop();
  });
}

function answer(res, status, message) {
  if (res.headersSent) return;
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(message);
}

/** Express middleware. */
export function bodyGate(req, res, next) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const multipart = (req.headers["content-type"] ?? "").startsWith("multipart/form-data");
  // Only a multipart post carries files: any other post to an upload page is a small form.
  const upload = multipart && UPLOAD_PATHS.some((pattern) => pattern.test(req.path));
  boundBody(req, res, upload ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES);
  if (!isTokenPost(req.path) && (!hasCookie(req, "csrf") || (multipart && !hasCookie(req, "__session")))) return answer(res, 403, CSRF_MESSAGE);
  if (!FORM_TYPE.test(req.headers["content-type"] ?? "")) return answer(res, 400, UNREADABLE_MESSAGE);
  // An upload that says it is too big is answered by its page, unread, with the field's
  // message (app/lib/uploads/read.server.ts); any other form that does is refused here.
  if (!upload && Number(req.headers["content-length"]) > MAX_FORM_BYTES) return answer(res, 413, TOO_LARGE_MESSAGE);
  next();
}
