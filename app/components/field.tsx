// Labelled form controls, each with its error under it: inputs (Field), selects, text areas,
// and checkbox or radio groups drawn as the product's pills (ChoiceGroup).
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";

type Props = {
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<any>;
  type: "text" | "email" | "password" | "tel" | "url" | "number" | "date" | "time" | "search";
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form">;

/** A labelled input with its error under it, wired with aria-invalid and aria-describedby. */
export function Field({ label, field, type, hint, ...rest }: Props) {
  const errorId = field.errorId;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const inputProps = getInputProps(field, { type, ariaAttributes: true });
  const describedBy = [hintId, field.errors?.length ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...inputProps} {...rest} aria-describedby={describedBy} key={inputProps.key} />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p className="field__error" id={errorId}>
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;
type Option = { value: string; label: string; hint?: string };

export function ErrorText({ field }: { field: AnyField }) {
  return field.errors?.length ? (
    <p className="field__error" id={field.errorId}>
      {field.errors[0]}
    </p>
  ) : null;
}

const describedBy = (field: AnyField, hintId?: string) => [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;

export function SelectField({
  label,
  field,
  options,
  placeholder,
  hint,
}: {
  label: string;
  field: AnyField;
  options: readonly Option[];
  placeholder?: string;
  hint?: string;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getSelectProps(field, { ariaAttributes: true });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...props} key={props.key} aria-describedby={describedBy(field, hintId)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <HintAndError field={field} hint={hint} hintId={hintId} />
    </div>
  );
}

export function TextArea({ label, field, hint, rows = 4 }: { label: string; field: AnyField; hint?: string; rows?: number }) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getTextareaProps(field, { ariaAttributes: true });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...props} key={props.key} rows={rows} aria-describedby={describedBy(field, hintId)} />
      <HintAndError field={field} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A fieldset of checkboxes or radios sharing one name; the error belongs to the group. */
export function ChoiceGroup({
  legend,
  field,
  options,
  type,
  className = "",
  onChange,
}: {
  legend: string;
  field: AnyField;
  options: readonly Option[];
  type: "checkbox" | "radio";
  className?: string;
  onChange?: (value: string) => void;
}) {
  const inputs = getCollectionProps(field, options, type);
  return (
    <fieldset className={`choices ${className}`} aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend>{legend}</legend>
      <div className="choices__list">
        {inputs.map(({ key, ...props }, i) => {
          const { label, hint } = options[i]!;
          // A hint describes the choice; the choice is named by its label alone.
          return (
            <label key={key} className={`choice${hint ? " choice--hinted" : ""}`}>
              <input
                {...props}
                aria-invalid={field.errors?.length ? true : undefined}
                aria-labelledby={hint ? `${props.id}-label` : undefined}
                aria-describedby={hint ? `${props.id}-hint` : undefined}
                onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
              />
              <span id={hint ? `${props.id}-label` : undefined} className="choice__label">
                {label}
              </span>
              {hint ? (
                <>
                  {" "}
                  <span id={`${props.id}-hint`} className="choice__hint">
                    {hint}
                  </span>
                </>
              ) : null}
            </label>
          );
        })}
      </div>
      <ErrorText field={field} />
    </fieldset>
  );
}

function getCollectionProps(field: AnyField, options: readonly Option[], type: "checkbox" | "radio") {
  const initial = field.initialValue as string | string[] | undefined;
  const chosen = new Set([initial ?? []].flat());
  return options.map((o) => ({
    key: `${field.key ?? ""}-${o.value}`,
    type,
    name: field.name,
    value: o.value,
    id: `${field.id}-${o.value}`,
    form: field.formId,
    defaultChecked: chosen.has(o.value),
  }));
}

/** A single box; a hint under it describes it. */
export function Checkbox({ label, field, hint }: { label: ReactNode; field: AnyField; hint?: string }) {
  const props = getInputProps(field, { type: "checkbox", value: "on" });
  const hintId = hint ? `${field.id}-hint` : undefined;
  const box = (
    <label className="choice choice--single">
      <input {...props} key={props.key} aria-describedby={hintId} />
      <span>{label}</span>
    </label>
  );
  if (!hint) return box;
  return (
    <div className="field">
      {box}
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}

function HintAndError({ field, hint, hintId }: { field: AnyField; hint?: string; hintId?: string }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ErrorText field={field} />
    </>
  );
}
