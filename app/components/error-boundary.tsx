import { Link, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Alert } from "./alert";

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

/** The one error display of every route: not found, an API failure, or anything else. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<{ requestId: string }>("root");
  if (isRouteErrorResponse(error)) {
    if (error.status === 404 && !messageOf(error.data)) return <PageNotFound />;
    const message = messageOf(error.data);
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
