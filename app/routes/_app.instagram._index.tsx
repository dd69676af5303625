import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatList } from "~/components/stat-list";
import { ApiError } from "~/lib/api/client.server";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getPeriods } from "~/lib/api/reports.server";
import type { PeriodItem } from "../../contract/schemas/reports";
import { getBusinessId } from "~/lib/api/users.server";
import { abbreviateCount } from "~/lib/format";
import stylesheet from "~/styles/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: MetaFunction = () => [{ title: "IG Action - Organic Results" }];

type PeriodsResult = { periods: PeriodItem[]; error: string | null };

/**
 * On a client-side navigation the periods stream in after the page, which says 'Loading
 * results...' meanwhile. A document request (no JS, or a first visit) waits for them: without
 * JS a streamed part would never replace its fallback.
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    const periods: Promise<PeriodsResult> = getPeriods(api, await getBusinessId(api)).then(
      (list) => ({ periods: list, error: null }),
      (error: unknown) => ({ periods: [], error: error instanceof ApiError ? error.message : "The results could not be loaded." }),
    );
    const streaming = args.request.headers.get("Sec-Fetch-Dest") === "empty";
    return data({ periods: streaming ? periods : await periods });
  } catch (error) {
    throwApiError(error);
  }
}

export default function InstagramResults() {
  const { periods } = useLoaderData<typeof loader>();
  return (
    <div className="ig-results">
      <h1 className="ig-title">IG ACTION - ORGANIC RESULTS</h1>
      {/* The phone's drawer keeps the four places it has: the library is reached from its results. */}
      <p className="ig-library">
        <Link to="/content">Content library: every post, its disclosure and its rights</Link>
      </p>
      <Suspense fallback={<p role="status">Loading results...</p>}>
        <Await resolve={periods}>{(result) => <PeriodCards result={result} />}</Await>
      </Suspense>
    </div>
  );
}

function PeriodCards({ result }: { result: PeriodsResult }) {
  if (result.error) {
    return (
      <Alert title="An error occurred!" tone="error">
        <p>{result.error}</p>
      </Alert>
    );
  }
  if (!result.periods.length) {
    return (
      <Alert title="No data" tone="info">
        <p>No organic results yet.</p>
      </Alert>
    );
  }
  return (
    <ul className="period-cards">
      {result.periods.map((item) => {
        const count = item.actions.seen.count + item.actions.unseen.count;
        return (
          <li key={item.period} className="period-card">
            <h2>{item.title}</h2>
            <StatList
              className="counters"
              stats={[
                { label: "Reach", value: abbreviateCount(item.counters.reach) },
                { label: "Likes", value: abbreviateCount(item.counters.likes) },
                { label: "Comments", value: abbreviateCount(item.counters.comments) },
              ]}
            />
            {/* One line at 360 px; a very long count breaks between its two parts, never inside. */}
            <Link className="button" to={`/instagram/${item.period}`}>
              <span className="nowrap">View + Download</span> <span className="nowrap">| {count} posts</span>
              <span className="visually-hidden">, {item.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
