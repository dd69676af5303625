// A job's model requirements (docs/product/wizard.md#model-requirements): stat ranges picked from the /enum/model_stats
// bounds (heights in whole cm, sent as ten times the number; the rest in inches), size ids
// from the /enum size lists, and colours and backgrounds by label. Women's and men's sizes
// are separate fields; the shoe list serves both, filtered by sex.
import { z } from "zod";
import { heightToApi } from "./time";

import { STAT_LABELS, STAT_RANGES } from "./stats";

export { STAT_LABELS, STAT_RANGES, statChoices, type StatRange } from "./stats";

/** Form field → API key of the id lists. */
export const SIZE_FIELDS = {
  waist_sizes: "waist_size_ids",
  dress_sizes: "dress_size_ids",
  shoe_sizes: "shoe_size_ids",
  suit_sizes: "suit_size_ids",
  male_shoe_sizes: "male_shoe_size_ids",
} as const;

const opt = z.string().optional();
const list = z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(z.string()));

export const jobFields = {
  height_min: opt,
  height_max: opt,
  bust_min: opt,
  bust_max: opt,
  hips_min: opt,
  hips_max: opt,
  collar_min: opt,
  collar_max: opt,
  sleeve_min: opt,
  sleeve_max: opt,
  inseam_min: opt,
  inseam_max: opt,
  hair_colors: list,
  eye_colors: list,
  backgrounds: list,
  waist_sizes: list,
  dress_sizes: list,
  shoe_sizes: list,
  suit_sizes: list,
  male_shoe_sizes: list,
};
type JobFields = z.output<z.ZodObject<typeof jobFields>>;

const WHOLE = /^\d+$/;
const whole = (value: string | undefined) => (value && WHOLE.test(value) ? Number(value) : null);
const ids = (values: string[]) => [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0))];

/** The API's model_requirements; a range whose minimum is over its maximum is flagged. */
export function modelRequirements(v: JobFields, issue: (path: string, message: string) => void) {
  const out: Record<string, unknown> = {};
  for (const stat of STAT_RANGES) {
    const min = whole(v[`${stat}_min`]);
    const max = whole(v[`${stat}_max`]);
    if (min !== null && max !== null && min > max) issue(`${stat}_min`, `Minimum ${STAT_LABELS[stat]} can't be over the maximum ${STAT_LABELS[stat]}`);
    const toApi = stat === "height" ? heightToApi : (n: number) => n;
    out[`${stat}_minimum`] = min === null ? null : toApi(min);
    out[`${stat}_maximum`] = max === null ? null : toApi(max);
  }
  for (const [field, key] of Object.entries(SIZE_FIELDS) as [keyof typeof SIZE_FIELDS, string][]) out[key] = ids(v[field]);
  out.hair_colors = v.hair_colors;
  out.eye_colors = v.eye_colors;
  out.backgrounds = v.backgrounds;
  return out;
}
