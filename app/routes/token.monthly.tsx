import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TokenPage } from "~/components/token-page";
import { tokenErrorText } from "~/lib/auth/schemas";
import { loginWithToken } from "~/lib/auth/token-login.server";

export const meta: MetaFunction = () => [{ title: "Logging In..." }];

/** The monthly report mail's link: /token/monthly?token=… signs in and opens /results. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return data({ error: tokenErrorText }, { status: 400 });
  const outcome = await loginWithToken(request, context, token, "/results");
  if (outcome.response) return outcome.response;
  return data({ error: outcome.error }, { status: 401, headers: { "Cache-Control": "no-store" } });
}

export default function MonthlyTokenLogin() {
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
