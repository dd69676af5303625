import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { WeekFields } from "~/components/hours-fields";
import { ProfileSubpage, SaveOrCancel } from "~/components/profile-subpage";
import { putWorkingHours } from "~/lib/api/profile.server";
import { getBusiness } from "~/lib/api/users.server";
import { browserRules } from "~/lib/forms.server";
import { checkInBrowser } from "~/lib/forms/browser-check";
import { hoursFormValues, workingHoursPayload, type WorkingHours } from "~/lib/profile/working-hours";
import { workingHoursSchema } from "~/lib/profile/working-hours.schema";
import { saveProfileForm } from "~/lib/profile/save-form.server";
import profileStyles from "~/styles/profile.css";
import type { AppLoaderData } from "./_app";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];
export const meta: MetaFunction = () => [{ title: "Working hours" }];

export function loader() {
  return { rules: browserRules(workingHoursSchema) };
}

export function action(args: ActionFunctionArgs) {
  return saveProfileForm(args, workingHoursSchema, "hours", async (api, value) => {
    const business = await getBusiness(api);
    await putWorkingHours(api, business.business_id, workingHoursPayload(value as WorkingHours));
  });
}

export default function WorkingHoursPage() {
  const { business } = useRouteLoaderData<AppLoaderData>("routes/_app")!;
  const { rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<Record<string, { closed?: string; open?: string; close?: string } | undefined>>({
    id: "working-hours",
    lastResult: actionData?.result,
    defaultValue: hoursFormValues(business.working_hours),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    constraint: rules.constraint,
    onValidate: checkInBrowser(rules),
  });
  const failed = Boolean(actionData?.serverMessage) || form.status === "error";
  return (
    <ProfileSubpage width="narrow" title="Working hours">
      <p className="lead">Open and close times for each weekday. Tick “Closed” for days you are not open.</p>
      {failed ? (
        <Alert title="Failed to update working hours!" tone="error">
          <p>Are your hours formatted correctly?</p>
          {actionData?.serverMessage ? <p>{actionData.serverMessage}</p> : null}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="hours-form">
        <AuthenticityTokenInput />
        <WeekFields fields={fields} />
        <SaveOrCancel>Save working hours</SaveOrCancel>
      </Form>
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
