// /s/{code}: a short link a brand copied or mailed (a PDF's 7-day link), on the web tool's own
// origin. The API's shortener keeps the codes; this asks it where one leads and sends the
// visitor there. No session: the unguessable code is the permission, as for /files/{id}.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { publicApi } from "~/lib/api/request-session.server";
import { ApiError } from "~/lib/api/client.server";
import { resolveShortLink } from "~/lib/api/reports.server";
import { plainText } from "~/lib/api/upstream.server";
import { publicOrigin } from "~/lib/env.server";
import { safeRedirect } from "~/lib/safe-redirect";

const GONE = "This link has expired or doesn't exist.";

export async function loader(args: LoaderFunctionArgs) {
  const code = args.params.code ?? "";
  if (!/^[A-Za-z0-9_-]{4,64}$/.test(code)) return plainText(GONE, 404);
  let target: string | null;
  try {
    target = await resolveShortLink(publicApi(args), code);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return plainText("Too many requests. Please wait a moment and try again.", 429, { "Retry-After": "60" });
    return plainText("The link service is unavailable right now. Please try again in a moment.", 503);
  }
  if (!target) return plainText(GONE, 404);
  // The shortener keeps only links to this product: the visitor stays on this site, at the
  // same path (the API's /files/{id} is the web tool's /files/{id} too).
  const url = new URL(target, publicOrigin(args.request));
  return redirect(safeRedirect(url.pathname + url.search));
}
