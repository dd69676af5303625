// A weekday's working hours as the profile's hours page and the location form ask for them: a
// "Closed" box and the open and close times, each time's error under it (docs/product/accounts.md#working-hours).
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { weekdayLabel, WEEKDAYS } from "~/lib/profile/working-hours";

type DayShape = { closed?: string; open?: string; close?: string } | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DayField = FieldMetadata<DayShape, any, string[]>;

/** The seven days' fieldsets, Monday first; `fields` holds one field of the form per weekday. */
export function WeekFields({ fields }: { fields: Record<string, DayField> }) {
  return (
    <>
      {WEEKDAYS.map((day) => (
        <DayFields key={day} label={weekdayLabel(day)} field={fields[day]!} />
      ))}
    </>
  );
}

export function DayFields({ label, field }: { label: string; field: DayField }) {
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
