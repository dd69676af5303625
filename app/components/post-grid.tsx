import type { ReportPost } from "../../contract/schemas/reports";
import { CLEARED_FOR_ADS } from "~/lib/content/check-summary";
import { abbreviateCount } from "~/lib/format";
import { postTypeLabel } from "~/lib/reports/report";
import { DisclosureBadge } from "./content-badges";

/**
 * Posts six per row (docs/product/results.md#posts), each with its type, likes and comments; comments on request. The
 * brand's own reports carry each post's disclosure check, a shared one "Cleared for ads" when the brand shows it: the
 * answer says which, so the badges follow it.
 */
export function PostGrid({ posts, showComments = false }: { posts: ReportPost[]; showComments?: boolean }) {
  return (
    <ul className="post-grid">
      {posts.map((post) => {
        const author = post.model.instagram ? `@${post.model.instagram.handle}` : post.model.name;
        return (
          <li key={post.id} className="post-card">
            <a className="post-card__link" href={post.post_url} rel="noreferrer noopener" target="_blank">
              <img src={post.thumbnail} alt={`${postTypeLabel(post.type)} by ${author}`} width="300" height="200" loading="lazy" />
              <span className="post-card__type">{postTypeLabel(post.type)}</span>
            </a>
            <p className="post-card__meta">
              <span className="post-card__author">{author}</span>
              <span>
                {abbreviateCount(post.count_of_likes)} likes · {abbreviateCount(post.count_of_comments)} comments
              </span>
            </p>
            {post.disclosure || post.cleared ? (
              <p className="post-card__badges">
                {post.disclosure ? <DisclosureBadge state={post.disclosure} tags={post.tags} /> : null}
                {post.cleared ? <span className="badge badge--good">{CLEARED_FOR_ADS}</span> : null}
              </p>
            ) : null}
            {showComments && post.comments?.length ? (
              <ul className="post-card__comments" aria-label={`Comments on the post by ${author}`}>
                {post.comments.map((comment, i) => (
                  <li key={i}>
                    <strong>{comment.username}</strong> {comment.text}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
