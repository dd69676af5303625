// / (docs/product/accounts.md#the-dashboard): the greeting and the quick links, and above them what needs the brand
// today (check-ins, with the offers page's button), what waits on it, and this month so far.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { Avatar } from "~/components/avatar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Icon, type IconName } from "~/components/icons";
import { useModalLinks } from "~/components/modal";
import { RowCheckInForm } from "~/components/check-in-form";
import { CheckInNotice } from "~/components/check-in-notice";
import { PlaceFilter } from "~/components/place-filter";
import { PostsDueBlock } from "~/components/posts-due-block";
import { ApiError } from "~/lib/api/client.server";
import { getApi } from "~/lib/api/request-session.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getDashboard } from "~/lib/api/dashboard.server";
import { getBusinessId } from "~/lib/api/users.server";
import { checkInFromForm, remindFromForm } from "~/lib/offers/check-in-action.server";
import { requireCsrf } from "~/lib/csrf.server";
import { figurePlaceOf, withPlace } from "~/lib/reports/figure-place";
import { roleOf } from "~/lib/seats/nav";
import { mayOpen } from "~/lib/seats/pages";
import { dashboardView, type CheckInRow, type DashboardView, type TaskRow } from "~/lib/dashboard/view";
import dashboardStyles from "~/styles/dashboard.css";
import { REFUSALS } from "../../contract/refusals";
import type { AppLoaderData } from "./_app";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];
export const meta: MetaFunction = () => [{ title: "Home" }];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  // The month block may be of one location (?location=); the other blocks are the brand's.
  const place = figurePlaceOf(new URL(args.request.url).searchParams);
  try {
    const dashboard = await getDashboard(api, await getBusinessId(api), place);
    return data({ view: dashboardView(dashboard), venues: dashboard.venues, place });
  } catch (error) {
    // A seat the API keeps from the dashboard (a door seat, api/services/accounts/roles.ts) is
    // at home on the door list, the Today block made for a phone: signing in lands there.
    if (error instanceof ApiError && error.code === REFUSALS.seatRefused) throw redirect("/door");
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireCsrf(args.request);
  const form = await args.request.formData();
  if (form.get("intent") === "remind") return remindFromForm(args, form, "/?done=remind");
  return checkInFromForm(args, "/?done=check-in", form);
}

const quickLinks: { to: string; label: string; text: string; icon: IconName }[] = [
  { to: "/offers/active", label: "View offers", text: "Active, upcoming and past offers, claims and check-ins.", icon: "list" },
  { to: "/offers/create", label: "Create an offer", text: "A perk, a gift or a paid job for models.", icon: "plus" },
  { to: "/results", label: "View results", text: "What models posted, month by month.", icon: "chart" },
  { to: "/profile", label: "Profile details", text: "Contact details, working hours and photos.", icon: "user" },
];

function CheckIn({ row }: { row: CheckInRow }) {
  return (
    <li className="today__row">
      <Avatar src={row.avatar} size={36} />
      <span className="today__who">
        <span className="today__model">{row.model}</span>{" "}
        <span className="today__when">
          <span className="today__time">{row.time}</span> <span className="today__offer">{row.offer}</span>
        </span>
      </span>{" "}
      {row.checkedIn ? <span className="today__done">Checked in</span> : <RowCheckInForm row={row} block="today" />}
    </li>
  );
}

