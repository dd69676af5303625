import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { SwitchBrand, TokenPage } from "~/components/token-page";
import { tokenLinkAction, tokenLinkLoader } from "~/lib/auth/token-login.server";

export const meta: MetaFunction = () => [{ title: "Logging In..." }];

/** The monthly report mail's link: /token/monthly?token=… signs in and opens /results. */
export function loader(args: LoaderFunctionArgs) {
  return tokenLinkLoader(args, new URL(args.request.url).searchParams.get("token"), "/results");
}

/** Continue on the question of another brand's link. */
export function action(args: ActionFunctionArgs) {
  return tokenLinkAction(args, new URL(args.request.url).searchParams.get("token"), "/results");
}

export default function MonthlyTokenLogin() {
  const loaded = useLoaderData<typeof loader>();
  const { error, question } = useActionData<typeof action>() ?? loaded;
  if (question) return <SwitchBrand question={question} />;
  return <TokenPage title="Logging In..." error={error} />;
}

export const ErrorBoundary = StandaloneErrorBoundary;
