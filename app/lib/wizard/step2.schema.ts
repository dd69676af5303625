// Offer step 2, the details (docs/product/wizard.md#details). Built per offer type and "now", so the
// browser and the server run the same rules. The output is the API's field names.
import { z } from "zod";
import { END_REQUIRED_MESSAGE, list, START_REQUIRED } from "./step1.schema";
import { jobFields, modelRequirements } from "./job";
import { LOCATION_REQUIRED, locationFields, tickedLocations } from "./locations";
import { dateToIso, wallTimeToIso, DEFAULT_TIME_ZONE } from "./time";
import { END_REQUIRED, START_OPTIONAL } from "./types";
import { type OfferType } from "../../../contract/offers";

export const SPOTS_REQUIRED = "Have to choose something for spots";
export const AGE_UNDER = "Age limit can't be under 18";
export const AGE_OVER = "Age limit can't be over 100";
export const START_AFTER_END = "Start can't be after end";
export const START_BEFORE_NOW = "Start can't be before now";
export const METHOD_REQUIRED = "Reservation method is required";
export const DETAILS_REQUIRED = "Reservation details are required";
export const REPEAT_REQUIRED = "Repeat is required";

const opt = z.string().optional();

const fields = z.object({
  spots_kind: z.enum(["shared", "by_sex"]).default("shared"),
  shared_spots: opt,
  female_spots: opt,
  male_spots: opt,
  is_group: opt,
  group_min_size: opt,
  group_max_size: opt,
  group_max_number: opt,
  age_limit: opt,
  repeat_type: opt,
  start_date: opt,
  start_hour: opt,
  start_minute: opt,
  start_ampm: opt,
  end_date: opt,
  end_hour: opt,
  end_minute: opt,
  end_ampm: opt,
  visible_from: opt,
  visible_until: opt,
  reservation_method: opt,
  reservation_data: z.string().max(500, "Use at most 500 characters.").optional(),
  ...jobFields,
  location_ids: list,
  has_no_location: opt,
  address: z.string().max(300, "Use at most 300 characters.").optional(),
  city_id: opt,
});
export type Step2Fields = z.input<typeof fields>;

const WHOLE = /^\d+$/;
const DAY = 24 * 3600_000;

