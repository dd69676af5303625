import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { PageNotFound } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Page Not Found" }];

export function loader() {
  return data(null, { status: 404 });
}

/** Any path the spec does not list (inside the protected layout, like every page). */
export default function NotFound() {
  return <PageNotFound />;
}
