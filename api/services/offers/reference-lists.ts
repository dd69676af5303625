// The reference lists of /enum: cities, carriers, the model size and look lists, and
// the model stat bounds.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { carriers, enumValues } from "../../db/schema";
import { notFound } from "../../lib/errors";

const SIZE_LISTS = [
  "model_shoe_sizes",
  "model_suit_sizes",
  "model_waist_sizes",
  "model_dress_sizes",
  "model_hair_colors",
  "model_eye_colors",
  "model_backgrounds",
];

export async function listCities(db: Db) {
  const rows = await db.select().from(enumValues).where(eq(enumValues.kind, "cities")).orderBy(asc(enumValues.sort), asc(enumValues.label));
  return rows.map((r) => ({ id: r.id, name: r.label, ...(r.data as Record<string, unknown> | null) }));
}

export async function listCarriers(db: Db) {
  const rows = await db.select().from(carriers).orderBy(asc(carriers.title));
  return rows.map((r) => ({ code: r.code, title: r.title, logo_url: r.logoUrl }));
}

/** {height, collar, …: {min, max, unit}}. */
export async function modelStatBounds(db: Db) {
  const rows = await db.select().from(enumValues).where(eq(enumValues.kind, "model_stats")).orderBy(asc(enumValues.sort));
  return Object.fromEntries(rows.map((r) => [r.label, r.data]));
}

/** A 404 unless `list` names a size or look list. */
export function requireSizeList(list: string) {
  if (!SIZE_LISTS.includes(list)) throw notFound(`There is no ${list} list.`);
}

/** A size or look list (checked with requireSizeList), for one sex ("f" | "m") or all. */
export async function listSizes(db: Db, list: string, filter: "all" | "f" | "m") {
  const rows = await db.select().from(enumValues).where(eq(enumValues.kind, list)).orderBy(asc(enumValues.sort), asc(enumValues.id));
  const shown = rows.filter((r) => filter === "all" || !(r.data as { sex?: string } | null)?.sex || (r.data as { sex?: string }).sex === filter);
  return shown.map((r) => ({ id: r.id, label: r.label, ...(r.data as Record<string, unknown> | null) }));
}
