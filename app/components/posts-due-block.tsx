// The dashboard's Posts due block (issue #31): the posts models owe the brand, the overdue first,
// each with the model, the offer, the visit's day and how long is left, linking to the offer's
// claims. The rule is the API's (api/services/offers/posts-due.ts); the words are app/lib/posts/due.ts.
import { Link } from "@remix-run/react";
import { Avatar } from "~/components/avatar";
import type { PostDueRow } from "~/lib/posts/due";

export function PostsDueBlock({ rows, more }: { rows: PostDueRow[]; more: number }) {
  return (
    <section className="block posts-due" aria-labelledby="posts-due-title">
      <h2 id="posts-due-title" className="block__title">
        Posts due
      </h2>
      {rows.length ? (
        <ul className="today__list" aria-label="Posts the models owe">
          {rows.map((row) => (
            <li key={row.claimId} className="today__row">
              <Avatar src={row.avatar} size={36} />
              <span className="today__who">
                <span className="today__model">{row.model}</span>{" "}
                <span className="today__when">
                  <span className="today__offer">{row.offer}</span> <span className="posts-due__visited">· visited {row.visited}</span>
                </span>
              </span>{" "}
              <span className="posts-due__what">
                <span className={`posts-due__state${row.overdue ? " posts-due__state--overdue" : ""}`}>{row.label}</span>{" "}
                <Link to={row.href} className="posts-due__link">
                  Claims<span className="visually-hidden"> of {row.offer}</span>
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="block__empty">No posts are due.</p>
      )}
      {more > 0 ? <p className="block__more">{more === 1 ? "1 more post due later." : `${more} more posts due later.`}</p> : null}
    </section>
  );
}
