// Starting from a previous offer (docs/product/wizard.md#starting-from-a-previous-offer): a new draft pre-filled with the earlier offer's
// type, titles, description, categories, value per model, details and images, as the wizard's form values.
// Times are not copied (they are in the past); images only while they are still the
// business's profile images.
import { CATEGORIES, isOfferType, stepsFor } from "./types";
import { SIZE_FIELDS, STAT_RANGES } from "./job";
import type { Draft } from "./draft";
import { centsToDollars } from "./value";
import { rightsFormValues } from "./rights";
import type { RightsTerms } from "../../../contract/content";

type Values = Record<string, string | string[] | undefined>;
type Source = Record<string, unknown> & { type: string; media: { media_id?: number | null }[]; rights_terms?: RightsTerms | null };

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
const strings = (v: unknown) => (Array.isArray(v) ? v.map(str).filter((s): s is string => s !== undefined) : []);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
// An unlimited count (-1) can't be typed in the wizard: the user chooses again.
const count = (v: unknown) => (typeof v === "number" && v > 0 ? String(v) : "");

function detailsOf(o: Source): Values {
  const shared = Number(o.shared_spots ?? 0);
  const values: Values = {
    spots_kind: shared !== 0 || (!o.female_spots && !o.male_spots) ? "shared" : "by_sex",
    shared_spots: count(o.shared_spots),
    female_spots: count(o.female_spots),
    male_spots: count(o.male_spots),
    is_group: o.is_group === true ? "on" : undefined,
    group_min_size: count(o.group_min_size),
    group_max_size: count(o.group_max_size),
    group_max_number: count(o.group_max_number),
    age_limit: count(o.age_limit),
    repeat_type: str(o.repeat_type) ?? "none",
    reservation_method: str(o.reservation_method),
    reservation_data: str(o.reservation_data),
    has_no_location: o.has_no_location === true ? "on" : undefined,
    location_ids: o.has_no_location !== true && typeof o.location_id === "number" ? [String(o.location_id)] : [],
    // An offer at a location mostly has that location's address (the API gives it one when none is
    // typed): copied, it would become the address of whichever location is ticked now. So only an
    // offer at no location passes its address on.
    address: typeof o.location_id === "number" ? undefined : str((o.location as { address?: unknown } | null)?.address),
  };
  // A job's model requirements; its job_requirements is the call sheet's text, not copied.
  const req = isRecord(o.model_requirements) ? o.model_requirements : null;
  if (req) {
    for (const stat of STAT_RANGES) {
      const scale = stat === "height" ? 10 : 1;
      const min = req[`${stat}_minimum`];
      const max = req[`${stat}_maximum`];
      values[`${stat}_min`] = typeof min === "number" ? String(Math.round(min / scale)) : undefined;
      values[`${stat}_max`] = typeof max === "number" ? String(Math.round(max / scale)) : undefined;
    }
    for (const [field, key] of Object.entries(SIZE_FIELDS)) values[field] = strings(req[key]);
    for (const key of ["hair_colors", "eye_colors", "backgrounds"]) values[key] = strings(req[key]);
  }
  return values;
}

export function draftFromOffer(id: string, offer: Source, profileMediaIds: number[]): Draft {
  const type = isOfferType(offer.type) ? offer.type : null;
  const known = new Set<string>(CATEGORIES.map((c) => c.value));
  const basics: Values = {
    type: type ?? undefined,
    subtitle: str(offer.subtitle),
    title: str(offer.title),
    description: str(offer.description),
    categories: strings(offer.categories).filter((c) => known.has(c)),
    city_ids: strings(offer.city_ids),
    value_per_model: typeof offer.value_per_model_cents === "number" ? centsToDollars(offer.value_per_model_cents) : undefined,
  };
  const own = new Set(profileMediaIds);
  const media: Values = {
    images: offer.media
      .map((m) => m.media_id)
      .filter((m): m is number => typeof m === "number" && own.has(m))
      .map(String),
    social_mentions: strings(offer.social_mentions).join(", "),
    social_hashtags: strings(offer.social_hashtags).join(", "),
    post_instructions: str(offer.post_instructions),
    custom_email_text: str(offer.custom_email_text),
    post_within_days: typeof offer.post_within_days === "number" ? String(offer.post_within_days) : undefined,
    ...rightsFormValues(offer.rights_terms),
  };
  const values: Draft["values"] = { basics, media };
  if (stepsFor(type).includes("details")) values.details = detailsOf(offer);
  return { id, type, values, done: [] };
}
