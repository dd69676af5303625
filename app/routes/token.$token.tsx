import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TokenPage } from "~/components/token-page";
import { loginWithToken } from "~/lib/auth/token-login.server";

export const meta: MetaFunction = () => [{ title: "Logging In..." }];

/**
 * A login link: the server exchanges the one-time token and redirects, so it works without
 * JS. `?redirect=monthly` opens the monthly results instead of the dashboard.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const target = new URL(request.url).searchParams.get("redirect") === "monthly" ? "/results" : "/";
  const outcome = await loginWithToken(request, context, params.token ?? "", target);
  if (outcome.response) return outcome.response;
  return data({ error: outcome.error }, { status: 401, headers: { "Cache-Control": "no-store" } });
}

export default function TokenLogin() {
  const { error } = useLoaderData<typeof loader>();
  return <TokenPage title="Logging In..." error={error} />;
}

export function ErrorBoundary() {
  return (
    <main className="page page--center">
      <GeneralErrorBoundary />
    </main>
  );
}
