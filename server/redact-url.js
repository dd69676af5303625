/** Token pages carry one-time tokens in the path or the query; logs show neither. */
export function redactUrl(url) {
  return url
    .replace(/^\/token\/(?!monthly(?:[/?]|$))[^/?]+/, "/token/[redacted]")
    .replace(/([?&](?:token|access_token|refresh_token)=)[^&]*/gi, "$1[redacted]");
}
