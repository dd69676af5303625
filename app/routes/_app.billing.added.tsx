import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getCustomer } from "~/lib/api/billing.server";
import type { BillingHandle } from "./_app.billing";

export const meta: MetaFunction = () => [{ title: "Payment method added" }];
export const handle: BillingHandle = { billing: () => ({ view: "added" }) };

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const { meta } = await getCustomer(api);
    return data({ supportEmail: meta.support_email });
  } catch (error) {
    throwApiError(error);
  }
}

export default function PaymentMethodAdded() {
  const { supportEmail } = useLoaderData<typeof loader>();
  return (
    <section className="billing-card billing-done">
      <Alert tone="success">
        <p className="billing-done__title">Payment method added successfully!</p>
      </Alert>
      <p>
        If you have any questions about your plan or payments, contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <Link to="/billing/methods" className="button">
        Okay
      </Link>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
