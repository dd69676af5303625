// A date with a 12-hour time in 5-minute steps (docs/product/wizard.md#time-pickers), as native controls: the wizard's and the call sheet's.
import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { HOURS_12, MINUTES_5 } from "~/lib/wizard/clock";
import { ErrorText, SelectField } from "~/components/field";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type F = FieldMetadata<any, any, string[]>;
const HOURS = HOURS_12.map((h) => ({ value: String(h), label: String(h) }));
const MINUTES = MINUTES_5.map((m) => ({ value: String(m), label: String(m).padStart(2, "0") }));
const AMPM = [
  { value: "AM", label: "AM" },
  { value: "PM", label: "PM" },
];

/** The 5-minute steps, and a stored minute between them in its place, so it is kept as it was. */
function minutesWith(saved: unknown) {
  const value = Number(saved);
  if (typeof saved !== "string" || !Number.isInteger(value) || value < 0 || value > 59 || MINUTES_5.includes(value)) return MINUTES;
  return [...MINUTES, { value: String(value), label: String(value).padStart(2, "0") }].sort((a, b) => Number(a.value) - Number(b.value));
}

export function TimePicker({ legend, date, hour, minute, ampm }: { legend: string; date: F; hour: F; minute: F; ampm: F }) {
  return (
    <fieldset className="time-picker">
      <legend>{legend}</legend>
      <div className="time-picker__row">
        <DateInput field={date} />
        <SelectField label="Hour" field={hour} options={HOURS} />
        <SelectField label="Minute" field={minute} options={minutesWith(minute.initialValue)} />
        <SelectField label="AM/PM" field={ampm} options={AMPM} />
      </div>
      <ErrorText field={date} />
    </fieldset>
  );
}

/** The date part; its error shows under the whole row, which names the start or the end. */
function DateInput({ field }: { field: F }) {
  const props = getInputProps(field, { type: "date", ariaAttributes: true });
  return (
    <div className="field">
      <label htmlFor={field.id}>Date</label>
      <input {...props} key={props.key} aria-describedby={field.errors?.length ? field.errorId : undefined} />
    </div>
  );
}
