import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { commitSession, getSession, requireAuth } from "~/lib/session.server";
import type { BillingHandle } from "./_app.billing";

export const meta: MetaFunction = () => [{ title: "Error" }];
export const handle: BillingHandle = { billing: () => ({ view: "error" }) };

const fallback = "Something went wrong with billing. Please go back and try again.";

/** The message a failed billing action stored (a flash: a reload shows the general sentence). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAuth(request);
  const session = await getSession(request);
  const message = session.get("billingError") ?? fallback;
  return data({ message }, { headers: { "Set-Cookie": await commitSession(session), "Cache-Control": "no-store" } });
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
