// /digest/unsubscribe/:token (docs/product/accounts.md#weekly-digest): where the weekly digest's mail links, and where mail
// clients post for RFC 8058's one-click unsubscribe. No sign-in: the token in the path is the
// credential. GET asks, naming the brand; POST stops the brand's digest. The token stays in the
// URL (the access log redacts it) and out of loader data and scripts: the page sends no
// JavaScript, and its form has no action attribute, so it posts to the page's own URL.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { ApiError } from "~/lib/api/client.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getDigestSubscription, unsubscribeDigest } from "~/lib/api/reminder-settings.server";
import { publicApi } from "~/lib/api/request-session.server";

export const meta: MetaFunction = () => [{ title: "Stop the weekly digest" }];

/** Works the same without JavaScript, so none is sent (app/root.tsx): no script ever holds the token. */
export const handle = { hydrate: false };

/** What a digest token can look like (the API's own rule): anything else is no link of ours. */
const TOKEN = /^[\w-]{16,64}$/;
const NOT_VALID = "This link is not valid.";

function tokenOf(params: LoaderFunctionArgs["params"]): string {
  if (!TOKEN.test(params.token ?? "")) throw new Response(NOT_VALID, { status: 404 });
  return params.token!;
}

/** The API's answer; a token it does not know is this page's 404, any other failure the general alert. */
async function orNotValid<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response(NOT_VALID, { status: 404 });
    throwApiError(error);
  }
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const subscription = await orNotValid(getDigestSubscription(publicApi({ context }), tokenOf(params)));
  return { business: subscription.business, on: subscription.weekly_digest };
}

/**
 * Stops the digest, and the page then says so (200). No CSRF token, on purpose: a mail client
 * posts here for the one-click unsubscribe (body `List-Unsubscribe=One-Click`) from no page of
 * ours and with no cookie. The token in the path is the credential: a forged post would need it,
 * and whoever holds it may stop the digest anyway. server/token-posts.js lets this post past the
 * server's Origin and CSRF cookie checks. The body says nothing more, so it is not read.
 */
export async function action({ params, context }: ActionFunctionArgs) {
  await orNotValid(unsubscribeDigest(publicApi({ context }), tokenOf(params)));
  return { stopped: true };
}

export default function StopWeeklyDigest() {
  const { business, on } = useLoaderData<typeof loader>();
  const stopped = useActionData<typeof action>()?.stopped ?? false;
  return (
    <main className="page page--center login">
      <div className="login__card">
        {stopped ? (
          <>
            <h1 className="login__title">Weekly digest stopped</h1>
            <p role="status">
              <TurnOnAgain after={`You will get no more weekly digests for ${business}.`} />
            </p>
          </>
        ) : on ? (
          <>
            <h1 className="login__title">Stop the weekly digest?</h1>
            <p className="lead">{`Every Monday, the weekly digest tells ${business} about last week's visits, posts and no-shows.`}</p>
            <form method="post">
              <button type="submit" className="button button--block">
                Stop the weekly digest
              </button>
            </form>
          </>
        ) : (
          <>
            <h1 className="login__title">The weekly digest is off</h1>
            <p>
              <TurnOnAgain after={`${business} gets no weekly digest.`} />
            </p>
          </>
        )}
      </div>
    </main>
  );
}

/** The way to turn the digest on again, after the sentence that says it is off: one text, whole in the HTML (no markers between parts). */
function TurnOnAgain({ after }: { after: string }) {
  return (
    <>
      {`${after} You can turn it on again in `}
      <Link to="/profile/reminders">Profile</Link>.
    </>
  );
}

/** A token of the wrong shape, or one the API does not know: the link is not valid. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <StandaloneErrorBoundary />;
  return (
    <main className="page page--center login">
      <div className="login__card">
        <Alert title={NOT_VALID} heading>
          <p>
            Open the link of the newest weekly digest, or turn the digest off in <Link to="/profile/reminders">Profile</Link>.
          </p>
        </Alert>
      </div>
    </main>
  );
}
