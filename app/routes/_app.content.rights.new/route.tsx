// /content/rights/new?post=…: asking the models of the posts chosen in the library for rights to
// use them. The posts with their models; the uses, the term, an optional fee and note; one
// request and one mail per model, each with a link that works for 14 days. A refused field says
// why under it, and nothing typed is lost; the request sent, the first post's page says so.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ApiError } from "~/lib/api/client.server";
import { askForRights, getContentPost } from "~/lib/api/content.server";
import { apiErrorMessage, apiFailureStatus, throwApiError } from "~/lib/api/errors.server";
import { flash, getApi } from "~/lib/api/request-session.server";
import { RIGHTS_REQUEST_FIELDS, rightsAsk, rightsRequestSchema } from "~/lib/content/rights-request.schema";
import { requireCsrf } from "~/lib/csrf.server";
import { browserRules, parseWithZod } from "~/lib/forms.server";
import stylesheet from "~/styles/content.css";
import { MAX_RIGHTS_POSTS, RIGHTS_LINK_DAYS } from "../../../contract/content";
import { AskForm, ChosenPosts } from "./ask-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: MetaFunction = () => [{ title: "Ask for rights" }];

/** The posts the URL names, each once, in its order. */
function chosenIds(request: Request): number[] {
  const ids = new URL(request.url).searchParams.getAll("post").filter((id) => /^\d{1,9}$/.test(id));
  return [...new Set(ids.map(Number))];
}

export async function loader(args: LoaderFunctionArgs) {
  const ids = chosenIds(args.request);
  const rules = browserRules(rightsRequestSchema);
  if (!ids.length) return data({ posts: [], rules, problem: "Choose the posts in the library first: tick their boxes, then Ask for rights." });
  if (ids.length > MAX_RIGHTS_POSTS) return data({ posts: [], rules, problem: `Ask for at most ${MAX_RIGHTS_POSTS} posts at once.` }, { status: 400 });
  const api = await getApi(args);
  try {
    const posts = await Promise.all(ids.map((id) => getContentPost(api, id)));
    return data({ posts: posts.map((p) => ({ id: p.id, thumbnail: p.thumbnail, posted_at: p.posted_at, model: p.model })), rules, problem: null });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return data({ posts: [], rules, problem: "Some of the chosen posts are not in your library. Please go back and choose again." }, { status: 404 });
    }
    throwApiError(error);
  }
}

/** The API's refusals of the form's own fields, under the form's names; null when it named none. */
function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return null;
  const byApiName = Object.entries(RIGHTS_REQUEST_FIELDS).map(([field, apiName]) => [field, error.fields![apiName]] as const);
  const found = byApiName.filter(([, message]) => message);
  return found.length ? Object.fromEntries(found.map(([field, message]) => [field, [message!]])) : null;
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const submission = parseWithZod(await args.request.formData(), { schema: rightsRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), message: null }, { status: 400 });
  const ask = rightsAsk(submission.value);
  const api = await getApi(args);
  let asked: number;
  try {
    asked = (await askForRights(api, ask)).length;
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors) return data({ result: submission.reply({ fieldErrors }), message: null }, { status: 400 });
    return data({ result: submission.reply(), message: apiErrorMessage(error) }, { status: apiFailureStatus(error) });
  }
  const models = asked === 1 ? "1 model" : `${asked} models`;
  await flash(args, "flash", `Asked ${models} for rights. They have ${RIGHTS_LINK_DAYS} days to answer.`);
  throw redirect(`/content/${ask.post_ids[0]}`);
}

export default function AskForRights() {
  const { posts, rules, problem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="content">
      <p className="content-back">
        <Link to="/content">Back to the library</Link>
      </p>
      <h1 className="page-title">Ask for rights</h1>
      {problem ? (
        // A form sent with no post to ask about is refused: said as the error it is.
        <Alert title="No posts to ask about" tone={actionData ? "error" : "info"}>
          <p>{problem}</p>
          <p>
            <Link to="/content">Open the library</Link>
          </p>
        </Alert>
      ) : (
        <>
          <ChosenPosts posts={posts} />
          {actionData?.message ? (
            <Alert title="An error occurred!">
              <p>{actionData.message}</p>
            </Alert>
          ) : null}
          <AskForm posts={posts} rules={rules} lastResult={actionData?.result} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
