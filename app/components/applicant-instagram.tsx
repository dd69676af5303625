import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { Alert } from "~/components/alert";
import { Modal } from "~/components/modal";
import type { InstagramPost } from "../../contract/schemas/applicants";
import { instagramEmptyText, parsePhoto, photoNeighbours } from "~/lib/applicants/photos";

/** The feed as the loader hands it over: the posts, or the API's message when loading failed. */
export type InstagramFeed = { posts: InstagramPost[]; error: null } | { posts: null; error: string };

type GridProps = {
  name: string;
  hasAccount: boolean;
  feed: InstagramFeed | Promise<InstagramFeed> | null;
  /** The page's URL with ?photo=N. */
  photoHref: (n: number) => string;
};

function Grid({ name, hasAccount, feed, photoHref }: { name: string; hasAccount: boolean; feed: InstagramFeed | null; photoHref: (n: number) => string }) {
  if (feed?.error) {
    return (
      <Alert title="An error occurred!">
        <p>{feed.error}</p>
      </Alert>
    );
  }
  const posts = feed?.posts ?? [];
  const empty = instagramEmptyText(hasAccount, posts.length);
  if (empty) return <p className="ig-grid__empty">{empty}</p>;
  return (
    <ul className="ig-grid" aria-label={`Instagram photos of ${name}`}>
      {posts.map((post, i) => (
        <li key={post.id}>
          <Link to={photoHref(i + 1)} preventScrollReset>
            <img src={post.thumbnail_url} alt="" width={150} height={150} loading="lazy" />
            <span className="visually-hidden">
              Open Instagram photo {i + 1} of {posts.length}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The model's Instagram photos, three to a row. With JavaScript a page change streams them in
 * behind 'Loading Instagram photos...'; a full page load (and so every no-JS visit) has them.
 */
export function ApplicantInstagramGrid({ name, hasAccount, feed, photoHref }: GridProps) {
  if (!hasAccount || !feed) return <Grid name={name} hasAccount={hasAccount} feed={null} photoHref={photoHref} />;
  return (
    <Suspense
      fallback={
        <p className="ig-grid__empty" role="status">
          Loading Instagram photos...
        </p>
      }
    >
      <Await resolve={feed}>{(resolved) => <Grid name={name} hasAccount feed={resolved} photoHref={photoHref} />}</Await>
    </Suspense>
  );
}

type ModalProps = {
  name: string;
  feed: InstagramFeed | Promise<InstagramFeed> | null;
  photo: string | null;
  photoHref: (n: number) => string;
  closeHref: string;
};

/**
 * The slideshow modal over the grid: ?photo=N, previous/next photo links and close. On a wide
 * screen it shows the photo large beside a grid of all the posts, each a link to its ?photo=N;
 * on a phone the grid is left out and it stays a 352px popup.
 */
export function InstagramPhotoModal({ name, feed, photo, photoHref, closeHref }: ModalProps) {
  if (!feed || !photo) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={feed}>
        {(resolved) => {
          const posts = resolved.posts ?? [];
          const n = parsePhoto(photo, posts.length);
          if (n === null) return null;
          const post = posts[n - 1]!;
          const { previous, next } = photoNeighbours(n, posts.length);
          return (
            <Modal id="ig-photo" title={`Instagram photo ${n} of ${posts.length}`} closeHref={closeHref} wide>
              <div className="ig-photo">
                <div className="ig-photo__main">
                  <img className="ig-photo__image" src={post.media_url} alt={`Instagram photo ${n} of ${name}`} width={600} height={400} />
                  <nav className="ig-photo__steps" aria-label="Instagram photos">
                    {previous ? (
                      <Link to={photoHref(previous)} className="button button--secondary" data-shortcut="previous" preventScrollReset replace>
                        ← Previous<span className="visually-hidden"> photo</span>
                      </Link>
                    ) : (
                      <span className="button button--secondary applicant__step--off">
                        ← Previous<span className="visually-hidden"> photo</span>
                      </span>
                    )}
                    {next ? (
                      <Link to={photoHref(next)} className="button button--secondary" data-shortcut="next" preventScrollReset replace>
                        Next<span className="visually-hidden"> photo</span> →
                      </Link>
                    ) : (
                      <span className="button button--secondary applicant__step--off">
                        Next<span className="visually-hidden"> photo</span> →
                      </span>
                    )}
                    <Link to={closeHref} className="button button--secondary ig-photo__close" data-shortcut="close" preventScrollReset replace>
                      Close slideshow
                    </Link>
                  </nav>
                </div>
                <ul className="ig-photo__grid" aria-label={`All Instagram photos of ${name}`}>
                  {posts.map((p, i) => (
                    <li key={p.id}>
                      <Link to={photoHref(i + 1)} aria-current={i + 1 === n ? "true" : undefined} preventScrollReset replace>
                        <img src={p.thumbnail_url} alt={`Instagram photo ${i + 1}`} width={150} height={150} loading="lazy" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </Modal>
          );
        }}
      </Await>
    </Suspense>
  );
}
