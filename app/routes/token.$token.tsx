import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { SwitchBrand, TokenPage } from "~/components/token-page";
import { tokenLinkAction, tokenLinkLoader } from "~/lib/auth/token-login.server";

/** The heading of a link that can't sign in (used, expired or mistyped): the error replaces 'Logging In...'. */
const LINK_NOT_VALID = "Login link not valid";

export const meta: MetaFunction = ({ data: d }: { data: unknown }) => [
  { title: (d as { error?: string | null } | undefined)?.error ? LINK_NOT_VALID : "Logging In..." },
];

/**
 * A login link: the server exchanges the one-time token and redirects, so it works without
 * JS. `?redirect=monthly` opens the monthly results instead of the dashboard.
 */
export function loader(args: LoaderFunctionArgs) {
  return tokenLinkLoader(args, args.params.token, target(args.request));
}

/** Continue on the question of another brand's link. */
export function action(args: ActionFunctionArgs) {
  return tokenLinkAction(args, args.params.token, target(args.request));
}

const target = (request: Request) => (new URL(request.url).searchParams.get("redirect") === "monthly" ? "/results" : "/");

export default function TokenLogin() {
  const loaded = useLoaderData<typeof loader>();
  const { error, question } = useActionData<typeof action>() ?? loaded;
  if (question) return <SwitchBrand question={question} />;
  return <TokenPage title={error ? LINK_NOT_VALID : "Logging In..."} error={error} />;
}

export const ErrorBoundary = StandaloneErrorBoundary;
