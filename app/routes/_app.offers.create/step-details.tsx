// Page 2, the details (docs/product/wizard.md#details): spots or groups, age limit, repeat, start and
// end, the visibility window, reservation, job requirements and location.
import type { z } from "zod";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { Field } from "~/components/field";
import { WizardMap } from "~/components/wizard-map";
import type { City } from "../../../contract/schemas/wizard";
import type { JobReference } from "~/lib/api/wizard.server";
import { REPEAT_TYPES, RESERVATION_METHODS } from "~/lib/wizard/types";
import { Checkbox, ChoiceGroup, SelectField, TextArea } from "~/components/field";
import { JobRequirements } from "./job-requirements";
import { LocationChoices } from "./location-choices";
import { TimePicker } from "~/components/time-picker";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import type { step2Schema } from "~/lib/wizard/step2.schema";
import { WizardForm } from "./wizard-form";
import { type OfferType } from "../../../contract/offers";

/** The page's fields, as the server's schema reads them (a type only: no zod in the page). */
type Values = z.input<ReturnType<typeof step2Schema>>;

type Props = {
  rules: BrowserRules;
  type: OfferType;
  values: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
  total: number;
  cities: City[];
  /** The brand's open locations, the main one first. */
  locations: { id: number; name: string }[];
  /** Whether the offer may have no location: a seat limited to some locations makes its offers there. */
  anywhere: boolean;
  job: JobReference | null;
  map: { tileUrl: string | null; home: { address?: string | null; lat?: number | null; lon?: number | null } | null } | null;
};

const SPOT_KINDS = [
  { value: "shared", label: "Shared" },
  { value: "by_sex", label: "Female and male" },
];
const DEFAULTS = {
  spots_kind: "shared",
  repeat_type: "none",
  start_hour: "12",
  start_minute: "0",
  start_ampm: "PM",
  end_hour: "12",
  end_minute: "0",
  end_ampm: "PM",
};

export function StepDetails({ rules, type, values, lastResult, total, cities, locations, anywhere, job, map }: Props) {
  const [form, fields] = useForm<Values>({
    id: `offer-details-${type}`,
    lastResult,
    defaultValue: { ...DEFAULTS, ...values },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Checked on submit, so no message moves the Next button under the pointer.
    constraint: rules.constraint,
    onValidate: checkInBrowser<Values>(rules),
  });
  return (
    <WizardForm form={form} step="details" index={2} total={total}>
      <section className="wizard__section" aria-labelledby="spots-title">
        <h2 id="spots-title">Spots</h2>
        <ChoiceGroup legend="Spots are" field={fields.spots_kind} options={SPOT_KINDS} type="radio" />
        <div className="wizard__trio">
          <Field label="Shared spots" field={fields.shared_spots} type="text" inputMode="numeric" />
          <Field label="Female spots" field={fields.female_spots} type="text" inputMode="numeric" />
          <Field label="Male spots" field={fields.male_spots} type="text" inputMode="numeric" />
        </div>
        <Checkbox label="Group offer (spots are max group size × max number of groups)" field={fields.is_group} />
        <div className="wizard__trio">
          <Field label="Min group size" field={fields.group_min_size} type="text" inputMode="numeric" />
          <Field label="Max group size" field={fields.group_max_size} type="text" inputMode="numeric" />
          <Field label="Max number of groups" field={fields.group_max_number} type="text" inputMode="numeric" />
        </div>
        <Field label="Age limit" field={fields.age_limit} type="text" inputMode="numeric" hint="Members are 18 to 100." />
      </section>

      <section className="wizard__section" aria-labelledby="when-title">
        <h2 id="when-title">When</h2>
        {type !== "job" ? (
          <SelectField
            label="Repeat"
            field={fields.repeat_type}
            options={REPEAT_TYPES}
            hint="Custom schedules are set up by a representative of ours after you submit."
          />
        ) : null}
        <TimePicker legend="Start" date={fields.start_date} hour={fields.start_hour} minute={fields.start_minute} ampm={fields.start_ampm} />
        <TimePicker legend="End" date={fields.end_date} hour={fields.end_hour} minute={fields.end_minute} ampm={fields.end_ampm} />
        <div className="wizard__pair">
          <Field label="Visible from" field={fields.visible_from} type="date" />
          <Field label="Visible until" field={fields.visible_until} type="date" />
        </div>
      </section>

      {type === "reservation_required" ? (
        <section className="wizard__section" aria-labelledby="reservation-title">
          <h2 id="reservation-title">Reservation</h2>
          <SelectField label="Reservation method" field={fields.reservation_method} options={RESERVATION_METHODS} placeholder="Choose a method" />
          <TextArea label="Reservation details" field={fields.reservation_data} rows={3} hint="The phone number, email or link models use to book." />
        </section>
      ) : null}

      {type === "job" && job ? <JobRequirements fields={fields} job={job} /> : null}

      <section className="wizard__section" aria-labelledby="location-title">
        <h2 id="location-title">Location</h2>
        <LocationChoices field={fields.location_ids} locations={locations} />
        {anywhere ? <Checkbox label="This offer has no location" field={fields.has_no_location} /> : null}
        <Field label="Address" field={fields.address} type="text" maxLength={300} hint="Leave it empty to use each location's own address." />
        <SelectField label="City" field={fields.city_id} options={cities.map((c) => ({ value: String(c.id), label: c.name }))} placeholder="Choose a city" />
        {map?.tileUrl ? (
          <LocationMap
            tileUrl={map.tileUrl}
            city={cities.find((c) => String(c.id) === String(fields.city_id.value ?? ""))}
            home={map.home}
            address={typeof fields.address.value === "string" ? fields.address.value : undefined}
          />
        ) : null}
      </section>
    </WizardForm>
  );
}

/** Without a geocoder the place is the chosen city (else the business's own address). */
function LocationMap({ tileUrl, city, home, address }: { tileUrl: string; city?: City; home: NonNullable<Props["map"]>["home"]; address?: string }) {
  if (city?.lat !== undefined && city.lon !== undefined)
    return <WizardMap tileUrl={tileUrl} lat={city.lat} lon={city.lon} place={address ? `${address}, ${city.name}` : city.name} />;
  if (typeof home?.lat === "number" && typeof home.lon === "number")
    return <WizardMap tileUrl={tileUrl} lat={home.lat} lon={home.lon} place={home.address ?? "your business"} />;
  return null;
}
