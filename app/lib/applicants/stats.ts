// Model stats shown by sex (docs/product/applicants.md#stats): f bust, hips, waist, dress; m shirt (collar, sleeve),
// suit, inseam. Measurements are stored in inches; the page shows inches by default with
// an in/cm toggle. Sizes (dress, suit) have no unit.
export type Unit = "in" | "cm";
export type StatLine = { label: string; value: string };

const CM_PER_INCH = 2.54;

function measure(value: unknown, unit: Unit): string | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  if (unit === "cm") return `${Math.round(value * CM_PER_INCH)} cm`;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} in`;
}

const size = (value: unknown) => (typeof value === "number" || typeof value === "string" ? String(value) : null);

export function parseUnit(value: string | null | undefined): Unit {
  return value === "cm" ? "cm" : "in";
}

export function statsBySex(sex: string, stats: Record<string, unknown> | null | undefined, unit: Unit): StatLine[] {
  if (!stats) return [];
  const lines: [string, string | null][] =
    sex === "m"
      ? [
          ["Shirt (collar)", measure(stats.collar_size, unit)],
          ["Shirt (sleeve)", measure(stats.sleeve_size, unit)],
          ["Suit", size(stats.suit_size)],
          ["Inseam", measure(stats.inseam_size, unit)],
        ]
      : [
          ["Bust", measure(stats.bust_size, unit)],
          ["Hips", measure(stats.hips_size, unit)],
          ["Waist", measure(stats.waist_size, unit)],
          ["Dress", size(stats.dress_size)],
        ];
  return lines.filter((l): l is [string, string] => l[1] !== null).map(([label, value]) => ({ label, value }));
}
