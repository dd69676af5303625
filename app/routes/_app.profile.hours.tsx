import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProfileSubpage, SaveOrCancel } from "~/components/profile-subpage";
import { putWorkingHours } from "~/lib/api/profile.server";
import { getBusiness } from "~/lib/api/users.server";
import { browserRules } from "~/lib/forms.server";
import { checkInBrowser } from "~/lib/forms/browser-check";
import { hoursFormValues, weekdayLabel, WEEKDAYS, workingHoursPayload, type WorkingHours } from "~/lib/profile/working-hours";
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
        {WEEKDAYS.map((day) => (
          <DayFields key={day} label={weekdayLabel(day)} field={fields[day]} />
        ))}
        <SaveOrCancel>Save working hours</SaveOrCancel>
      </Form>
    </ProfileSubpage>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DayField = FieldMetadata<{ closed?: string; open?: string; close?: string } | undefined, any, string[]>;

function DayFields({ label, field }: { label: string; field: DayField }) {
  const day = field.getFieldset();
  return (
    <fieldset className="hours-day">
      <legend>{label}</legend>
      <label className="hours-day__closed">
        <input {...getInputProps(day.closed, { type: "checkbox", value: "on" })} key={day.closed.key} />
        Closed
      </label>
      <div className="hours-day__times">
        <TimeInput label="Opens" field={day.open} />
        <TimeInput label="Closes" field={day.close} />
      </div>
    </fieldset>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function TimeInput({ label, field }: { label: string; field: FieldMetadata<string | undefined, any, string[]> }) {
  const props = getInputProps(field, { type: "time", ariaAttributes: true });
  return (
    <div className="field hours-day__time">
      <label htmlFor={field.id}>{label}</label>
      <input {...props} key={props.key} aria-describedby={field.errors?.length ? field.errorId : undefined} />
      {field.errors?.length ? (
        <p className="field__error" id={field.errorId}>
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
