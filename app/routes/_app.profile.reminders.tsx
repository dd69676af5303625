// /profile/reminders (docs/product/accounts.md#reminders-and-claims-settings): the brand's settings for reminders and claims, in one plain form:
// automatic reminders to post, the weekly digest, and the rule for who may claim. Owner and
// manager seats; the API refuses a door seat, and the page then says so.
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Checkbox, Field } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { ProfileSubpage, SaveOrCancel } from "~/components/profile-subpage";
import { throwApiError } from "~/lib/api/errors.server";
import { getReminderSettings, saveReminderSettings } from "~/lib/api/reminder-settings.server";
import { getApi } from "~/lib/api/request-session.server";
import { browserRules } from "~/lib/forms.server";
import { checkInBrowser } from "~/lib/forms/browser-check";
import { digestLabel, reminderSettingsOf, reminderSettingsFormValues } from "~/lib/profile/reminder-settings";
import { reminderSettingsSchema } from "~/lib/profile/reminder-settings.schema";
import { saveProfileForm } from "~/lib/profile/save-form.server";
import profileStyles from "~/styles/profile.css";
import reminderSettingsStyles from "~/styles/reminder-settings.css";
import type { AppLoaderData } from "./_app";
import { NO_SHOW_DAYS } from "../../contract/numbers";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: reminderSettingsStyles },
];
export const meta: MetaFunction = () => [{ title: "Reminders and claims" }];

const FIELDS = ["auto_reminders", "weekly_digest", "skip_no_shows", "skip_below_rate"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    return { rules: browserRules(reminderSettingsSchema), settings: await getReminderSettings(api) };
  } catch (error) {
    throwApiError(error);
  }
}

export function action(args: ActionFunctionArgs) {
  return saveProfileForm(args, reminderSettingsSchema, "reminders", (api, value) => saveReminderSettings(api, reminderSettingsOf(value)));
}

export default function RemindersAndClaims() {
  const { business } = useRouteLoaderData<AppLoaderData>("routes/_app")!;
  const { rules, settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "reminder-settings",
    lastResult: actionData?.result,
    defaultValue: reminderSettingsFormValues(settings),
    constraint: rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checkInBrowser(rules),
  });
  return (
    <ProfileSubpage width="narrow" title="Reminders and claims">
      <p className="lead">How models are reminded to post, what you hear each week, and whose claims your offers take.</p>
      {actionData?.serverMessage ? (
        <Alert title="An error occurred!">
          <p>{actionData.serverMessage}</p>
        </Alert>
      ) : (
        <FormProblem result={actionData?.result} shown={FIELDS} />
      )}
      {/* noValidate: our messages sit by the fields, with or without JS, instead of browser bubbles. */}
      <Form method="post" {...getFormProps(form)} noValidate className="reminders-form">
        <AuthenticityTokenInput />
        <fieldset className="reminders-group">
          <legend>Reminders to post</legend>
          <Checkbox
            label="Remind models to post by themselves"
            field={fields.auto_reminders}
            hint="One mail the day after the visit if no post has arrived, and one when the post becomes overdue. The Remind button on the dashboard works either way."
          />
        </fieldset>
        <fieldset className="reminders-group">
          <legend>Weekly digest</legend>
          <Checkbox
            label={digestLabel(business.contact_email)}
            field={fields.weekly_digest}
            hint="Every Monday: last week's visits, posts and no-shows, and this month against last month."
          />
        </fieldset>
        <fieldset className="reminders-group" aria-describedby="who-may-claim-hint">
          <legend>Who may claim</legend>
          <Field
            label={`Skip models with this many no-shows in the last ${NO_SHOW_DAYS} days`}
            field={fields.skip_no_shows}
            type="number"
            inputMode="numeric"
            hint="1 to 10; empty for no rule."
          />
          <Field
            label="Skip models who posted for less than this per cent of their claims"
            field={fields.skip_below_rate}
            type="number"
            inputMode="numeric"
            hint="1 to 100; empty for no rule."
          />
          <p className="field__hint" id="who-may-claim-hint">
            Models with fewer than 3 claims are never skipped by the posting rate. A claim from a skipped model is refused; an application is marked and shown
            last.
          </p>
        </fieldset>
        <SaveOrCancel>Save settings</SaveOrCancel>
      </Form>
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
