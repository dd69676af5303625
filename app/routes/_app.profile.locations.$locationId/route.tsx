// /profile/locations/:locationId: one of the brand's locations. An open one in the location form,
// saved with PATCH, and the way to retire it (a confirmation first; the API refuses the last open
// location with LAST_LOCATION, which the confirmation then says). A retired one is shown as it was, with
// the day it was retired: it can't be edited. Another brand's location is Page Not Found.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormProblem } from "~/components/form-problem";
import { LocationFacts } from "~/components/location-facts";
import { LocationForm } from "~/components/location-form";
import { ProfileSubpage } from "~/components/profile-subpage";
import { throwApiError } from "~/lib/api/errors.server";
import { getLocation } from "~/lib/api/locations.server";
import { getApi } from "~/lib/api/request-session.server";
import { getBusinessId } from "~/lib/api/users.server";
import { listCities } from "~/lib/api/wizard.server";
import { formatDay } from "~/lib/format";
import { browserRules } from "~/lib/forms.server";
import { locationAction } from "~/lib/locations/location-action.server";
import { locationSchema } from "~/lib/locations/location.schema";
import { LOCATION_FIELDS, locationFormValues } from "~/lib/locations/locations";
import { idParam } from "~/lib/route-params.server";
import locationStyles from "~/styles/locations.css";
import profileStyles from "~/styles/profile.css";
import { RetireCard, RetireConfirm } from "./retire";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: locationStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data: page }: { data: { location: { name: string } } | undefined }) => [
  { title: page ? `${page.location.name} · Locations` : "Location" },
];

const TO_LIST = { to: "/profile/locations", label: "Back to locations" };

export async function loader(args: LoaderFunctionArgs) {
  const locationId = idParam(args.params, "locationId");
  const api = await getApi(args);
  try {
    const businessId = await getBusinessId(api);
    const [location, cities] = await Promise.all([getLocation(api, businessId, locationId), listCities(api)]);
    return { location, cities, rules: browserRules(locationSchema) };
  } catch (error) {
    throwApiError(error);
  }
}

export function action(args: ActionFunctionArgs) {
  return locationAction(args, idParam(args.params, "locationId"));
}

export default function LocationPage() {
  const { location, cities, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (location.retired_at) {
    return (
      <ProfileSubpage width="edit" title={location.name} back={TO_LIST}>
        <p className="lead">Retired on {formatDay(location.retired_at)}. It keeps its offers’ history and takes no new offers.</p>
        <section className="profile-card" aria-labelledby="location-details">
          <h2 id="location-details">Details</h2>
          <LocationFacts location={location} />
        </section>
      </ProfileSubpage>
    );
  }
  const saved = actionData?.intent === "save" ? actionData : undefined;
  return (
    <ProfileSubpage width="edit" title={location.name} back={TO_LIST}>
      {location.main ? (
        <p className="lead">
          <span className="badge badge--info">Main location</span> Its address and working hours are the ones your profile shows.
        </p>
      ) : null}
      {saved?.message ? (
        <Alert title="An error occurred!">
          <p>{saved.message}</p>
        </Alert>
      ) : (
        <FormProblem result={actionData?.result} shown={LOCATION_FIELDS} />
      )}
      <LocationForm
        id="edit-location"
        rules={rules}
        defaultValue={locationFormValues(location)}
        lastResult={saved?.result}
        cities={cities}
        submit="Save location"
        pendingText="SAVING..."
      />
      <RetireCard />
      {/* A refused retirement says why in its confirmation, which stays open. */}
      <RetireConfirm location={location} refusal={actionData?.intent === "retire" ? { message: actionData.message, code: actionData.code } : null} />
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
