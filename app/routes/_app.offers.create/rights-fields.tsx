// The media page's "Usage rights (optional)": the terms a model accepts with the claim, so the
// brand may use the claim's posts from then on (docs/features/content.md). Every use left
// unchecked asks for none; the rules are in ~/lib/wizard/rights.ts.
import type { FieldMetadata } from "@conform-to/react";
import { ChoiceGroup, Field, SelectField, TextArea } from "~/components/field";
import { RIGHTS_TERM_KEYS, RIGHTS_TERMS, RIGHTS_USE_KEYS, RIGHTS_USE_NAMES, RIGHTS_USES } from "../../../contract/content";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;

const USES = RIGHTS_USE_KEYS.map((use) => ({ value: use, label: RIGHTS_USE_NAMES[use], hint: RIGHTS_USES[use] }));
const TERMS = RIGHTS_TERM_KEYS.map((term) => ({ value: term, label: term === "perpetual" ? "Perpetual (no end date)" : RIGHTS_TERMS[term] }));

export function RightsFields({ fields }: { fields: { rights_uses: AnyField; rights_term: AnyField; rights_fee: AnyField; rights_note: AnyField } }) {
  return (
    <fieldset className="wizard__section wizard__rights" aria-describedby="rights-hint">
      <legend>Usage rights (optional)</legend>
      <p className="field__hint" id="rights-hint">
        Models accept these terms when they claim, and you may use the posts they make for this offer from then on. Leave every use unchecked to ask for none;
        you can still ask for a post&rsquo;s rights later from the content library.
      </p>
      <ChoiceGroup legend="Uses" field={fields.rights_uses} options={USES} type="checkbox" />
      <SelectField label="Term" field={fields.rights_term} options={TERMS} hint="From the day the model claims." />
      <Field
        label="Fee"
        field={fields.rights_fee}
        type="text"
        inputMode="decimal"
        maxLength={20}
        className="wizard__money"
        hint="Optional. What you pay each model for these rights, in dollars (like 150 or 12.50)."
      />
      <TextArea label="Note to models" field={fields.rights_note} rows={2} hint="Optional. Up to 500 characters, shown with the terms." />
    </fieldset>
  );
}
