// /profile/content (docs/features/content.md): the brand's content settings, in one plain form: the
// words that disclose a post as an ad (the default ones, and the brand's own, one a line), and
// whether shared reports show "Cleared for ads". Owner and manager seats. Saved, back to Profile,
// which says so; the page then shows what the API kept (each word once, case aside).
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Checkbox, TextArea } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { ProfileSubpage, SaveOrCancel } from "~/components/profile-subpage";
import { getContentSettings, saveContentSettings } from "~/lib/api/content-settings.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getApi } from "~/lib/api/request-session.server";
import { brandWordsText } from "~/lib/content/brand-words";
import { contentSettingsSchema } from "~/lib/content/content-settings.schema";
import { browserRules } from "~/lib/forms.server";
import { checkInBrowser } from "~/lib/forms/browser-check";
import { saveProfileForm } from "~/lib/profile/save-form.server";
import profileStyles from "~/styles/profile.css";
import reminderSettingsStyles from "~/styles/reminder-settings.css";
import { CAPTION_FOLD, MAX_BRAND_WORDS, MAX_WORD_LENGTH } from "../../contract/content";

// The reminders page's panels: one look for Profile's settings forms.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: reminderSettingsStyles },
];
export const meta: MetaFunction = () => [{ title: "Content settings" }];

// The box shows no message of its own: a refusal of it (a tampered post) is the form's alert.
const FIELDS = ["disclosure_words"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const api = await getApi(args);
  try {
    return { rules: browserRules(contentSettingsSchema), settings: await getContentSettings(api) };
  } catch (error) {
    throwApiError(error);
  }
}

/** Saved, back to Profile, which says so: as every Profile form does (save-form.server.ts). */
export function action(args: ActionFunctionArgs) {
  return saveProfileForm(args, contentSettingsSchema, "content", saveContentSettings);
}

export default function ContentSettings() {
  const { rules, settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "content-settings",
    lastResult: actionData?.result,
    defaultValue: { disclosure_words: brandWordsText(settings.disclosure_words), show_cleared: settings.show_cleared ? "on" : undefined },
    constraint: rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checkInBrowser(rules),
  });
  return (
    <ProfileSubpage width="narrow" title="Content settings">
      <p className="lead">How the content library checks that posts are disclosed as ads, and what shared reports say about rights.</p>
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
        <fieldset className="reminders-group" aria-describedby="disclosure-rule">
          <legend>Disclosure words</legend>
          <p className="field__hint" id="disclosure-rule">
            {`A post is disclosed when one of these words stands within the first ${CAPTION_FOLD} characters of its caption, where Instagram shows it ` +
              'before "more"; a word only after them is a late disclosure.'}
          </p>
          <p>
            <strong>Always counted:</strong> {settings.default_words.join(", ")}
          </p>
          <TextArea
            label="Your own words"
            field={fields.disclosure_words}
            rows={5}
            hint={`One a line, such as a hashtag of your brand: at most ${MAX_BRAND_WORDS} words, each at most ${MAX_WORD_LENGTH} characters.`}
          />
        </fieldset>
        <fieldset className="reminders-group">
          <legend>Shared reports</legend>
          <Checkbox
            label='Show "Cleared for ads" on shared reports'
            field={fields.show_cleared}
            hint="On the posts whose models granted you rights to use them in paid ads, while those rights are in force."
          />
        </fieldset>
        <SaveOrCancel>Save settings</SaveOrCancel>
      </Form>
    </ProfileSubpage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
