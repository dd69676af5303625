// A job's model requirements on page 2 (docs/product/wizard.md#model-requirements): height, colours, backgrounds and waist
// for everyone, then women's (bust, hips, dress, shoe) and men's (collar, sleeve, suit,
// inseam, shoe) stats. Every choice comes from the /enum lists and the model_stats bounds.
import type { FieldMetadata } from "@conform-to/react";
import type { JobReference } from "~/lib/api/wizard.server";
import { statChoices, type StatRange } from "~/lib/wizard/stats";
import { ChoiceGroup, SelectField } from "~/components/field";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;
type Fields = Record<string, AnyField>;

const byLabel = (items: { label: string }[]) => items.map((i) => ({ value: i.label, label: i.label }));
const byId = (items: { id: number; label: string }[]) => items.map((i) => ({ value: String(i.id), label: i.label }));

function Range({ stat, label, fields, job }: { stat: StatRange; label: string; fields: Fields; job: JobReference }) {
  const unit = job.stats[stat]?.unit ?? (stat === "height" ? "cm" : "in");
  const choices = statChoices(job.stats[stat], unit);
  return (
    <div className="wizard__pair">
      <SelectField label={`Minimum ${label}`} field={fields[`${stat}_min`]!} options={choices} placeholder="Any" />
      <SelectField label={`Maximum ${label}`} field={fields[`${stat}_max`]!} options={choices} placeholder="Any" />
    </div>
  );
}

export function JobRequirements({ fields, job }: { fields: Fields; job: JobReference }) {
  const forSex = (sex: string) => job.shoeSizes.filter((s) => !s.sex || s.sex === sex);
  return (
    <section className="wizard__section" aria-labelledby="job-title">
      <h2 id="job-title">Model requirements</h2>
      <p className="field__hint">Leave a choice empty to accept any model.</p>
      <Range stat="height" label="height" fields={fields} job={job} />
      <ChoiceGroup legend="Hair colours" field={fields.hair_colors!} options={byLabel(job.hairColors)} type="checkbox" />
      <ChoiceGroup legend="Eye colours" field={fields.eye_colors!} options={byLabel(job.eyeColors)} type="checkbox" />
      <ChoiceGroup legend="Backgrounds" field={fields.backgrounds!} options={byLabel(job.backgrounds)} type="checkbox" />
      <ChoiceGroup legend="Waist sizes" field={fields.waist_sizes!} options={byId(job.waistSizes)} type="checkbox" className="choices--compact" />
      <h3 className="wizard__subhead">Women</h3>
      <Range stat="bust" label="bust" fields={fields} job={job} />
      <Range stat="hips" label="hips" fields={fields} job={job} />
      <ChoiceGroup legend="Dress sizes" field={fields.dress_sizes!} options={byId(job.dressSizes)} type="checkbox" className="choices--compact" />
      <ChoiceGroup legend="Women's shoe sizes" field={fields.shoe_sizes!} options={byId(forSex("f"))} type="checkbox" className="choices--compact" />
      <h3 className="wizard__subhead">Men</h3>
      <Range stat="collar" label="collar" fields={fields} job={job} />
      <Range stat="sleeve" label="sleeve" fields={fields} job={job} />
      <ChoiceGroup legend="Suit sizes" field={fields.suit_sizes!} options={byId(job.suitSizes)} type="checkbox" className="choices--compact" />
      <Range stat="inseam" label="inseam" fields={fields} job={job} />
      <ChoiceGroup legend="Men's shoe sizes" field={fields.male_shoe_sizes!} options={byId(forSex("m"))} type="checkbox" className="choices--compact" />
    </section>
  );
}