/** The date ("YYYY-MM-DD") it is now in the zone. */
export function todayIn(now: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function step2Schema(type: OfferType, now: Date, timeZone = DEFAULT_TIME_ZONE) {
  return fields.transform((v, ctx) => {
    const flagged = new Set<string>();
    const issue = (path: string, message: string) => {
      flagged.add(path);
      ctx.addIssue({ code: "custom", path: [path], message });
    };
    // Empty spot values become 0; anything else must be a whole number.
    const count = (path: string, label: string, value: string | undefined) => {
      if (value === undefined || value.trim() === "") return 0;
      if (!WHOLE.test(value.trim())) {
        issue(path, `${label} is not a number`);
        return 0;
      }
      return Number(value);
    };

    const isGroup = v.is_group === "on";
    let shared = 0;
    let female = 0;
    let male = 0;
    let group = { min: null as number | null, max: null as number | null, number: null as number | null };
    if (isGroup) {
      const need = (path: "group_min_size" | "group_max_size" | "group_max_number", label: string) => {
        const value = v[path]?.trim() ?? "";
        if (!WHOLE.test(value)) {
          issue(path, `${label} is not a number`);
          return null;
        }
        return Number(value);
      };
      group = {
        min: need("group_min_size", "Min group size"),
        max: need("group_max_size", "Max group size"),
        number: need("group_max_number", "Max number of groups"),
      };
      if (group.min !== null && group.max !== null && group.min > group.max) issue("group_min_size", "Min group size can't be over the max group size");
      // Group spots are the max group size times the max number of groups.
      if (group.max !== null && group.number !== null) shared = group.max * group.number;
      if (shared === 0 && group.max !== null && group.number !== null) issue("group_max_size", SPOTS_REQUIRED);
    } else if (v.spots_kind === "shared") {
      shared = count("shared_spots", "Shared spots", v.shared_spots);
      if (shared === 0 && !flagged.has("shared_spots")) issue("shared_spots", SPOTS_REQUIRED);
    } else {
      female = count("female_spots", "Female spots", v.female_spots);
      male = count("male_spots", "Male spots", v.male_spots);
      if (female + male === 0 && !flagged.has("female_spots") && !flagged.has("male_spots")) {
        issue("female_spots", SPOTS_REQUIRED);
      }
    }

    let ageLimit: number | null = null;
    if (v.age_limit?.trim()) {
      if (!WHOLE.test(v.age_limit.trim())) issue("age_limit", "Age limit is not a number");
      else {
        ageLimit = Number(v.age_limit);
        if (ageLimit < 18) issue("age_limit", AGE_UNDER);
        else if (ageLimit > 100) issue("age_limit", AGE_OVER);
      }
    }

    let repeat: string | null = null;
    if (type !== "job") {
      if (!v.repeat_type || !["none", "daily", "weekly", "custom"].includes(v.repeat_type)) issue("repeat_type", REPEAT_REQUIRED);
      else repeat = v.repeat_type === "none" ? null : v.repeat_type;
    }

    const startsAt = v.start_date ? wallTimeToIso({ date: v.start_date, hour: v.start_hour, minute: v.start_minute, ampm: v.start_ampm }, timeZone) : null;
    const endsAt = v.end_date ? wallTimeToIso({ date: v.end_date, hour: v.end_hour, minute: v.end_minute, ampm: v.end_ampm }, timeZone) : null;
    if (!startsAt && (v.start_date || !START_OPTIONAL.includes(type))) issue("start_date", START_REQUIRED);
    if (!endsAt && (v.end_date || END_REQUIRED.includes(type))) issue("end_date", END_REQUIRED_MESSAGE);
    if (startsAt && endsAt && startsAt > endsAt) issue("start_date", START_AFTER_END);
    else if (startsAt && startsAt < now.toISOString()) issue("start_date", START_BEFORE_NOW);

    // Without start and end times the visibility window gets the same checks, by day.
    const visibleFrom = v.visible_from || null;
    const visibleUntil = v.visible_until || null;
    if (!startsAt && !endsAt && !v.start_date && !v.end_date) {
      if (visibleFrom && visibleUntil && visibleFrom > visibleUntil) issue("visible_from", START_AFTER_END);
      else if (visibleFrom && visibleFrom < todayIn(now, timeZone)) issue("visible_from", START_BEFORE_NOW);
    }

    if (type === "reservation_required") {
      if (!v.reservation_method) issue("reservation_method", METHOD_REQUIRED);
      if (!v.reservation_data?.trim()) issue("reservation_data", DETAILS_REQUIRED);
    }

    const requirements = type === "job" ? modelRequirements(v, issue) : null;

    const noLocation = v.has_no_location === "on";
    const locationIds = tickedLocations(v.location_ids);
    if (!noLocation && !locationIds.length) issue("location_ids", LOCATION_REQUIRED);
    const address = v.address?.trim();
    return {
      is_group: isGroup,
      group_min_size: group.min,
      group_max_size: group.max,
      group_max_number: group.number,
      shared_spots: shared,
      female_spots: female,
      male_spots: male,
      age_limit: ageLimit,
      repeat_type: repeat,
      starts_at: startsAt,
      ends_at: endsAt,
      visible_from: dateToIso(visibleFrom ?? undefined, timeZone),
      // The window includes the whole last day.
      visible_until: visibleUntil ? new Date(Date.parse(dateToIso(visibleUntil, timeZone)!) + DAY - 1).toISOString() : null,
      reservation_method: type === "reservation_required" ? (v.reservation_method ?? null) : null,
      reservation_data: type === "reservation_required" ? (v.reservation_data?.trim() ?? null) : null,
      model_requirements: requirements,
      has_no_location: noLocation,
      ...locationFields(noLocation, locationIds),
      location: !noLocation && address ? { address, lat: null as number | null, lon: null as number | null } : null,
      city_id: v.city_id ? Number(v.city_id) : null,
    };
  });
}

export type Step2 = z.output<ReturnType<typeof step2Schema>>;
