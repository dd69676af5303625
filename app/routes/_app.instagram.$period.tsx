import { parseWithZod } from "~/lib/forms.server";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect, redirectDocument } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getApi } from "~/lib/api/request-session.server";
import { apiErrorMessage, apiFailureStatus, throwApiError } from "~/lib/api/errors.server";
import { getPeriodPosts, signContentArchive } from "~/lib/api/reports.server";
import type { ActionPost } from "../../contract/schemas/reports";
import { getBusinessId } from "~/lib/api/users.server";
import { requireCsrf } from "~/lib/csrf.server";
import { formatDayHeading, monthName } from "~/lib/format";
import { webZipPath } from "~/lib/reports/download";
import { parsePeriod } from "~/lib/reports/months";
import { emptySelectionMessage, extendSelection, groupByDay, parsePeriodIntent, parseSelection, periodHref } from "~/lib/reports/period";
import { periodFormSchema } from "~/lib/reports/period.schema.server";
import { postTypeLabel } from "~/lib/reports/report";
import stylesheet from "~/styles/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: MetaFunction = ({ params }: { params: { period?: string } }) => {
  const month = parsePeriod(params.period ?? "");
  return [{ title: month ? `${monthName(month.month)} ${month.year} - IG Action` : "IG Action" }];
};

async function loadPosts(args: LoaderFunctionArgs) {
  const period = args.params.period ?? "";
  const month = parsePeriod(period);
  if (!month) throw data(null, { status: 404 });
  const api = await getApi(args);
  return { api, period, month, posts: await getPeriodPosts(api, await getBusinessId(api), period) };
}

export async function loader(args: LoaderFunctionArgs) {
  try {
    const { period, month, posts } = await loadPosts(args);
    const params = new URL(args.request.url).searchParams;
    const download = params.get("mode") === "download";
    const selected = download
      ? parseSelection(
          params.get("selected"),
          posts.map((p) => p.id),
        )
      : [];
    return data({ period, month, posts, download, selected });
  } catch (error) {
    throwApiError(error);
  }
}

/** Without JS the selection lives in the URL; 'DOWNLOAD' comes back as one zip. */
export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const submission = parseWithZod(await args.request.formData(), { schema: periodFormSchema });
  if (submission.status !== "success") return data({ message: "Choose what to do." }, { status: 400 });
  try {
    const { api, period, month, posts } = await loadPosts(args);
    const chosen = parseSelection(
      submission.value.post.join(","),
      posts.map((p) => p.id),
    );
    const intent = parsePeriodIntent(submission.value.intent);
    if (intent.kind === "download") {
      if (!chosen.length) return data({ message: emptySelectionMessage }, { status: 400 });
      const target = webZipPath(await signContentArchive(api, { ...month, posts: chosen }));
      if (!target) return data({ message: "The download link could not be read." }, { status: 502 });
      return redirectDocument(target);
    }
    const add = intent.kind === "select-all" ? posts : posts.filter((p) => p.posted_at.slice(0, 10) === intent.day);
    return redirect(
      periodHref(period, {
        download: true,
        selected: extendSelection(
          chosen,
          add.map((p) => p.id),
        ),
      }),
    );
  } catch (error) {
    return data({ message: apiErrorMessage(error) }, { status: apiFailureStatus(error) });
  }
}

export default function InstagramPeriod() {
  const { period, month, posts, download, selected } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="period">
      <div className="period-head">
        <h1>
          {monthName(month.month)} {month.year}
        </h1>
        <Link to="/instagram">All periods</Link>
      </div>
      {/* Keyed by the URL: toggling download mode starts from an empty selection. */}
      <PeriodForm key={location.search} period={period} posts={posts} download={download} initial={selected} />
    </div>
  );
}

function PeriodForm({ period, posts, download, initial }: { period: string; posts: ActionPost[]; download: boolean; initial: number[] }) {
  const actionData = useActionData<typeof action>();
  const [selected, setSelected] = useState(() => new Set(initial));
  const [notice, setNotice] = useState<string | null>(null);
  const groups = groupByDay(posts);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectMany = (event: MouseEvent, list: ActionPost[]) => {
    event.preventDefault();
    setSelected((current) => new Set([...current, ...list.map((p) => p.id)]));
  };
  // With JS each selected file downloads on its own (docs/product/results.md#a-months-posts); without, the form posts.
  const downloadEach = (event: MouseEvent) => {
    event.preventDefault();
    const chosen = posts.filter((p) => selected.has(p.id));
    if (!chosen.length) return setNotice(emptySelectionMessage);
    setNotice(`Downloading ${chosen.length} ${chosen.length === 1 ? "file" : "files"}...`);
    for (const post of chosen) {
      const link = document.createElement("a");
      link.href = post.media.resource_url;
      link.download = "";
      document.body.append(link);
      link.click();
      link.remove();
    }
  };

  const message = notice ?? actionData?.message ?? null;
  return (
    <Form method="post" className="period-form">
      <AuthenticityTokenInput />
      <div className="period-toolbar">
        <Link to={periodHref(period, { download: !download })} className="button button--secondary" replace>
          {download ? "Cancel download" : "Download mode"}
        </Link>
        {download ? (
          <>
            <button type="submit" name="intent" value="select-all" className="button button--secondary" onClick={(e) => selectMany(e, posts)}>
              SELECT ALL
            </button>
            <button type="submit" name="intent" value="download" className="button download-button" onClick={downloadEach}>
              DOWNLOAD
            </button>
          </>
        ) : null}
      </div>
      {message ? (
        <Alert tone={notice && notice !== emptySelectionMessage ? "info" : "error"}>
          <p>{message}</p>
        </Alert>
      ) : null}
      {groups.map((group) => {
        const heading = formatDayHeading(`${group.day}T12:00:00Z`);
        return (
          <section key={group.day} className="period-day" aria-label={heading}>
            <div className="period-day__head">
              <h2>{heading}</h2>
              {download ? (
                <button type="submit" name="intent" value={`select-day:${group.day}`} className="link-button" onClick={(e) => selectMany(e, group.posts)}>
                  Select<span className="visually-hidden"> {heading}</span>
                </button>
              ) : null}
            </div>
            <ul className="thumbs">
              {group.posts.map((post) => {
                const alt = `${postTypeLabel(post.type)} by ${post.model.instagram.username ? `@${post.model.instagram.username}` : (post.model.name ?? "a model")}`;
                return (
                  <li key={post.id}>
                    {download ? (
                      <label className="thumb">
                        <input
                          type="checkbox"
                          name="post"
                          value={post.id}
                          className="thumb__check"
                          checked={selected.has(post.id)}
                          onChange={() => toggle(post.id)}
                        />
                        <img src={post.media.thumbnail_url} alt="" width="150" height="150" loading="lazy" />
                        <span className="visually-hidden">Select {alt}</span>
                        <span className="thumb__mark" aria-hidden="true">
                          <svg viewBox="0 0 24 24" width="16" height="16">
                            <path d="M5 12l5 5 9-10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                          </svg>
                        </span>
                      </label>
                    ) : (
                      <Link to={`/instagram/view/${post.id}`} className="thumb">
                        <img src={post.media.thumbnail_url} alt={alt} width="150" height="150" loading="lazy" />
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
