// A brand's locations (Profile → Locations): the words the pages show for a location's hours,
// time zone and offers, and how the location form starts and what it sends. The form's schema is
// in location.schema.ts, so the list, which only shows locations, carries no zod. Pure.
import type { BrandLocation } from "../../../contract/schemas/locations";
import { plural } from "../../../common/words.js";
import { LOCATION_TIME_ZONES } from "../../../contract/locations";
import { formatTime, hoursFormValues, WEEKDAYS, type DayHours, type WorkingHours } from "../profile/working-hours";

/** The time zone a new location starts with. */
export const DEFAULT_TIME_ZONE = "America/New_York";

/** The success alert of the list after a form of a location was sent (?saved=…). */
export const SAVED: Record<string, string> = {
  added: "The location has been added.",
  edited: "The location has been saved.",
  retired: "The location has been retired: it takes no new offers.",
};

const SHORT_DAYS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

const hoursText = (day: DayHours) => (day ? `${formatTime(day.open)} – ${formatTime(day.close)}` : "Closed");

/**
 * A week's hours in a few words, the days with the same hours in a row taken together: "Mon–Fri
 * 9:00 AM – 5:00 PM", "Sat 10:00 AM – 2:00 PM", "Sun Closed". A missing day is closed, as on the
 * profile; a location with no hours at all says so.
 */
export function hoursSummary(hours: Partial<Record<string, DayHours>> | null | undefined): string[] {
  if (!hours || WEEKDAYS.every((day) => !hours[day])) return ["Closed every day"];
  const runs: Array<{ from: string; to: string; text: string }> = [];
  for (const day of WEEKDAYS) {
    const text = hoursText(hours[day] ?? null);
    const last = runs.at(-1);
    if (last && last.text === text) last.to = SHORT_DAYS[day];
    else runs.push({ from: SHORT_DAYS[day], to: SHORT_DAYS[day], text });
  }
  if (runs.length === 1) return [`Every day ${runs[0]!.text}`];
  return runs.map(({ from, to, text }) => `${from === to ? from : `${from}–${to}`} ${text}`);
}

/** The words of a time zone: the form's label, else its IANA name (a zone saved through the API). */
export function timeZoneLabel(zone: string): string {
  return LOCATION_TIME_ZONES.find(([value]) => value === zone)?.[1] ?? zone;
}

/** The time zones the form offers; a location saved with another keeps it as an option. */
export function timeZoneOptions(saved?: string): Array<{ value: string; label: string }> {
  const options = LOCATION_TIME_ZONES.map(([value, label]) => ({ value, label }));
  if (saved && !options.some((o) => o.value === saved)) options.push({ value: saved, label: saved });
  return options;
}

export function offersCount(n: number): string {
  return n === 0 ? "No offers yet" : plural(n, "offer");
}

/** What the retire confirmation says will happen to a location and its offers. */
export function retireSentence(location: { name: string; offers_count: number }): string {
  const n = location.offers_count;
  const offers = n === 0 ? "" : n === 1 ? " Its one offer so far keeps its history." : ` Its ${plural(n, "offer")} so far keep their history.`;
  return `${location.name} takes no new offers from now on.${offers}`;
}

/** The form's starting values: a location's own, or a new one's (the profile's hours, New York). */
export function locationFormValues(location: BrandLocation | null, profileHours?: Partial<Record<string, DayHours>> | null) {
  return {
    name: location?.name ?? "",
    address: location?.location?.address ?? "",
    city_id: location?.city_id ? String(location.city_id) : "",
    timezone: location?.timezone ?? DEFAULT_TIME_ZONE,
    phone_number: location?.phone_number ?? "",
    working_hours: hoursFormValues(location ? location.working_hours : profileHours),
  };
}

export type LocationInput = {
  name: string;
  address: string;
  city_id: number | null;
  timezone: string;
  phone_number: string;
  working_hours: WorkingHours;
};

/** What POST and PATCH /businesses/{id}/locations take: the hours as an object, "" for no phone of its own. */
export function locationPayload(input: LocationInput) {
  const { name, address, city_id, timezone, phone_number, working_hours } = input;
  return { name, address, city_id, timezone, phone_number, working_hours };
}

export type LocationPayload = ReturnType<typeof locationPayload>;

const sameHours = (a: Partial<Record<string, DayHours>> | null, b: WorkingHours) =>
  WEEKDAYS.every((day) => JSON.stringify(a?.[day] ?? null) === JSON.stringify(b[day] ?? null));

/**
 * What an edit changed, for PATCH, which leaves out what it is not sent. The address and the city
 * travel together: the API takes the map point from the city, so a location whose point came
 * from elsewhere (the profile's address, before locations) keeps it while neither changes.
 */
export function locationChanges(current: BrandLocation, next: LocationPayload): Partial<LocationPayload> {
  const changes: Partial<LocationPayload> = {};
  if (next.name !== current.name) changes.name = next.name;
  if (next.address !== (current.location?.address ?? "") || next.city_id !== current.city_id) {
    changes.address = next.address;
    changes.city_id = next.city_id;
  }
  if (next.timezone !== current.timezone) changes.timezone = next.timezone;
  if (next.phone_number !== current.phone_number) changes.phone_number = next.phone_number;
  if (!sameHours(current.working_hours, next.working_hours)) changes.working_hours = next.working_hours;
  return changes;
}

/** The names of the form's fields, so that a refusal naming any other is said in an alert. */
export const LOCATION_FIELDS: readonly string[] = [
  "name",
  "address",
  "city_id",
  "timezone",
  "phone_number",
  "working_hours",
  ...WEEKDAYS.flatMap((day) => ["", ".open", ".close", ".closed"].map((part) => `working_hours.${day}${part}`)),
];

/**
 * The API's refusal by field (400 `fields`) as the form's field errors: the map point and the
 * address are the Address field's; a field the form does not have stays in the alert alone.
 */
export function locationFieldErrors(fields: Record<string, string> | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = /^(location|lat|lon)\b/.test(key) ? "address" : key;
    if (LOCATION_FIELDS.includes(name)) (errors[name] ??= []).push(message);
  }
  return errors;
}
