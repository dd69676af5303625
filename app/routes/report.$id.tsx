import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { PublicReport } from "~/components/public-report";
import { publicApi } from "~/lib/api/request-session.server";
import { loadPublicReport } from "~/lib/api/reports.server";
import stylesheet from "~/styles/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** A read-only page (links, CSS scroll-snap): no JavaScript is sent (app/root.tsx). */
export const handle = { hydrate: false };
type PageData = { report: { report: { title: string } } | null } | undefined;
export const meta: MetaFunction<typeof loader> = ({ data: page }: { data: PageData }) => [{ title: page?.report ? page.report.report.title : "Report" }];

/** Public and shareable, no session: the results report (types monthly, offer and group; docs/product/results.md#shared-reports). Cacheable by a CDN. */
export async function loader(args: LoaderFunctionArgs) {
  const result = await loadPublicReport(publicApi(args), args.params.id ?? "");
  return data(result.body, { status: result.status, headers: { "Cache-Control": result.cache } });
}

export const headers: HeadersFunction = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

export default function ReportPage() {
  const { report, error } = useLoaderData<typeof loader>();
  return <PublicReport report={report} error={error} />;
}

export const ErrorBoundary = StandaloneErrorBoundary;
