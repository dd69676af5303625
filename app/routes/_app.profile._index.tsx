import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StaticMap } from "~/components/static-map";
import { ApiError } from "~/lib/api/client.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getReminderSettings } from "~/lib/api/reminder-settings.server";
import { getApi } from "~/lib/api/request-session.server";
import type { MediaItem } from "../../contract/schemas/common";
import { reminderSettingsSummary } from "~/lib/profile/reminder-settings";
import { formatTime, weekdayLabel, WEEKDAYS } from "~/lib/profile/working-hours";
import { roleOf } from "~/lib/seats/nav";
import { mayOpen } from "~/lib/seats/pages";
import profileStyles from "~/styles/profile.css";
import type { AppLoaderData } from "./_app";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];
export const meta: MetaFunction = () => [{ title: "Profile" }];

const SAVED: Record<string, string> = {
  profile: "Your profile has been saved.",
  hours: "Your working hours have been saved.",
  reminders: "Your reminder and claim settings have been saved.",
  content: "Your content settings have been saved.",
};

/**
 * The reminder and claim settings, asked at the same time as the layout's business (one wave).
 * A door seat, whom the API refuses them, sees no card.
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    return { reminderSettings: await getReminderSettings(api) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { reminderSettings: null };
    throwApiError(error);
  }
}

/** The business's profile as the brand sees it; the layout has already fetched the business. */
export default function Profile() {
  const { business } = useRouteLoaderData<AppLoaderData>("routes/_app")!;
  const { reminderSettings } = useLoaderData<typeof loader>();
  const role = roleOf(business);
  const saved = SAVED[new URLSearchParams(useLocation().search).get("saved") ?? ""];
  const details: Array<[string, ReactNode]> = [
    ["Brand name", business.name],
    ["Account email", business.email],
    ["Contact name", business.contact_name],
    ["Contact email", business.contact_email],
    ["Phone number", business.phone_number],
    [
      "Website",
      business.website ? (
        <a href={business.website} target="_blank" rel="noopener noreferrer">
          {business.website}
        </a>
      ) : (
        ""
      ),
    ],
  ];
  return (
    <div className="profile">
      <div className="profile__head">
        <h1 className="page-title">Profile</h1>
        <div className="profile__actions">
          <Link className="button" to="/profile/edit">
            Edit profile
          </Link>
          <Link className="button button--secondary" to="/profile/hours">
            Edit working hours
          </Link>
          {mayOpen(role, "/profile/locations") ? (
            <Link className="button button--secondary" to="/profile/locations">
              Locations
            </Link>
          ) : null}
          {mayOpen(role, "/profile/reminders") ? (
            <Link className="button button--secondary" to="/profile/reminders">
              Reminders and claims
            </Link>
          ) : null}
          {mayOpen(role, "/profile/content") ? (
            <Link className="button button--secondary" to="/profile/content">
              Content settings
            </Link>
          ) : null}
          {/* The team is the owner's alone (app/lib/seats/pages.ts). */}
          {mayOpen(role, "/profile/team") ? (
            <Link className="button button--secondary" to="/profile/team">
              Team
            </Link>
          ) : null}
        </div>
      </div>
      {saved ? (
        <Alert tone="success">
          <p>{saved}</p>
        </Alert>
      ) : null}

      <section className="profile-card" aria-labelledby="profile-details">
        <h2 id="profile-details">Details</h2>
        <dl className="profile-details">
          {details.map(([label, value]) => (
            <div key={label} className="profile-details__row">
              <dt>{label}</dt>
              <dd>{value || <span className="profile__empty">Not set</span>}</dd>
            </div>
          ))}
        </dl>
        <h3 className="profile-card__subhead">Description</h3>
        <p className="profile__description">{business.description || <span className="profile__empty">No description yet.</span>}</p>
      </section>

      <section className="profile-card" aria-labelledby="profile-location">
        <h2 id="profile-location">Location</h2>
        {business.location?.address ? <StaticMap location={business.location} /> : <p className="profile__empty">No address yet.</p>}
      </section>

      <section className="profile-card" aria-labelledby="profile-media">
        <h2 id="profile-media">Photos</h2>
        <ul className="media-grid">
          {business.media.map((item: MediaItem, index: number) => (
            <li key={item.id}>
              <img src={item.thumbnail} alt={`${business.name} photo ${index + 1}`} width="300" height="200" loading="lazy" />
            </li>
          ))}
        </ul>
      </section>

      <section className="profile-card" aria-labelledby="profile-hours">
        <h2 id="profile-hours">Working hours</h2>
        <table className="hours-table">
          <caption className="visually-hidden">Opening and closing times per weekday</caption>
          <tbody>
            {WEEKDAYS.map((day) => {
              const hours = business.working_hours?.[day] ?? null;
              return (
                <tr key={day}>
                  <th scope="row">{weekdayLabel(day)}</th>
                  <td>{hours ? `${formatTime(hours.open)} – ${formatTime(hours.close)}` : "Closed"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      {reminderSettings ? (
        <section className="profile-card" aria-labelledby="profile-reminders">
          <h2 id="profile-reminders">Reminders and claims</h2>
          <dl className="profile-details">
            {reminderSettingsSummary(reminderSettings, business.contact_email).map(([label, value]) => (
              <div key={label} className="profile-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
