import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useMatches, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Nav } from "~/components/nav";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getBusiness } from "~/lib/api/users.server";
import { roleOf } from "~/lib/seats/nav";
import { isPageRefusal } from "~/lib/seats/pages";

/** The protected layout: a session is required, and the business is fetched on every request. */
export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const business = await getBusiness(api);
    return data({ business });
  } catch (error) {
    throwApiError(error);
  }
}

export type AppLoaderData = typeof loader;

/**
 * The brand's profile changes only when a form is sent: a link within the product (a modal, the
 * next page of a list) keeps the layout's data instead of asking the API for it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? defaultShouldRevalidate : false);

function useCompactNav() {
  return useMatches().some((match) => (match.handle as { compactNav?: boolean } | undefined)?.compactNav);
}

export default function AppLayout() {
  const { business } = useLoaderData<typeof loader>();
  const compact = useCompactNav();
  return (
    <div className={`app${compact ? " app--compact" : ""}`}>
      <Nav business={{ name: business.name, logo: business.media[0]?.thumbnail ?? null }} compact={compact} role={roleOf(business)} />
      <main className="app__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

/** The seat's own navigation beside a refused page (seats/gate.server.ts); none is known otherwise. */
export function ErrorBoundary() {
  const error = useRouteError();
  const refused = isRouteErrorResponse(error) && isPageRefusal(error.data) ? error.data.refusal : null;
  return (
    <div className="app">
      <Nav business={refused?.brand ?? { name: null, logo: null }} role={refused?.role} />
      <main className="app__main" id="main">
        <GeneralErrorBoundary />
      </main>
    </div>
  );
}
