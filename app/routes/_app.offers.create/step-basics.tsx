// Page 1: the offer type, titles, description and categories; a job adds target cities and
// its display dates, any other offer its optional value per model (a job's cost is its wages).
import type { z } from "zod";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useSubmit } from "@remix-run/react";
import { Field } from "~/components/field";
import type { City } from "../../../contract/schemas/wizard";
import { CATEGORIES, isOfferType, TYPE_HINTS, TYPE_LABELS } from "~/lib/wizard/types";
import { ChoiceGroup, TextArea } from "~/components/field";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import type { step1Schema } from "~/lib/wizard/step1.schema";
import { WizardForm } from "./wizard-form";
import { OFFER_TYPES, type OfferType } from "../../../contract/offers";

/** The page's fields, as the server's schema reads them (a type only: no zod in the page). */
type Values = z.input<typeof step1Schema>;

const TYPE_OPTIONS = OFFER_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t], hint: TYPE_HINTS[t] }));

type Props = {
  rules: BrowserRules;
  values: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
  total: number;
  cities: City[];
  previousOpen: boolean;
  /** The draft's type: choosing another asks first. */
  draftType: OfferType | null;
  /** Told of the first type chosen, before it is saved (the step count follows it). */
  onTypeChoice: (type: OfferType) => void;
};

export function StepBasics({ rules, values, lastResult, total, cities, previousOpen, draftType, onTypeChoice }: Props) {
  const submit = useSubmit();
  const [form, fields] = useForm<Values>({
    id: "offer-basics",
    lastResult,
    // The draft keeps the raw form values, which is what conform starts from.
    defaultValue: values,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Checked on submit, so no message moves the Next button under the pointer.
    constraint: rules.constraint,
    onValidate: checkInBrowser<Values>(rules),
  });
  const isJob = (fields.type.value ?? values.type) === "job";
  return (
    <WizardForm form={form} step="basics" index={1} total={total}>
      {previousOpen ? null : (
        // A post, not a link: what was typed here is saved before the list opens.
        <p className="wizard__previous-open">
          <button type="submit" name="intent" value="previous" formNoValidate className="button button--secondary">
            Start from a previous offer
          </button>
        </p>
      )}
      <ChoiceGroup
        legend="Offer type"
        field={fields.type}
        options={TYPE_OPTIONS}
        type="radio"
        className="choices--types"
        onChange={(type) => {
          if (!isOfferType(type)) return;
          if (!draftType) return onTypeChoice(type);
          // Another type than the draft's: ask at once (the server keeps what was typed and opens
          // the question, as it does on Next without JavaScript).
          const element = document.getElementById(form.id);
          if (type !== draftType && element instanceof HTMLFormElement) {
            const posted = new FormData(element);
            posted.set("intent", "next");
            submit(posted, { method: "post", preventScrollReset: true });
          }
        }}
      />
      <Field label="Title" field={fields.subtitle} type="text" maxLength={100} />
      <Field label="Subtitle" field={fields.title} type="text" maxLength={100} />
      <TextArea label="Description" field={fields.description} rows={5} />
      <ChoiceGroup legend="Categories" field={fields.categories} options={CATEGORIES} type="checkbox" />
      {isJob ? null : (
        <Field
          label="Value per model"
          field={fields.value_per_model}
          type="text"
          inputMode="decimal"
          maxLength={20}
          className="wizard__money"
          hint="Optional. What one model's perk or gift is worth to you, in dollars (like 45 or 12.50). Results use it for your cost per post; models never see it."
        />
      )}
      {isJob ? (
        <>
          <ChoiceGroup legend="Target cities" field={fields.city_ids} options={cities.map((c) => ({ value: String(c.id), label: c.name }))} type="checkbox" />
          <div className="wizard__pair">
            <Field label="Display start date" field={fields.display_start_date} type="date" />
            <Field label="Display end date" field={fields.display_end_date} type="date" />
          </div>
        </>
      ) : null}
    </WizardForm>
  );
}
