import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import type { Business } from "../../../contract/schemas/common";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";

/** Contact details, description and address; the brand name and account email are read-only. */
export function DetailsForm({
  business,
  lastResult,
  message,
  rules,
}: {
  business: Business;
  rules: BrowserRules;
  lastResult?: SubmissionResult<string[]> | null;
  message?: string | null;
}) {
  const [form, fields] = useForm({
    id: "profile-details",
    lastResult,
    defaultValue: {
      contact_name: business.contact_name,
      contact_email: business.contact_email,
      phone_number: business.phone_number,
      website: business.website,
      description: business.description,
      address: business.location?.address ?? "",
    },
    constraint: rules.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: checkInBrowser(rules),
  });
  const description = getTextareaProps(fields.description, { ariaAttributes: true });
  return (
    <section className="profile-card" aria-labelledby="details-title">
      <h2 id="details-title">Details</h2>
      {message ? (
        <Alert title="An error occurred!" tone="error">
          <p>{message}</p>
        </Alert>
      ) : null}
      <dl className="profile-details profile-details--readonly">
        <div className="profile-details__row">
          <dt>Brand name</dt>
          <dd>{business.name}</dd>
        </div>
        <div className="profile-details__row">
          <dt>Account email</dt>
          <dd>{business.email}</dd>
        </div>
      </dl>
      <p className="field__hint">The brand name and account email can’t be changed here.</p>
      {/* noValidate: our messages sit by the fields, with or without JS, instead of browser bubbles. */}
      <Form method="post" {...getFormProps(form)} noValidate className="details-form">
        <AuthenticityTokenInput />
        <div className="details-form__grid">
          <Field label="Contact name" field={fields.contact_name} type="text" autoComplete="name" />
          <Field label="Contact email" field={fields.contact_email} type="email" autoComplete="email" />
          <Field label="Phone number" field={fields.phone_number} type="tel" autoComplete="tel" />
          <Field label="Website" field={fields.website} type="text" inputMode="url" autoComplete="url" hint="For example https://example.com" />
        </div>
        <div className="field">
          <label htmlFor={fields.description.id}>Description</label>
          <textarea
            {...description}
            key={description.key}
            rows={5}
            aria-describedby={fields.description.errors?.length ? fields.description.errorId : undefined}
          />
          {fields.description.errors?.length ? (
            <p className="field__error" id={fields.description.errorId}>
              {fields.description.errors[0]}
            </p>
          ) : null}
        </div>
        <Field label="Location address" field={fields.address} type="text" autoComplete="address-line1" />
        <div className="form-actions">
          <SubmitButton intent="profile" pendingText="SAVING...">
            Save profile
          </SubmitButton>
          <Link className="button button--secondary" to="/profile">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
