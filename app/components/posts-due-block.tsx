// The dashboard's Posts due block (docs/product/offers.md#posts-due): the posts models owe the brand, the overdue first,
// each with the model, the offer, the visit's day and how long is left, linking to the offer's
// claims and the model's Instagram, with a Remind button (one reminder in 48 hours). The rule is the API's (api/services/offers/posts-due.ts); the words are app/lib/posts/due.ts.
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/submit-button";
import { Avatar } from "~/components/avatar";
import type { PostDueRow, RemindNotice } from "~/lib/posts/due";

/** The Remind button: a form of its own posting the `remind` intent to the dashboard's action. */
function RemindForm({ row }: { row: PostDueRow }) {
  return (
    <Form method="post" preventScrollReset className="inline-form posts-due__remind">
      <AuthenticityTokenInput />
      <input type="hidden" name="claim" value={row.claimId} />
      <SubmitButton intent="remind" pendingText="SENDING..." className="button button--small button--secondary">
        Remind<span className="visually-hidden"> {row.model}</span>
      </SubmitButton>
    </Form>
  );
}

/** `notice`: a Remind refused as too soon, said in its row (by then its button has given way to 'Reminded …'). */
export function PostsDueBlock({ rows, more, notice }: { rows: PostDueRow[]; more: number; notice?: RemindNotice }) {
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
              {/* A div: the Remind form is no phrasing content. */}
              <div className="posts-due__what">
                <span className={`posts-due__state${row.overdue ? " posts-due__state--overdue" : ""}`}>{row.label}</span>{" "}
                {row.reminded ? <span className="posts-due__reminded">{row.reminded}</span> : null}{" "}
                <span className="posts-due__links">
                  <Link to={row.href} className="posts-due__link">
                    Claims<span className="visually-hidden"> of {row.offer}</span>
                  </Link>
                  {row.postsHref ? (
                    <a href={row.postsHref} className="posts-due__link" rel="noopener noreferrer" target="_blank">
                      Instagram<span className="visually-hidden"> of {row.model} (opens in a new tab)</span>
                    </a>
                  ) : null}
                </span>{" "}
                {row.remindable ? <RemindForm row={row} /> : null}
                {notice?.claim === row.claimId ? (
                  <p className="posts-due__notice" role="status">
                    {notice.remindNotice}
                  </p>
                ) : null}
              </div>
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
