// The one Origin check of the web tool (server.js runs it before any route): a form posted
// from another site is refused. `Origin: null` (privacy settings, some redirects) and a
// missing Origin are left to the CSRF token that every form carries.

/**
 * @param {string | undefined} origin the request's Origin header
 * @param {string | undefined} host the host the browser addressed (X-Forwarded-Host first, then Host)
 * @returns {boolean} whether the post comes from another site
 */
export function isCrossSite(origin, host) {
  if (!origin || origin === "null") return false;
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return !host || originHost !== host;
}
