// /content: the content library. Every post the brand's offers brought in, newest first, a
// page at a time, filtered by a plain GET form whose choices carry their counts; each post with
// its disclosure check and rights, selectable for asking rights or downloading. A filter the API
// can't read says its sentence in an alert, with the way back to every post.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ApiError } from "~/lib/api/client.server";
import { getLibrary } from "~/lib/api/content.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getApi, takeFlash } from "~/lib/api/request-session.server";
import { filtersOf, hasFilters, libraryHref } from "~/lib/content/library";
import { formatNumber } from "~/lib/format";
import stylesheet from "~/styles/content.css";
import { LibraryFilters } from "./filters";
import { PostSelection } from "./post-selection";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: MetaFunction = () => [{ title: "Content" }];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  const params = new URL(args.request.url).searchParams;
  const filters = filtersOf(params);
  const after = params.get("after") || null;
  const notice = (await takeFlash(args, "flash")) ?? null;
  try {
    const library = await getLibrary(api, { ...filters, after: after ?? undefined });
    return data({ filters, after, library, problem: null, notice });
  } catch (error) {
    // A filter or cursor the API refuses is the page's alert, not an error page.
    if (error instanceof ApiError && error.status === 400) return data({ filters, after, library: null, problem: error.message, notice }, { status: 400 });
    throwApiError(error);
  }
}

export default function ContentLibrary() {
  const { filters, after, library, problem, notice } = useLoaderData<typeof loader>();
  const filtered = hasFilters(filters);
  return (
    <div className="content">
      <header className="content__head">
        <h1 className="page-title">Content</h1>
        <a className="content__register" href="/content/rights.csv">
          Rights register (CSV)
        </a>
      </header>
      <p className="lead">Every post models made for your offers: whether it discloses the offer, and the rights you have to use it.</p>
      {notice ? (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      {problem || !library ? (
        <Alert title="These filters could not be used">
          <p>{problem}</p>
          <p>
            <Link to="/content">Clear filters</Link>
          </p>
        </Alert>
      ) : (
        <>
          <LibraryFilters filters={filters} facets={library.facets} />
          <p className="content__total" id="content-total">
            {library.total === 1 ? "1 post" : `${formatNumber(library.total)} posts`}
            {filtered ? (library.total === 1 ? " matches these filters" : " match these filters") : ""}
          </p>
          {library.posts.length ? (
            <PostSelection posts={library.posts} />
          ) : filtered ? (
            <p className="content__empty">
              No posts match these filters. Choose other filters, or <Link to="/content">clear filters</Link> to see every post.
            </p>
          ) : after ? (
            <p className="content__empty">There are no older posts.</p>
          ) : (
            <p className="content__empty">
              No posts yet. Posts appear here once models post about your offers; <Link to="/offers/create">create an offer</Link> to bring some in.
            </p>
          )}
          <nav className="content__pages" aria-label="Pages of the library">
            {after ? (
              <Link to={libraryHref(filters)} className="button button--secondary button--small">
                Newest
              </Link>
            ) : null}
            {library.next ? (
              <Link to={libraryHref(filters, library.next)} className="button button--secondary button--small">
                Older posts
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
