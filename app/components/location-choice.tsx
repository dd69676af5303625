// A choice of location that shows a page of it: a get form, so it works without JavaScript, with
// the page's other parameters kept as hidden fields. The door's chooser and the figures' filter.
import { Form } from "@remix-run/react";

export type LocationOption = { value: string; label: string };

export function LocationChoice({
  id,
  action,
  options,
  value,
  keep = {},
  className,
  ...data
}: {
  id: string;
  /** The page's own path; left out, the form's route. */
  action?: string;
  options: LocationOption[];
  value: string;
  keep?: Record<string, string | number>;
  className: string;
} & Record<`data-${string}`, string>) {
  return (
    <Form method="get" action={action} className={`field location-choice ${className}`} {...data}>
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id}>Location</label>
      <span className="location-choice__row">
        <select id={id} name="location" defaultValue={value}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--small button--secondary">
          Show
        </button>
      </span>
    </Form>
  );
}
