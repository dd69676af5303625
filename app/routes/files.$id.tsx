import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicApi } from "~/lib/api/request-session.server";
import { fetchGeneratedFile } from "~/lib/api/reports.server";
import { plainText, upstreamRefusal } from "~/lib/api/upstream.server";

/** A generated PDF, streamed from the API. Its unguessable id is the permission (shared links). */
export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? "";
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(id)) return plainText("Not found", 404);
  const upstream = await fetchGeneratedFile(publicApi(args), id);
  if (!upstream) return plainText("The file service is unavailable right now. Please try again in a moment.", 503);
  if (!upstream.ok || !upstream.body) return upstreamRefusal(upstream, "This file has expired or doesn't exist.");
  const headers = new Headers({ "X-Content-Type-Options": "nosniff" });
  for (const name of ["Content-Type", "Content-Length", "Content-Disposition", "Cache-Control"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
