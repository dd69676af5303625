// /rights/:token (docs/features/content.md): the page a rights request's mail links to. A model,
// with no account, reads what the brand asks (the posts, the terms as recorded, word for word)
// and accepts or declines; the answer leads back to the same URL, which then says what it did.
// A link that was answered, taken back or has run out says so at once, with no form. The token is
// the permission: it stays in the URL the mail carries (the access log redacts it), out of loader
// data and scripts (the page sends no JavaScript), and out of Referer headers to other sites
// (the Referrer-Policy is same-origin, and Instagram links say noreferrer). No browser or proxy
// keeps the page: server.js answers every page not declared public with private, no-store.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { ApiError } from "~/lib/api/client.server";
import { apiErrorMessage, apiFailureStatus, throwApiError } from "~/lib/api/errors.server";
import { flash, publicApi, takeFlash } from "~/lib/api/request-session.server";
import { answerRightsLink, readRightsLink } from "~/lib/api/rights.server";
import { answerOutcome, type RightsLinkView, rightsLinkView } from "~/lib/content/rights-link";
import { requireCsrf } from "~/lib/csrf.server";
import { parseWithZod } from "~/lib/forms.server";
import rightsStyles from "~/styles/rights.css";
import { REFUSALS } from "../../contract/refusals";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: rightsStyles }];
export const meta: MetaFunction = () => [{ title: "Usage rights request" }];

/** Works the same without JavaScript, so none is sent (app/root.tsx): no script ever holds the token. */
export const handle = { hydrate: false };

/** What a rights link's token can look like (the API's are 43 URL-safe characters): anything else is no link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;
const NOT_VALID = "This link is not valid. Ask the brand to send you a new one.";

/** Why a link no longer takes an answer, by the API's code: the page says the API's sentence instead of the form. */
const CLOSED: readonly string[] = [REFUSALS.rightsLinkUsed, REFUSALS.rightsLinkExpired, REFUSALS.rightsLinkRevoked];

/** The sentence of the answer just given, kept in the flash for the page the answer redirects to. */
const outcomeSchema = z.object({ rightsOutcome: z.string(), answer: z.enum(["granted", "declined"]) });
type Outcome = z.infer<typeof outcomeSchema>;

function tokenOf(params: LoaderFunctionArgs["params"]): string | null {
  const token = params.token ?? "";
  return TOKEN.test(token) ? token : null;
}

/** A link the API has closed (404 or one of CLOSED's 410s); any other failure is the error page's. */
const isClosed = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 404 || CLOSED.includes(error.code ?? ""));

/** The answer just given, once: read only when the API says the link was used, so no other page's flash is taken. */
async function justAnswered(args: LoaderFunctionArgs): Promise<Outcome | null> {
  const stored = await takeFlash(args, "rightsAnswer");
  if (!stored) return null;
  try {
    const parsed = outcomeSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const token = tokenOf(args.params);
  if (!token) return data({ link: null, outcome: null, closed: NOT_VALID }, { status: 404 });
  try {
    return data({ link: rightsLinkView(await readRightsLink(publicApi(args), token)), outcome: null, closed: null });
  } catch (error) {
    if (!isClosed(error)) throwApiError(error);
    const outcome = error.code === REFUSALS.rightsLinkUsed ? await justAnswered(args) : null;
    if (outcome) return data({ link: null, outcome, closed: null });
    return data({ link: null, outcome: null, closed: error.status === 404 ? NOT_VALID : error.message }, { status: error.status });
  }
}

const answerSchema = z.object({ answer: z.enum(["granted", "declined"]) });

/**
 * Reads the link (for the brand and posts the outcome names), then answers it, then back to the
 * page (post, redirect, get). A link closed meanwhile, or a doubled post, leads back too: the page
 * then says why there is nothing to answer.
 */
export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const token = tokenOf(args.params);
  if (!token) throw new Response(NOT_VALID, { status: 404 });
  const back = redirect(new URL(args.request.url).pathname);
  const submission = parseWithZod(await args.request.formData(), { schema: answerSchema });
  // Only a tampered post lacks one of the two buttons' answers.
  if (submission.status !== "success") return data({ message: "Choose Accept or Decline." }, { status: 400 });
  const { answer } = submission.value;
  const api = publicApi(args);
  try {
    const link = await readRightsLink(api, token);
    const answered = await answerRightsLink(api, token, answer);
    const rightsOutcome = answerOutcome(answered.answer, link.brand, link.posts.length, link.uses, answered.ends_at);
    await flash(args, "rightsAnswer", JSON.stringify({ rightsOutcome, answer: answered.answer } satisfies Outcome));
  } catch (error) {
    if (isClosed(error)) throw back;
    return data({ message: apiErrorMessage(error) }, { status: apiFailureStatus(error) });
  }
  throw back;
}

export default function RightsLinkPage() {
  const { link, outcome, closed } = useLoaderData<typeof loader>();
  return (
    <main className="page page--center">
      <div className="login__card rights__card">
        {link ? (
          <AskedRights link={link} />
        ) : outcome ? (
          <>
            <h1 className="login__title">{outcome.answer === "granted" ? "Thank you" : "Request declined"}</h1>
            <Alert tone="success">
              <p>{outcome.rightsOutcome}</p>
            </Alert>
          </>
        ) : (
          <>
            <h1 className="login__title">Usage rights request</h1>
            <Alert tone="info">
              <p>{closed}</p>
            </Alert>
          </>
        )}
      </div>
    </main>
  );
}

/** The request as the model reads it, and the one form with its two answers. */
function AskedRights({ link }: { link: RightsLinkView }) {
  const message = useActionData<typeof action>()?.message;
  return (
    <>
      <h1 className="login__title">{link.heading}</h1>
      <p className="lead">{`Hello ${link.model}. Read what ${link.brand} asks, then accept or decline. Nothing is granted unless you accept.`}</p>
      <ul className="rights__posts" aria-label={link.posts.length === 1 ? "The post" : "The posts"}>
        {link.posts.map((post) => (
          <li key={post.id}>
            <a href={post.href} rel="noreferrer">
              <img src={post.thumbnail} alt={post.alt} width="150" height="150" referrerPolicy="no-referrer" />
            </a>
          </li>
        ))}
      </ul>
      <h2 className="rights__subhead">The terms</h2>
      <p className="rights__terms">{link.termsText}</p>
      <dl className="rights__facts">
        <div>
          <dt>Uses</dt>
          <dd>
            <ul>
              {link.uses.map((use) => (
                <li key={use}>{use}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{link.term}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{link.fee}</dd>
        </div>
        {link.note ? (
          <div>
            <dt>{`${link.brand}'s note`}</dt>
            <dd>{link.note}</dd>
          </div>
        ) : null}
        <div>
          <dt>Answer by</dt>
          <dd>{`${link.expires}: the link expires then.`}</dd>
        </div>
      </dl>
      {message ? (
        <Alert title="An error occurred!">
          <p>{message}</p>
        </Alert>
      ) : null}
      {/* No action attribute: the form posts to the page's own URL, so the token is written nowhere else. */}
      <form method="post" className="rights__answer">
        <AuthenticityTokenInput />
        <button type="submit" name="answer" value="granted" className="button">
          Accept
        </button>
        <button type="submit" name="answer" value="declined" className="button button--secondary">
          Decline
        </button>
      </form>
    </>
  );
}

export const ErrorBoundary = StandaloneErrorBoundary;
