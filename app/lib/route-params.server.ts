// Route parameters are parsed by their type at the edge: an id is digits, and anything else is
// the 404 page before a loader or action asks the API anything (the API paths themselves are
// built with apiPath, app/lib/api/path.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";

/** A route's id parameter (a positive whole number), or the 404 page. */
export function idParam(params: LoaderFunctionArgs["params"], name: string): number {
  const value = params[name] ?? "";
  // A Response, not data(): resource routes (a CSV, the print view) answer it as it is, and
  // a page's boundary shows Page Not Found for a 404 without a message.
  if (!/^[1-9]\d{0,14}$/.test(value)) throw new Response(null, { status: 404 });
  return Number(value);
}
