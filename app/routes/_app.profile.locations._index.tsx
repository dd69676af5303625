// /profile/locations: the brand's locations, where its offers take place. The open ones first, the
// main one (whose address and hours the profile shows) at the top, each with the way to edit it;
// then the retired ones, which keep their history and take no new offers. Owner and manager seats.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LocationFacts, LocationName } from "~/components/location-facts";
import { ProfileSubpage } from "~/components/profile-subpage";
import { throwApiError } from "~/lib/api/errors.server";
import { listLocations } from "~/lib/api/locations.server";
import { getApi } from "~/lib/api/request-session.server";
import { getBusinessId } from "~/lib/api/users.server";
import { SAVED } from "~/lib/locations/locations";
import type { BrandLocation } from "../../contract/schemas/locations";
import locationStyles from "~/styles/locations.css";
import profileStyles from "~/styles/profile.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: locationStyles },
];
export const meta: MetaFunction = () => [{ title: "Locations" }];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    return { locations: await listLocations(api, await getBusinessId(api)) };
  } catch (error) {
    throwApiError(error);
  }
}

export default function Locations() {
  const { locations } = useLoaderData<typeof loader>();
  const saved = SAVED[new URLSearchParams(useLocation().search).get("saved") ?? ""];
  const open = locations.filter((location: BrandLocation) => !location.retired_at);
  const retired = locations.filter((location: BrandLocation) => location.retired_at);
  return (
    <ProfileSubpage width="edit" title="Locations">
      <p className="lead">Where your offers take place. Your main location’s address and working hours are the ones your profile shows.</p>
      {saved ? (
        <Alert tone="success">
          <p>{saved}</p>
        </Alert>
      ) : null}
      <p className="locations__add">
        <Link className="button" to="/profile/locations/new">
          Add a location
        </Link>
      </p>
      <section className="profile-card" aria-labelledby="open-locations">
        <h2 id="open-locations">Open locations</h2>
        {open.length === 0 ? (
          <p className="profile__empty">No open locations yet.</p>
        ) : (
          <ul className="location-list" aria-labelledby="open-locations">
            {open.map((location: BrandLocation) => (
              <li key={location.id} className="location-item">
                <div className="location-item__head">
                  <LocationName location={location} level={3} />
                  <Link className="button button--small button--secondary" to={`/profile/locations/${location.id}`}>
                    Edit<span className="visually-hidden"> {location.name}</span>
                  </Link>
                </div>
                <LocationFacts location={location} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {retired.length > 0 ? (
        <section className="profile-card" aria-labelledby="retired-locations">
          <h2 id="retired-locations">Retired locations</h2>
          <p className="field__hint">They keep their offers’ history and take no new offers.</p>
          <ul className="location-list" aria-labelledby="retired-locations">
            {retired.map((location: BrandLocation) => (
              <li key={location.id} className="location-item location-item--retired">
                <div className="location-item__head">
                  <LocationName location={location} level={3} />
                  <Link className="button button--small button--secondary" to={`/profile/locations/${location.id}`}>
                    View<span className="visually-hidden"> {location.name}</span>
                  </Link>
                </div>
                <LocationFacts location={location} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
