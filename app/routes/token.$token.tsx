import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { TokenPage } from "~/components/token-page";
import { tokenLinkLoader } from "~/lib/auth/token-login.server";

export const meta: MetaFunction = () => [{ title: "Logging In..." }];

/**
 * A login link: the server exchanges the one-time token and redirects, so it works without
 * JS. `?redirect=monthly` opens the monthly results instead of the dashboard.
 */
export function loader(args: LoaderFunctionArgs) {
  return tokenLinkLoader(args, args.params.token, new URL(args.request.url).searchParams.get("redirect") === "monthly" ? "/results" : "/");
}

export default function TokenLogin() {
  const { error } = useLoaderData<typeof loader>();
  return <TokenPage title="Logging In..." error={error} />;
}

export const ErrorBoundary = StandaloneErrorBoundary;
