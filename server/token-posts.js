// Posts whose credential is an unguessable token in their own path, not the browser's session:
// the weekly digest's unsubscribe link (/digest/unsubscribe/{token}). Mail clients post to it for
// RFC 8058's one-click unsubscribe from no page of ours, with no cookie and perhaps another
// site's Origin, so neither the Origin check (server.js) nor the CSRF cookie check
// (server/body-gate.js) applies to it, and its page asks for no CSRF token. A forged post from
// another site would need the token, and whoever holds the token may make the post anyway.
// docs/decisions/0043-a-token-in-the-path-is-the-credential-of-its-post.md

const TOKEN_POST_PATHS = [/^\/digest\/unsubscribe\/[^/]+\/?$/i];

/**
 * @param {string} path the request's path, without its query
 * @returns {boolean} whether a post to it is let through without the session's CSRF checks
 */
export function isTokenPost(path) {
  return TOKEN_POST_PATHS.some((pattern) => pattern.test(path));
}
