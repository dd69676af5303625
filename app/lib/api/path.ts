// API paths are built with `apiPath`, never by pasting values into a string: each value becomes
// exactly one encoded path segment, so no value (a route parameter, an id from a form) can
// change which call is made. `/offer/apply/csv/..%2F..%2Fhealth%3Fprobe%3Dx%23/selected` once made
// the web tool call `GET /health?probe=x` with the brand's token. tests/unit/app/lib/api/path.test.ts
// keeps every template literal handed to the API client tagged with it.

/** A value that would be one path segment of an API path, or why it cannot be. */
function segment(value: string | number): string {
  const text = String(value);
  // "." and ".." (however encoded) are read as steps up or across by URL parsing.
  if (text === "" || text === "." || text === "..") throw new RangeError(`not a path segment: "${text}"`);
  return encodeURIComponent(text);
}

/** `apiPath\`/deals/${offerId}/applicants\``: the template's own text as written, each value encoded as one segment. */
export function apiPath(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  let path = strings[0]!;
  values.forEach((value, i) => {
    path += segment(value) + strings[i + 1]!;
  });
  return path;
}

/** A path of several segments (a stored media file's `dir/name.jpg`), each checked and encoded as `apiPath` does. */
export function apiSegments(path: string): string {
  return path.split("/").map(segment).join("/");
}
