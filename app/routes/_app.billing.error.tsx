import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireSignedIn, takeFlash } from "~/lib/api/request-session.server";
import type { BillingHandle } from "./_app.billing";

export const meta: MetaFunction = () => [{ title: "Error" }];
export const handle: BillingHandle = { billing: () => ({ view: "error" }) };

const fallback = "Something went wrong with billing. Please go back and try again.";

/** The message a failed billing action stored (a flash: a reload shows the general sentence). */
export async function loader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  const message = (await takeFlash(args, "billingError")) ?? fallback;
  return data({ message });
}

export default function BillingError() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <section className="billing-card">
      <Alert title="An error occurred!" tone="error">
        <p>{message}</p>
      </Alert>
      <Link to="/billing" className="button">
        Go Back
      </Link>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
