// A job's stat ranges (docs/product/wizard.md#model-requirements) as the wizard's page shows them: the names and the
// whole-number choices between the /enum/model_stats bounds. Pure, and free of the form's schema.
export const STAT_RANGES = ["height", "bust", "hips", "collar", "sleeve", "inseam"] as const;
export type StatRange = (typeof STAT_RANGES)[number];
export const STAT_LABELS: Record<StatRange, string> = { height: "height", bust: "bust", hips: "hips", collar: "collar", sleeve: "sleeve", inseam: "inseam" };

/** Whole-number choices between the bounds of a stat (cm for heights, inches otherwise). */
export function statChoices(bounds: { min: number; max: number } | undefined, unit: string) {
  if (!bounds) return [];
  const out: { value: string; label: string }[] = [];
  for (let n = Math.ceil(bounds.min); n <= Math.floor(bounds.max); n += 1) out.push({ value: String(n), label: `${n} ${unit}` });
  return out;
}
