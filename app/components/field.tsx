import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";

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
