// The library's posts: a table on a desktop, a grid of thumbnails on a phone (one markup, the
// stylesheet decides). Posts are chosen with boxes in one GET form whose two buttons open the
// request for rights or download the chosen posts, each sending `post` once per box.
import { Link } from "@remix-run/react";
import type { LibraryPost } from "../../../contract/schemas/content";
import { DisclosureBadge, RightsBadge } from "~/components/content-badges";
import { formatDay } from "~/lib/format";

const postName = (post: LibraryPost) => `Post by ${post.model.name}, ${formatDay(post.posted_at)}`;

function PostRow({ post }: { post: LibraryPost }) {
  const pick = `pick-${post.id}`;
  return (
    <tr className="content-post">
      <td className="content-post__pick">
        <input type="checkbox" name="post" value={post.id} id={pick} />
        <label htmlFor={pick} className="visually-hidden">
          Select the post by {post.model.name}, {formatDay(post.posted_at)}
        </label>
      </td>
      <td className="content-post__thumb">
        <Link to={`/content/${post.id}`}>
          <img src={post.thumbnail} alt={postName(post)} width="160" height="160" loading="lazy" />
        </Link>
      </td>
      <td className="content-post__model">
        <span className="content-post__name">{post.model.name}</span>
        {post.model.handle ? <span className="content-post__handle">@{post.model.handle}</span> : null}
      </td>
      <td className="content-post__offer">{post.offer?.title ?? "No offer"}</td>
      <td className="content-post__date">
        <time dateTime={post.posted_at}>{formatDay(post.posted_at)}</time>
      </td>
      <td className="content-post__badges">
        <DisclosureBadge state={post.disclosure} tags={post.tags} />
      </td>
      <td className="content-post__badges">
        <RightsBadge state={post.rights} />
        {post.rights === "granted" && post.rights_until ? <span className="content-post__until">until {formatDay(post.rights_until)}</span> : null}
      </td>
    </tr>
  );
}

export function PostSelection({ posts }: { posts: LibraryPost[] }) {
  return (
    // A plain form: the download is a file, which a client-side navigation can't open.
    <form method="get" action="/content/rights/new" className="content-selection" aria-describedby="content-total">
      <div className="content-selection__actions">
        <button type="submit" className="button button--small" formAction="/content/rights/new" formMethod="get">
          Ask for rights
        </button>
        <button type="submit" className="button button--small button--secondary" formAction="/content/download" formMethod="get">
          Download selected
        </button>{" "}
        <span className="content-selection__hint">Tick the posts first.</span>
      </div>
      <table className="content-table">
        <caption className="visually-hidden">Posts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Post</th>
            <th scope="col">Model</th>
            <th scope="col">Offer</th>
            <th scope="col">Date</th>
            <th scope="col">Disclosure</th>
            <th scope="col">Rights</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </tbody>
      </table>
    </form>
  );
}
