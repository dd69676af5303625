// /door/print (docs/product/door.md#on-paper): today's door list on paper, for a door with no phone at all. A box
// per model to tick by hand, with the time, name, handle, offer and group size. A4, or receipt
// width with ?paper=receipt; one location's with ?location=<id>, as the door page. Outside the app's navigation, and no JavaScript (app/root.tsx).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StandaloneErrorBoundary } from "~/components/error-boundary";
import { getDoorList } from "~/lib/api/door.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getApi } from "~/lib/api/request-session.server";
import { getBusiness, getBusinessId } from "~/lib/api/users.server";
import { doorHref, locationOf } from "~/lib/door/place";
import { doorDate, doorRows, type DoorRow } from "~/lib/door/view";
import printStyles from "~/styles/door-print.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];
export const handle = { hydrate: false };
export const meta: MetaFunction = () => [{ title: "Door list to print" }];

export async function loader(args: LoaderFunctionArgs) {
  const paper = new URL(args.request.url).searchParams.get("paper") === "receipt" ? "receipt" : "a4";
  const api = await getApi(args);
  try {
    const location = locationOf(args.request.url);
    const [business, list] = await Promise.all([getBusiness(api), getBusinessId(api).then((id) => getDoorList(api, id, "", location))]);
    // The location's list is titled by the location, as its door page is.
    const title = list.location ? list.location.name : business.name;
    return data({ paper, title, location: list.location?.id ?? null, date: doorDate(list), rows: doorRows(list), more: list.more });
  } catch (error) {
    throwApiError(error);
  }
}

function Row({ row }: { row: DoorRow }) {
  return (
    <li className={`door-print__row${row.here ? " door-print__row--here" : ""}`}>
      <span className="door-print__box" aria-hidden="true" />
      <span className="door-print__time">{row.time}</span>{" "}
      <span className="door-print__who">
        <span className="door-print__name">{row.model}</span> {row.handle ? <span className="door-print__handle">@{row.handle}</span> : null}
      </span>{" "}
      <span className="door-print__what">
        {row.offer} · {row.group}
        {row.here ? ` · here ${row.here}` : ""}
      </span>
    </li>
  );
}

export default function DoorPrint() {
  // Everyone of the day in time order: a paper list is ticked as people arrive.
  const view: { paper: string; title: string; location: number | null; date: string | null; rows: DoorRow[]; more: number } = useLoaderData<typeof loader>();
  const { rows } = view;
  const here = rows.filter((row) => row.here).length;
  return (
    <main className={`door-print door-print--${view.paper}`}>
      <p className="door-print__screen">
        <Link to={doorHref("/door", view.location)}>Back to the door list</Link> ·{" "}
        {view.paper === "a4" ? (
          <Link to={doorHref("/door/print", view.location, { paper: "receipt" })}>Receipt width</Link>
        ) : (
          <Link to={doorHref("/door/print", view.location)}>A4</Link>
        )}{" "}
        · Print it with your browser&rsquo;s Print.
      </p>
      <h1 className="door-print__title">
        {view.title}: door list{view.date ? `, ${view.date}` : ""}
      </h1>
      <p className="door-print__count">
        {rows.length} expected{here ? `, ${here} already here` : ""}
        {view.more > 0 ? ` (the first ${rows.length}; ${view.more} more are on the door page)` : ""}
      </p>
      {rows.length ? (
        <ol className="door-print__list" aria-label="Today's check-ins">
          {rows.map((row) => (
            <Row key={row.claimId} row={row} />
          ))}
        </ol>
      ) : (
        <p>Nothing to check in today.</p>
      )}
    </main>
  );
}

export const ErrorBoundary = StandaloneErrorBoundary;
