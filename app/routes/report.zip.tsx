import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicApi } from "~/lib/api/request-session.server";
import { fetchContentArchive } from "~/lib/api/reports.server";
import { plainText, upstreamRefusal } from "~/lib/api/upstream.server";

/**
 * The link report/zip?id=…: the content archive (docs/product/results.md#content-archive), streamed from the API as it is
 * made. The signed id is the permission, so a session is not needed.
 */
export async function loader(args: LoaderFunctionArgs) {
  const id = new URL(args.request.url).searchParams.get("id");
  if (!id) return plainText("This download link is missing its id.", 400);
  const upstream = await fetchContentArchive(publicApi(args), id);
  if (!upstream.ok || !upstream.body) {
    const body = (await upstream.json().catch(() => null)) as { message?: string } | null;
    return upstreamRefusal(upstream, body?.message ?? "The content archive could not be made. Please try again.", [400]);
  }
  const headers = new Headers({ "X-Content-Type-Options": "nosniff" });
  for (const name of ["Content-Type", "Content-Disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