function Tasks({ rows, label }: { rows: TaskRow[]; label?: string }) {
  return (
    <ul className="tasks" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <Link to={row.href} className="task">
            <span className="task__title">{row.title}</span> <span className="task__text">{row.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Notice({ answer }: { answer: ActionAnswer }) {
  return <CheckInNotice refusal={answer && "message" in answer ? answer : undefined} done={new URLSearchParams(useLocation().search).get("done")} />;
}

type ActionAnswer = ReturnType<typeof useActionData<typeof action>>;

export default function Dashboard() {
  const { business } = useRouteLoaderData<AppLoaderData>("routes/_app")!;
  const { view: loaded, venues, place } = useLoaderData<typeof loader>();
  const view: DashboardView = loaded;
  const answer = useActionData<typeof action>();
  const modal = useModalLinks();
  const role = roleOf(business);
  return (
    <div className="dashboard">
      <h1 className="page-title">Welcome, {business.name}</h1>
      <p className="lead">What would you like to do today?</p>
      <Notice answer={answer} />
      <div className="dashboard__blocks">
        <section className="block today" aria-labelledby="today-title">
          <h2 id="today-title" className="block__title">
            Today
          </h2>
          {view.checkIns.length ? (
            <ul className="today__list" aria-label="Check-ins expected today">
              {view.checkIns.map((row) => (
                <CheckIn key={row.claimId} row={row} />
              ))}
            </ul>
          ) : (
            <p className="block__empty">Nothing to check in today.</p>
          )}
          {view.more > 0 ? (
            <p className="block__more">
              <Link to="/offers/active">{view.more} more check-ins today on the Offers page</Link>
            </p>
          ) : null}
          <p className="block__more">
            {/* Loaded, not rendered here: the door list is plain HTML with its own script (handle hydrate: false). */}
            <Link to="/door" reloadDocument>
              Open the door list
            </Link>
          </p>
          {view.awaiting.length ? (
            <div className="tasks__kind">
              <h3 className="tasks__title">Reservations waiting for a time</h3>
              <Tasks rows={view.awaiting} />
            </div>
          ) : null}
        </section>
        <PostsDueBlock rows={view.postsDue.rows} more={view.postsDue.more} notice={answer && "remindNotice" in answer ? answer : undefined} />
        <section className="block" aria-labelledby="waiting-title">
          <h2 id="waiting-title" className="block__title">
            Waiting on you
          </h2>
          {view.tasks.length ? (
            view.tasks.map((kind) => (
              <div key={kind.title} className="tasks__kind">
                <h3 className="tasks__title">{kind.title}</h3>
                <Tasks rows={kind.rows} />
              </div>
            ))
          ) : (
            <p className="block__empty">Nothing is waiting on you.</p>
          )}
        </section>
        <section className="block month" aria-labelledby="month-title">
          <h2 id="month-title" className="block__title">
            This month so far
          </h2>
          <PlaceFilter id="month-location" action="/" venues={venues} place={place} scoped={role === "venue"} />
          {view.month.empty ? (
            <p className="block__empty">No posts this month or in the same days of last month.</p>
          ) : (
            <table className="month__table">
              <caption className="month__caption">
                {view.month.span} against {view.month.previousSpan}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Figure</span>
                  </th>
                  <th scope="col">{view.month.span}</th>
                  <th scope="col">{view.month.previousSpan}</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {view.month.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.current}</td>
                    <td>{row.previous}</td>
                    <td className={`month__change month__change--${row.trend}`}>{row.change}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="block__more">
            {mayOpen(role, "/instagram") ? (
              <>
                <Link to={`/instagram/${view.month.period}`}>This month&rsquo;s posts</Link>
                {" · "}
              </>
            ) : null}
            <Link to={withPlace("/results", place)}>Monthly results</Link>
          </p>
        </section>
      </div>
      <ul className="quick-links">
        {quickLinks
          .filter((link) => mayOpen(role, link.to))
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="quick-link">
                <Icon name={link.icon} size={28} />
                <span className="quick-link__label">{link.label}</span> <span className="quick-link__text">{link.text}</span>
              </Link>
            </li>
          ))}
      </ul>
      <ul className="mobile-actions" aria-label="Shortcuts">
        {[
          ...[
            // A venue's manager reads its locations' results: the brand's Instagram is the group's.
            { to: mayOpen(role, "/instagram") ? "/instagram" : "/results", icon: "chart" as const, text: "Results" },
            { to: "/billing", icon: "card" as const, text: "Billing" },
          ].filter((shortcut) => mayOpen(role, shortcut.to)),
          { to: modal.open("logout"), icon: "logout" as const, text: "Logout" },
        ].map((shortcut) => (
          <li key={shortcut.text}>
            <Link to={shortcut.to} className="mobile-action" preventScrollReset={shortcut.text === "Logout"}>
              <Icon name={shortcut.icon} size={32} />
              <span>{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
