import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { SwitchBrand, TokenPage } from "~/components/token-page";
import { exchangeOneTimeToken } from "~/lib/api/auth.server";
import { ApiError } from "~/lib/api/client.server";
import { publicApi, startSession } from "~/lib/api/request-session.server";
import { tokenErrorText } from "~/lib/auth/token.schema";
import { switchQuestion, tokenLinkAction } from "~/lib/auth/token-login.server";

export const meta: MetaFunction = () => [{ title: "Logging In..." }];

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/**
 * The mobile app's billing link (/billing/login/?token=…): signs in with the one-time
 * token, says so, then opens /billing (a Refresh header, so it works without JS too).
 */
export async function loader(args: LoaderFunctionArgs) {
  const token = new URL(args.request.url).searchParams.get("token");
  if (!token) return data({ ok: false, error: tokenErrorText, question: null }, { status: 400 });
  const question = await switchQuestion(args, token);
  if (question && "error" in question) return data({ ok: false, error: question.error, question: null }, { status: 401 });
  if (question) return data({ ok: false, error: null, question });
  try {
    await startSession(args, await exchangeOneTimeToken(publicApi(args), token));
    // The Refresh header opens billing after a second, without JS (and without a meta
    // refresh, which screen readers announce badly).
    return data({ ok: true, error: null, question: null }, { headers: { Refresh: "1; url=/billing" } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ ok: false, error: error.status >= 500 ? error.message : tokenErrorText, question: null }, { status: 401 });
  }
}

/** Continue on the question of another brand's link. */
export function action(args: ActionFunctionArgs) {
  return tokenLinkAction(args, new URL(args.request.url).searchParams.get("token"), "/billing");
}

export default function BillingLogin() {
  const loaded = useLoaderData<typeof loader>();
  const { ok, error, question } = useActionData<typeof action>() ?? loaded;
  const navigate = useNavigate();
  useEffect(() => {
    if (!ok) return;
    const timer = setTimeout(() => navigate("/billing", { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [ok, navigate]);
  if (question) return <SwitchBrand question={question} />;
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

export const ErrorBoundary = StandaloneErrorBoundary;
