import { getFormProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorText, Field } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import { SEAT_ROLES } from "~/lib/seats/roles";

type InviteFields = { name: string; email: string; role: string };

/** Inviting a person by email to a seat: the API mails them a one-time link to /team/join/…. */
export function InviteForm({ rules, lastResult }: { rules: BrowserRules; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm<InviteFields>({
    id: "invite",
    lastResult,
    defaultValue: { role: "manager" },
    constraint: rules.constraint,
    onValidate: checkInBrowser(rules),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="profile-card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a person</h2>
      <p className="team__text">They get an email with a link to choose their username and password. The link works once, for 7 days.</p>
      {/* noValidate: our messages sit by the fields, with or without JS, instead of browser bubbles. */}
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <div className="details-form__grid">
          <Field label="Name" field={fields.name} type="text" autoComplete="off" />
          <Field label="Email" field={fields.email} type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
          <RoleField field={fields.role} />
        </div>
        <SubmitButton intent="invite" pendingText="SENDING INVITATION...">
          Send invitation
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The role select, with one line on what each role may do. */
function RoleField({ field }: { field: FieldMetadata<string> }) {
  const props = getSelectProps(field, { ariaAttributes: true });
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>Role</label>
      {/* Never empty (no placeholder option), so not `required`: HTML allows that only with an empty first option. */}
      <select {...props} key={props.key} required={false} aria-describedby={field.errors?.length ? `${hintId} ${field.errorId}` : hintId}>
        {SEAT_ROLES.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </select>
      <ul className="field__hint team__roles" id={hintId}>
        {SEAT_ROLES.map((role) => (
          <li key={role.value}>
            <strong>{role.label}:</strong> {role.hint}
          </li>
        ))}
      </ul>
      <ErrorText field={field} />
    </div>
  );
}
