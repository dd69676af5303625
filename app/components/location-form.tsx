// The form of a brand's location, new or edited (Profile → Locations): its name, address, the city
// that gives the address its map point, time zone, phone and working hours, the days laid out as on
// /profile/hours. A refusal, the form's or the API's, comes back with everything typed.
import { getFormProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorText, Field, SelectField } from "~/components/field";
import { WeekFields } from "~/components/hours-fields";
import { SubmitButton } from "~/components/submit-button";
import type { City } from "../../contract/schemas/wizard";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import type { locationFormValues } from "~/lib/locations/locations";
import { timeZoneOptions } from "~/lib/locations/locations";

type DayValue = { closed?: string; open?: string; close?: string };
type LocationFields = {
  name: string;
  address: string;
  city_id: string;
  timezone: string;
  phone_number: string;
  working_hours: Record<string, DayValue | undefined>;
};

type Props = {
  id: string;
  rules: BrowserRules;
  defaultValue: ReturnType<typeof locationFormValues>;
  lastResult?: SubmissionResult<string[]> | null;
  cities: City[];
  submit: string;
  pendingText: string;
};

export function LocationForm({ id, rules, defaultValue, lastResult, cities, submit, pendingText }: Props) {
  const [form, fields] = useForm<LocationFields>({
    id,
    lastResult,
    defaultValue,
    constraint: rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checkInBrowser(rules),
  });
  const hours = fields.working_hours;
  return (
    // noValidate: our messages sit by the fields, with or without JS, instead of browser bubbles.
    <Form method="post" {...getFormProps(form)} noValidate className="location-form">
      <AuthenticityTokenInput />
      <section className="profile-card" aria-labelledby={`${id}-place`}>
        <h2 id={`${id}-place`}>The place</h2>
        <Field label="Name" field={fields.name} type="text" autoComplete="off" />
        <Field label="Address" field={fields.address} type="text" autoComplete="address-line1" />
        <div className="details-form__grid">
          <SelectField
            label="City (optional)"
            field={fields.city_id}
            options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
            placeholder="No city"
            hint="Gives the address its point on the map."
          />
          <TimeZoneField field={fields.timezone} />
        </div>
        <Field
          label="Phone (optional)"
          field={fields.phone_number}
          type="tel"
          autoComplete="tel"
          hint="Leave it empty when the location has no phone of its own."
        />
      </section>
      <section className="profile-card" aria-labelledby={`${id}-hours`}>
        <h2 id={`${id}-hours`}>Working hours</h2>
        <p className="field__hint">Open and close times for each weekday. Tick “Closed” for days this location is not open.</p>
        <ErrorText field={hours} />
        <WeekFields fields={hours.getFieldset()} />
      </section>
      <div className="form-actions">
        <SubmitButton intent="save" pendingText={pendingText}>
          {submit}
        </SubmitButton>
        <Link className="button button--secondary" to="/profile/locations">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The time zone, one of the form's list or the zone the location was saved with. */
function TimeZoneField({ field }: { field: FieldMetadata<string> }) {
  const props = getSelectProps(field, { ariaAttributes: true });
  const options = timeZoneOptions(typeof field.initialValue === "string" ? field.initialValue : undefined);
  return (
    <div className="field">
      <label htmlFor={field.id}>Time zone</label>
      {/* Never empty (no placeholder option), so not `required`: HTML allows that only with an empty first option. */}
      <select {...props} key={props.key} required={false} aria-describedby={field.errors?.length ? field.errorId : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText field={field} />
    </div>
  );
}
