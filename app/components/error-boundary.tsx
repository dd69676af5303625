import { Link, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { REFUSALS } from "../../contract/refusals";
import { isPageRefusal } from "~/lib/seats/pages";
import { Alert } from "./alert";
import { PageRefused } from "./refusal";

export const notFoundSentence = "Sorry, we can\u2019t find what you\u2019re looking for. Either this page doesn\u2019t exist or it\u2019s moved.";

export function PageNotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found</h1>
      <p>{notFoundSentence}</p>
      <Link className="button" to="/">
        Back to Dashboard
      </Link>
    </section>
  );
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === "string" && data) return data;
  if (data && typeof data === "object" && typeof (data as { message?: unknown }).message === "string") {
    return (data as { message: string }).message;
  }
  return undefined;
}

function codeOf(data: unknown): string | undefined {
  return data && typeof data === "object" && typeof (data as { code?: unknown }).code === "string" ? (data as { code: string }).code : undefined;
}

/**
 * The one error display of every route: not found, a page the seat may not open, an API failure,
 * or anything else. A refusal of the seat's role is no error and offers no "Try again".
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<{ requestId: string }>("root");
  if (isRouteErrorResponse(error)) {
    if (error.status === 404 && !messageOf(error.data)) return <PageNotFound />;
    if (isPageRefusal(error.data)) return <PageRefused refusal={error.data.refusal} />;
    const message = messageOf(error.data);
    if (message && codeOf(error.data) === REFUSALS.seatRefused) {
      return (
        <Alert title="Not for your seat" tone="info" heading>
          <p>{message}</p>
          <p>
            <Link to="/">Back to Dashboard</Link>
          </p>
        </Alert>
      );
    }
    if (message) {
      return (
        <Alert title="An error occurred!" tone="error" heading>
          <p>{message}</p>
          <p>
            <Link to=".">Try again</Link>
          </p>
        </Alert>
      );
    }
  }
  return (
    <Alert title="An error has occurred! It has been reported to our team." tone="error" heading>
      {root?.requestId ? <p>Reference: {root.requestId}</p> : null}
      <p>
        <Link to="/">Back to Dashboard</Link>
      </p>
    </Alert>
  );
}

/** The error display of the pages outside the signed-in layout (sign-in, token links, public reports). */
export function StandaloneErrorBoundary() {
  return (
    <main className="page page--center">
      <GeneralErrorBoundary />
    </main>
  );
}
