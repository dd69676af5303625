// A job's model requirements (docs/product/wizard.md#model-requirements), the offer's
// `model_requirements` (its `job_requirements` is the call sheet's text), checked
// against the reference lists: size ids must be on their /enum list (and for the sex the
// field is for), colours and backgrounds must be listed labels, and stat ranges must sit
// inside the /enum/model_stats bounds with the minimum not over the maximum.
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { enumValues } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { errorMap } from "../../lib/validation";

const int = z.number().int().min(0).max(100_000).nullable().default(null);
const ids = z.array(z.number().int().positive().max(2_147_483_647)).max(100).default([]);
const labels = z.array(z.string().trim().min(1).max(50)).max(50).default([]);

export const modelRequirementsSchema = z
  .object({
    height_minimum: int,
    height_maximum: int,
    waist_size_ids: ids,
    hair_colors: labels,
    eye_colors: labels,
    backgrounds: labels,
    bust_minimum: int,
    bust_maximum: int,
    hips_minimum: int,
    hips_maximum: int,
    dress_size_ids: ids,
    shoe_size_ids: ids,
    collar_minimum: int,
    collar_maximum: int,
    sleeve_minimum: int,
    sleeve_maximum: int,
    suit_size_ids: ids,
    inseam_minimum: int,
    inseam_maximum: int,
    male_shoe_size_ids: ids,
  })
  .strict();
export type ModelRequirements = z.output<typeof modelRequirementsSchema>;

/** Which list each id field draws from, and the sex its sizes must be for (if any). */
const ID_LISTS = {
  waist_size_ids: { kind: "model_waist_sizes", sex: null },
  dress_size_ids: { kind: "model_dress_sizes", sex: "f" },
  shoe_size_ids: { kind: "model_shoe_sizes", sex: "f" },
  suit_size_ids: { kind: "model_suit_sizes", sex: "m" },
  male_shoe_size_ids: { kind: "model_shoe_sizes", sex: "m" },
} as const;
const LABEL_LISTS = { hair_colors: "model_hair_colors", eye_colors: "model_eye_colors", backgrounds: "model_backgrounds" } as const;
const RANGES = ["height", "bust", "hips", "collar", "sleeve", "inseam"] as const;
const NAMES: Record<(typeof RANGES)[number], string> = { height: "Height", bust: "Bust", hips: "Hips", collar: "Collar", sleeve: "Sleeve", inseam: "Inseam" };

/** The requirements as stored, or a 400 naming each offending field under model_requirements. */
export async function checkModelRequirements(db: Db, input: unknown): Promise<ModelRequirements> {
  const parsed = modelRequirementsSchema.safeParse(input ?? {}, { errorMap });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[["model_requirements", ...issue.path].join(".")] ??= issue.message;
    throw badRequest(parsed.error.issues[0]?.message ?? "The job requirements are not valid.", fields);
  }
  const req = parsed.data;
  const kinds = ["model_stats", ...Object.values(ID_LISTS).map((l) => l.kind), ...Object.values(LABEL_LISTS)];
  const rows = await db.select().from(enumValues).where(inArray(enumValues.kind, kinds));
  const fields: Record<string, string> = {};
  const fail = (key: string, message: string) => (fields[`model_requirements.${key}`] ??= message);

  for (const [key, list] of Object.entries(ID_LISTS) as [keyof typeof ID_LISTS, (typeof ID_LISTS)[keyof typeof ID_LISTS]][]) {
    const allowed = new Set(rows.filter((r) => r.kind === list.kind && (!list.sex || (r.data as { sex?: string } | null)?.sex === list.sex)).map((r) => r.id));
    if (req[key].some((id) => !allowed.has(id))) fail(key, "Choose sizes from the list.");
  }
  for (const [key, kind] of Object.entries(LABEL_LISTS) as [keyof typeof LABEL_LISTS, string][]) {
    const allowed = new Set(rows.filter((r) => r.kind === kind).map((r) => r.label.toLowerCase()));
    if (req[key].some((label) => !allowed.has(label.toLowerCase()))) fail(key, "Choose from the list.");
  }
  const bounds = new Map(rows.filter((r) => r.kind === "model_stats").map((r) => [r.label, r.data as { min: number; max: number }]));
  for (const stat of RANGES) {
    const bound = bounds.get(stat);
    // Heights travel as ten times the cm number.
    const scale = stat === "height" ? 10 : 1;
    const min = req[`${stat}_minimum`];
    const max = req[`${stat}_maximum`];
    for (const [key, value] of [
      [`${stat}_minimum`, min],
      [`${stat}_maximum`, max],
    ] as const) {
      if (value !== null && bound && (value < bound.min * scale || value > bound.max * scale)) {
        fail(key, `${NAMES[stat]} must be between ${bound.min} and ${bound.max}.`);
      }
    }
    if (min !== null && max !== null && min > max)
      fail(`${stat}_minimum`, `Minimum ${NAMES[stat].toLowerCase()} can't be over the maximum ${NAMES[stat].toLowerCase()}`);
  }
  const messages = Object.values(fields);
  if (messages.length) throw badRequest(messages[0]!, fields);
  return req;
}
