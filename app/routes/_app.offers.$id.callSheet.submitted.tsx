// /offers/{id}/callSheet/submitted: after a call sheet is sent (docs/product/applicants.md#after-sending).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { idParam } from "~/lib/route-params.server";
import shipmentStyles from "~/styles/shipment.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shipmentStyles }];
export const meta: MetaFunction = () => [{ title: "Call Sheet submitted" }];

/** The offer in the URL is an id like any other: anything else is the 404 page. */
export function loader(args: LoaderFunctionArgs) {
  idParam(args.params, "id");
  return null;
}

export default function CallSheetSubmitted() {
  return (
    <div className="call-sheet call-sheet--done">
      <h1 className="page-title">Call Sheet has been submitted!</h1>
      <p className="lead">The models will see their call times in the app.</p>
      <Link to="/offers/active" className="button">
        OKAY
      </Link>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
