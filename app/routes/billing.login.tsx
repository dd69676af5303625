import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TokenPage } from "~/components/token-page";
import { exchangeOneTimeToken } from "~/lib/api/auth.server";
import { ApiError, clientIpOf } from "~/lib/api/client.server";
import { tokenErrorText } from "~/lib/auth/schemas";
import { commitSession, getSession } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Logging In..." }];

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/**
 * The mobile app's billing link (/billing/login/?token=…): signs in with the one-time
 * token, says so, then opens /billing (a Refresh header, so it works without JS too).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const noStore = { "Cache-Control": "no-store" };
  if (!token) return data({ ok: false, error: tokenErrorText }, { status: 400, headers: noStore });
  try {
    const tokens = await exchangeOneTimeToken(token, clientIpOf(context));
    const session = await getSession(request);
    session.set("accessToken", tokens.accessToken);
    session.set("refreshToken", tokens.refreshToken);
    session.unset("businessId"); // this token may be another business's than the session's
    // The Refresh header opens billing after a second, without JS (and without a meta
    // refresh, which screen readers announce badly).
    return data(
      { ok: true, error: null },
      { headers: { ...noStore, Refresh: "1; url=/billing", "Set-Cookie": await commitSession(session) } },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ ok: false, error: error.status >= 500 ? error.message : tokenErrorText }, { status: 401, headers: noStore });
  }
}

export default function BillingLogin() {
  const { ok, error } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ok) return;
    const timer = setTimeout(() => navigate("/billing", { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [ok, navigate]);
  return (
    <TokenPage title={ok ? "Logged in, opening billing..." : "Logging In..."} error={error}>
      {ok ? (
        <p>
          <Link to="/billing" replace>
            Open billing
          </Link>
        </p>
      ) : null}
    </TokenPage>
  );
}

export function ErrorBoundary() {
  return (
    <main className="page page--center">
      <GeneralErrorBoundary />
    </main>
  );
}
