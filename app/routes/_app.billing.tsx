import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { billingBackHref, billingEntry, billingTitles, type BillingView } from "~/lib/billing/display";
import billingStyles from "~/styles/billing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: billingStyles }];

/** Where the brand entered billing from: the methods' Back returns there (kept while within billing). */
export function loader({ request }: LoaderFunctionArgs) {
  return { from: billingEntry(request.headers.get("referer"), request.url) };
}

/** Each billing view names itself (and whether a plan exists) for the shared title and back button. */
export type BillingHandle = { billing: (data: unknown) => { view: BillingView; hasSubscription?: boolean } };

function useBillingView() {
  const match = [...useMatches()].reverse().find((m) => (m.handle as Partial<BillingHandle> | undefined)?.billing);
  if (!match) return { view: "intro" as const, hasSubscription: false };
  return (match.handle as BillingHandle).billing(match.data);
}

/**
 * The billing pages (docs/product/billing.md#pages-and-titles): the desktop and mobile titles differ, so both are in
 * the one h1 and the stylesheet shows the one that fits; phones get a back button.
 */
export default function BillingLayout() {
  const { view, hasSubscription } = useBillingView();
  const { from } = useLoaderData<typeof loader>();
  const titles = billingTitles(view, hasSubscription);
  return (
    <div className="billing">
      <header className="billing__head">
        {/* On /billing itself a way back to /billing would go nowhere. */}
        {view === "intro" ? null : (
          <Link to={billingBackHref(view, from)} className="billing__back">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="visually-hidden">Back</span>
          </Link>
        )}
        <h1 className="page-title billing__title">
          <span className="billing__title--desktop">{titles.desktop}</span>
          <span className="billing__title--mobile">{titles.mobile}</span>
        </h1>
      </header>
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
