import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatList } from "~/components/stat-list";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getActionPost } from "~/lib/api/reports.server";
import { getBusinessId } from "~/lib/api/users.server";
import { abbreviateCount, formatNumber } from "~/lib/format";
import { periodOf } from "~/lib/reports/months";
import { GRID_POST_TYPES, VIDEO_POST_TYPES, postTypeLabel } from "~/lib/reports/report";
import stylesheet from "~/styles/results.css";
import { idParam } from "~/lib/route-params.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: MetaFunction = () => [{ title: "Instagram post" }];

/** The post is in the URL, so a reload keeps it (docs/product/results.md#post-view). */
export async function loader(args: LoaderFunctionArgs) {
  const id = idParam(args.params, "id");
  const api = await getApi(args);
  try {
    const post = await getActionPost(api, await getBusinessId(api), id);
    return data({ post });
  } catch (error) {
    throwApiError(error);
  }
}

export default function InstagramPost() {
  const { post } = useLoaderData<typeof loader>();
  const username = post.model.instagram.username;
  const handle = username ? `@${username}` : (post.model.name ?? "Model");
  const label = `${postTypeLabel(post.type)} by ${handle}`;
  const followers = post.model.instagram.number_of_followers;
  return (
    <article className="post-view">
      <Link to={`/instagram/${periodOf(post.posted_at)}`} className="post-view__close">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Close</span>
      </Link>
      {GRID_POST_TYPES.has(post.type) ? (
        <header className="post-view__header">
          <h1>GRID POST</h1>
          <StatList
            className="post-view__stats"
            stats={[
              { label: "Reach", value: abbreviateCount(followers), title: formatNumber(followers) },
              { label: "Likes", value: formatNumber(post.post.count_of_likes) },
              { label: "Comments", value: formatNumber(post.post.count_of_comments) },
            ]}
          />
        </header>
      ) : (
        <h1 className="visually-hidden">{label}</h1>
      )}
      {VIDEO_POST_TYPES.has(post.type) ? (
        <video
          className="post-view__media"
          src={post.media.resource_url}
          poster={post.media.thumbnail_url}
          controls
          autoPlay
          muted
          loop
          playsInline
          aria-label={label}
        />
      ) : (
        <img className="post-view__media" src={post.media.resource_url} alt={label} width="1200" height="800" />
      )}
      <div className="post-view__bar">
        {username ? (
          <a className="post-view__handle" href={post.model.instagram.profile_url ?? `https://instagram.com/${username}`} rel="noreferrer noopener">
            {handle}
          </a>
        ) : (
          <span className="post-view__handle">{handle}</span>
        )}
        <span className="post-view__followers">{abbreviateCount(followers)} followers</span>
        <a className="post-view__download" href={post.media.resource_url} download>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden">Download</span>
        </a>
      </div>
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
