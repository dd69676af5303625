import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicApi } from "~/lib/api/request-session.server";
import { upstreamRefusal } from "~/lib/api/upstream.server";
import { apiSegments } from "~/lib/api/path";

/**
 * Media files live with the API; the web tool serves them from its own origin so that
 * pages need no third-party image host (and the CSP stays 'self').
 */
export async function loader(args: LoaderFunctionArgs) {
  const file = args.params["*"] ?? "";
  if (!/^[A-Za-z0-9._/-]+$/.test(file) || file.includes("..")) throw new Response("Not found", { status: 404 });
  let upstream: Response;
  try {
    const etag = args.request.headers.get("If-None-Match");
    upstream = await publicApi(args).send("GET", "/media/" + apiSegments(file), { outsideBase: true, headers: etag ? { "If-None-Match": etag } : {} });
  } catch {
    throw new Response("Media unavailable", { status: 503 });
  }
  if (!upstream.ok && upstream.status !== 304) return upstreamRefusal(upstream, "Not found");
  const headers = new Headers();
  for (const name of ["Content-Type", "Content-Length", "ETag", "Last-Modified", "Cache-Control", "Content-Disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "public, max-age=86400");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(upstream.body, { status: upstream.status, headers });
}
