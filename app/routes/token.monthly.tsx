import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { TokenPage } from "~/components/token-page";
import { tokenLinkLoader } from "~/lib/auth/token-login.server";

export const meta: MetaFunction = () => [{ title: "Logging In..." }];

/** The monthly report mail's link: /token/monthly?token=… signs in and opens /results. */
export function loader(args: LoaderFunctionArgs) {
  return tokenLinkLoader(args, new URL(args.request.url).searchParams.get("token"), "/results");
}

export default function MonthlyTokenLogin() {
  const { error } = useLoaderData<typeof loader>();
  return <TokenPage title="Logging In..." error={error} />;
}

export const ErrorBoundary = StandaloneErrorBoundary;
