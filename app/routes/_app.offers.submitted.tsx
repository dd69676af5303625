// /offers/submitted: after the wizard. The 'ask bar code by phone' prompt shows once per
// user: showing it stores the setting (kept for 100 years).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getApi } from "~/lib/api/request-session.server";
import { markBarCodePromptShown, wasBarCodePromptShown } from "~/lib/api/wizard.server";
import wizardStyles from "~/styles/wizard.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wizardStyles }];
export const meta: MetaFunction = () => [{ title: "Offer submitted" }];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  // The prompt is a nicety: if the setting can't be read or stored, the page still shows.
  let askBarCode = false;
  try {
    askBarCode = !(await wasBarCodePromptShown(api));
    if (askBarCode) await markBarCodePromptShown(api);
  } catch {
    askBarCode = false;
  }
  return data({ askBarCode });
}

export default function OfferSubmitted() {
  const { askBarCode } = useLoaderData<typeof loader>();
  return (
    <div className="wizard wizard--done">
      <h1 className="page-title">Your offer has been submitted!</h1>
      <p className="lead">We review new offers before models can see them. It shows as PENDING in your offers until then.</p>
      {askBarCode ? (
        <div className="wizard__notice" role="status">
          <p className="wizard__notice-title">Ask for the bar code by phone</p>
          <p>When a model arrives, ask them to show the offer's bar code on their phone, then check them in.</p>
        </div>
      ) : null}
      <Link to="/offers/active" className="button">
        OKAY
      </Link>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
