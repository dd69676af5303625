// /profile/locations/new: a new location of the brand, in the location form (its working hours
// start as the profile's, the main location's); saved, back to the list, which says so.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormProblem } from "~/components/form-problem";
import { LocationForm } from "~/components/location-form";
import { ProfileSubpage } from "~/components/profile-subpage";
import { throwApiError } from "~/lib/api/errors.server";
import { getApi } from "~/lib/api/request-session.server";
import { listCities } from "~/lib/api/wizard.server";
import { browserRules } from "~/lib/forms.server";
import { locationAction } from "~/lib/locations/location-action.server";
import { locationSchema } from "~/lib/locations/location.schema";
import { LOCATION_FIELDS, locationFormValues } from "~/lib/locations/locations";
import locationStyles from "~/styles/locations.css";
import profileStyles from "~/styles/profile.css";
import type { AppLoaderData } from "./_app";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: locationStyles },
];
export const meta: MetaFunction = () => [{ title: "Add a location" }];

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    return { cities: await listCities(api), rules: browserRules(locationSchema) };
  } catch (error) {
    throwApiError(error);
  }
}

export function action(args: ActionFunctionArgs) {
  return locationAction(args, null);
}

export default function NewLocation() {
  const { business } = useRouteLoaderData<AppLoaderData>("routes/_app")!;
  const { cities, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ProfileSubpage width="edit" title="Add a location" back={{ to: "/profile/locations", label: "Back to locations" }}>
      <p className="lead">A place where your offers take place, with its own address, time zone and working hours.</p>
      {actionData?.message ? (
        <Alert title="An error occurred!">
          <p>{actionData.message}</p>
        </Alert>
      ) : (
        <FormProblem result={actionData?.result} shown={LOCATION_FIELDS} />
      )}
      <LocationForm
        id="new-location"
        rules={rules}
        defaultValue={locationFormValues(null, business.working_hours)}
        lastResult={actionData?.result}
        cities={cities}
        submit="Add location"
        pendingText="ADDING LOCATION..."
      />
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
