import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { ProgressBar } from "./components/progress-bar";
import { csrfToken } from "./lib/csrf.server";
import { keepTyped } from "./lib/forms/keep-typed";
import { useNonce } from "./lib/nonce";
import { isEmbeddable } from "./lib/security-headers.server";
import stylesheet from "./styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Brand Tool" }];

export async function loader(args: LoaderFunctionArgs) {
  const requestId = args.context.requestId ?? "";
  // Public reports have no forms and are cached by CDNs: no CSRF cookie for them.
  if (isEmbeddable(new URL(args.request.url).pathname)) return { csrfToken: "", requestId };
  return { csrfToken: await csrfToken(args), requestId };
}

/**
 * A route whose handle says `{ hydrate: false }` is served as plain HTML, without the ~86 KB
 * (gzip) of React and Remix: pages that work the same with and without JavaScript and gain
 * nothing from it (sign-in, token entry, public reports). See docs/decisions/0004.
 */
function useHydrate() {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrate = useHydrate();
  // The first effect after hydration: what was typed before it is written back.
  useEffect(() => keepTyped(document), []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ProgressBar />
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { csrfToken } = useRouteLoaderData<typeof loader>("root")!;
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <Outlet />
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <AuthenticityTokenProvider token={root?.csrfToken ?? ""}>
      <main className="page page--center">
        <GeneralErrorBoundary />
      </main>
    </AuthenticityTokenProvider>
  );
}
