// The details page's "Locations" (docs/product/wizard.md#location): the brand's open locations as
// checkboxes, the product's pills like every choice group (~/components/field's ChoiceGroup), with
// a hint that the group announces beside its error.
import type { FieldMetadata } from "@conform-to/react";
import { ErrorText } from "~/components/field";
import { LOCATIONS_HINT } from "~/lib/wizard/locations";

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<any, any, string[]>;
  locations: { id: number; name: string }[];
};

export function LocationChoices({ field, locations }: Props) {
  const chosen = new Set([(field.initialValue as string | string[] | undefined) ?? []].flat());
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset className="choices" aria-describedby={[hintId, invalid ? field.errorId : undefined].filter(Boolean).join(" ")}>
      <legend>Locations</legend>
      <p className="field__hint" id={hintId}>
        {LOCATIONS_HINT}
      </p>
      <div className="choices__list">
        {locations.map((location) => (
          <label key={`${field.key ?? ""}-${location.id}`} className="choice">
            <input
              type="checkbox"
              name={field.name}
              value={String(location.id)}
              id={`${field.id}-${location.id}`}
              form={field.formId}
              defaultChecked={chosen.has(String(location.id))}
              aria-invalid={invalid ? true : undefined}
            />
            <span className="choice__label">{location.name}</span>
          </label>
        ))}
      </div>
      <ErrorText field={field} />
    </fieldset>
  );
}
