// The one rule for URLs in logs, used by the web tool's access log and the API's request log:
// paths and queries that carry a secret (one-time tokens, a generated file's id, a signed
// archive id, a short link's code) are written without it, whatever the case of the path.
const SECRET_PATHS = [
  // A login link's token; /token/monthly carries its token in the query instead.
  /^(\/token\/)(?!monthly(?:[/?]|$))[^/?]+/i,
  // A generated PDF's id is the permission to download it (web /files/…, API /files/…).
  /^(\/files\/)[^/?]+/i,
  // A short link's code leads to such a file.
  /^(\/s\/)[^/?]+/i,
  // An invitation's token makes a seat of the brand (the join page, /team/join/…, and the API's
  // read of its link, /v1.3/team/join/…).
  /^(\/(?:v[\d.]+\/)?team\/join\/)[^/?]+/i,
  // A digest's unsubscribe link turns the brand's weekly digest off (/digest/unsubscribe/…).
  /^(\/digest\/unsubscribe\/)[^/?]+/i,
  // A usage-rights link grants or declines rights to a model's posts (the page, /rights/…, and
  // the API's read and answer, /v1.3/rights/…).
  /^(\/(?:v[\d.]+\/)?rights\/)[^/?]+/i,
];
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi;
// The signed id of an archive (web /report.zip?id=…, API /v1.3/report/zip?id=…).
const ARCHIVE = /^\/(?:v[\d.]+\/)?(?:report|content)[./]zip(?:[/?]|$)/i;

/** `url` (a path with its query) as it may be logged. */
export function redactUrl(url) {
  let safe = String(url);
  for (const pattern of SECRET_PATHS) safe = safe.replace(pattern, "$1[redacted]");
  safe = safe.replace(SECRET_QUERY, "$1[redacted]");
  if (ARCHIVE.test(safe)) safe = safe.replace(/([?&]id=)[^&#]*/gi, "$1[redacted]");
  return safe;
}
