// /content/:postId: one post of the library. The post and its link on Instagram, the model, the
// offer and visit it came from, the caption with Instagram's fold marked and its disclosure check,
// and its rights: what they are now and every request, with its terms word for word. Granted
// rights keep the model's partnership-ad code; requested or granted ones can be revoked after a
// confirmation (URL state, so it works without JavaScript).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { DisclosureBadge, RightsBadge } from "~/components/content-badges";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getContentPost, keepAdCode, revokeRights } from "~/lib/api/content.server";
import { apiErrorMessage, apiFailureStatus, throwApiError } from "~/lib/api/errors.server";
import { flash, getApi, takeFlash } from "~/lib/api/request-session.server";
import { foldCaption } from "~/lib/content/caption";
import { postActionSchema } from "~/lib/content/post-actions.schema";
import { DISCLOSURE_HINTS } from "~/lib/content/words";
import { requireCsrf } from "~/lib/csrf.server";
import { formatDay } from "~/lib/format";
import { parseWithZod } from "~/lib/forms.server";
import stylesheet from "~/styles/content.css";
import { CAPTION_FOLD, type DisclosureState } from "../../../contract/content";
import { RevokeConfirm, RightsHistory } from "./rights-history";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: MetaFunction<typeof loader> = ({ data: page }: { data: { post: { model: { name: string } } } | undefined }) => [
  { title: page?.post ? `Post by ${page.post.model.name}` : "Post" },
];

/** The post's id from the URL: anything but a number is no post of the library. */
function postIdOf(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader(args: LoaderFunctionArgs) {
  const postId = postIdOf(args.params.postId);
  const api = await getApi(args);
  try {
    const [post, notice] = await Promise.all([getContentPost(api, postId), takeFlash(args, "flash")]);
    return data({ post, notice: notice ?? null });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  const postId = postIdOf(args.params.postId);
  await requireCsrf(args.request);
  const submission = parseWithZod(await args.request.formData(), { schema: postActionSchema });
  if (submission.status !== "success") {
    const fields = submission.error ?? {};
    const message = fields.ad_code?.[0] ?? "This form could not be read. Please reload the page and try again.";
    const rights = Number(submission.payload.rights) || null;
    return data({ rights, message, typed: String(submission.payload.ad_code ?? "") }, { status: 400 });
  }
  const change = submission.value;
  const api = await getApi(args);
  let notice: string;
  try {
    if (change.intent === "revoke") {
      const revoked = await revokeRights(api, change.rights);
      notice = revoked.answered_at ? "The rights are revoked: they ended now." : "The request is taken back: its link no longer works.";
    } else {
      const kept = await keepAdCode(api, change.rights, change.ad_code || null);
      notice = kept.ad_code ? "The partnership-ad code is saved." : "The partnership-ad code is cleared.";
    }
  } catch (error) {
    return data(
      { rights: change.rights, message: apiErrorMessage(error), typed: change.intent === "ad-code" ? (change.ad_code ?? "") : "" },
      {
        status: apiFailureStatus(error),
      },
    );
  }
  await flash(args, "flash", notice);
  throw redirect(`/content/${postId}`);
}

/** The caption as Instagram shows it: the part before "more", a mark where it folds, then the rest. */
function Caption({ caption }: { caption: string }) {
  if (!caption.trim()) return <p className="content-hint">The post has no caption.</p>;
  const { shown, hidden } = foldCaption(caption);
  return (
    <>
      <p className="caption">
        {shown}
        {hidden ? (
          <>
            <span className="caption__fold">Instagram shows the first {CAPTION_FOLD} characters; the rest is behind &ldquo;more&rdquo;:</span>
            <span className="caption__hidden">{hidden}</span>
          </>
        ) : null}
      </p>
      {hidden ? null : <p className="content-hint">Instagram shows the whole caption, with no &ldquo;more&rdquo;.</p>}
    </>
  );
}

export default function ContentPostPage() {
  const { post, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A refusal about one of this post's rights is said beside them; any other (a right not on
  // this page, a form that could not be read) at the top.
  const failed = actionData?.rights && post.history.some((h: { id: number }) => h.id === actionData.rights) ? actionData : null;
  const closeHref = `/content/${post.id}`;
  const disclosure: DisclosureState = post.disclosure;
  return (
    <div className="content">
      <p className="content-back">
        <Link to="/content">Back to the library</Link>
      </p>
      <h1 className="page-title">Post by {post.model.name}</h1>
      {notice && !actionData ? (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      {actionData && !failed ? (
        <Alert title="An error occurred!">
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      <div className="content-post-page">
        <section className="content-media" aria-label="The post">
          <img src={post.thumbnail} alt={`Post by ${post.model.name}, ${formatDay(post.posted_at)}`} width="320" height="320" />
          <p>
            <a href={post.post_url} target="_blank" rel="noreferrer noopener">
              View on Instagram
            </a>
          </p>
          <p className="content-hint">
            Posted {formatDay(post.posted_at)} · {post.likes} likes · {post.comments} comments
          </p>
        </section>
        <div>
          <section className="content-card" aria-labelledby="post-about">
            <h2 id="post-about">Model, offer and visit</h2>
            <dl className="content-facts">
              <dt>Model</dt>
              <dd>
                {post.model.name}
                {post.model.handle ? ` (@${post.model.handle})` : ""}
              </dd>
              <dt>Offer</dt>
              <dd>{post.offer?.title ?? "No offer"}</dd>
              <dt>Claimed</dt>
              <dd>{post.visit ? formatDay(post.visit.claimed_at) : "No claim"}</dd>
              <dt>Checked in</dt>
              <dd>{post.visit?.checked_in_at ? formatDay(post.visit.checked_in_at) : "Not checked in"}</dd>
            </dl>
          </section>
          <section className="content-card" aria-labelledby="post-caption">
            <h2 id="post-caption">Caption</h2>
            <Caption caption={post.caption} />
            <p>
              <DisclosureBadge state={post.disclosure} tags={post.tags} />
            </p>
            <p className="content-hint">{DISCLOSURE_HINTS[disclosure]}</p>
            {post.tags === "missing" ? <p className="content-hint">The caption leaves out a mention or hashtag the offer asked for.</p> : null}
          </section>
          <section className="content-card" aria-labelledby="post-rights">
            <h2 id="post-rights">Rights</h2>
            <p>
              Now: <RightsBadge state={post.rights} />
            </p>
            <p>
              <Link className="button button--small" to={`/content/rights/new?post=${post.id}`}>
                Ask for rights
              </Link>
            </p>
            <RightsHistory history={post.history} failed={failed} />
          </section>
        </div>
      </div>
      <RevokeConfirm history={post.history} closeHref={closeHref} error={failed ? failed.message : null} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
