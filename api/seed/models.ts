// Seed area: the marketplace's models (creators). Shared by every other area: claims,
// applicants, posts and reports all point at these rows. 260 models, so that the big
// report layout (more than 200 models) can be seeded.
import { models } from "../db/schema";
import { writeSeedImage, type SeedImage } from "./images";
import type { SeedContext } from "./index";

export const MODEL_COUNT = 260;

const FIRST_F = ["Ava", "Mia", "Zoe", "Lena", "Nora", "Ivy", "Maya", "Chloe", "Sofia", "Elena", "Jade", "Ruby", "Isla", "Naomi", "Aria", "Leah"];
const FIRST_M = ["Liam", "Noah", "Eli", "Owen", "Leo", "Milo", "Ezra", "Kai", "Luca", "Theo", "Jonah", "Felix", "Hugo", "Reid", "Omar", "Ravi"];
const LAST = [
  "Rivera",
  "Chen",
  "Okafor",
  "Novak",
  "Haddad",
  "Larsen",
  "Moreau",
  "Tanaka",
  "Silva",
  "Kowalski",
  "Brennan",
  "Ibrahim",
  "Petrov",
  "Adeyemi",
  "Santos",
  "Whitfield",
  "Albright",
  "Castellanos",
];
const PALETTE = ["#f4a261", "#2a9d8f", "#e76f51", "#264653", "#8ab17d", "#b5838d", "#6d597a", "#e9c46a"];
const SHAPES: SeedImage["shape"][] = ["circle", "square", "triangle"];
const HAIR = ["black", "brown", "blonde", "red", "auburn"];
const EYES = ["brown", "blue", "green", "hazel"];

/** Deterministic pseudo-random numbers, so every seed writes the same models. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type SeededModel = { id: number; name: string; sex: "f" | "m"; followers: number };

export async function seedModels(ctx: SeedContext): Promise<SeededModel[]> {
  const random = seededRandom(42);
  // A small pool of portraits and photos, reused across models.
  const portraits = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      writeSeedImage(ctx.storage, {
        name: `seed-model-${i + 1}`,
        background: PALETTE[i % PALETTE.length]!,
        accent: PALETTE[(i + 3) % PALETTE.length]!,
        shape: SHAPES[i % SHAPES.length]!,
      }),
    ),
  );
  const rows = Array.from({ length: MODEL_COUNT }, (_, i) => {
    const sex: "f" | "m" = i % 3 === 2 ? "m" : "f";
    const first = (sex === "f" ? FIRST_F : FIRST_M)[i % 16]!;
    const last = LAST[Math.floor(i / 16) % LAST.length]!;
    // Follower counts spread from hundreds to millions (log-uniform).
    const followers = Math.round(10 ** (2.5 + random() * 4));
    const handle = `${first}.${last}${i >= 16 * LAST.length ? i : ""}`.toLowerCase();
    const heightCm = sex === "f" ? 165 + Math.floor(random() * 17) : 175 + Math.floor(random() * 17);
    const portrait = portraits[i % portraits.length]!;
    const photos = [0, 1, 2, 3].map((k) => portraits[(i + k * 5) % portraits.length]!.path);
    const stats =
      sex === "f"
        ? {
            height: { cm: heightCm },
            bust_size: 32 + (i % 5),
            waist_size: 24 + (i % 5),
            hips_size: 34 + (i % 5),
            dress_size: 2 + (i % 4) * 2,
            shoe_size: 6 + (i % 5),
            hair_color: HAIR[i % HAIR.length],
            eye_color: EYES[i % EYES.length],
          }
        : {
            height: { cm: heightCm },
            collar_size: 15 + (i % 3) * 0.5,
            sleeve_size: 32 + (i % 4),
            suit_size: 38 + (i % 4) * 2,
            inseam_size: 30 + (i % 4),
            waist_size: 30 + (i % 5),
            shoe_size: 9 + (i % 4),
            hair_color: HAIR[i % HAIR.length],
            eye_color: EYES[i % EYES.length],
          };
    return {
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      sex,
      avatar: portrait.thumbnail,
      instagram:
        i % 37 === 36
          ? null
          : { id: `ig_${1000 + i}`, handle, username: handle, profile_url: `https://instagram.com/${handle}`, number_of_followers: followers },
      stats,
      photos,
      email: `${first}.${last}.${i + 1}@models.example`.toLowerCase(),
    };
  });
  const inserted = await ctx.db.insert(models).values(rows).returning({ id: models.id, name: models.name, sex: models.sex });
  return inserted.map((row, i) => ({ id: row.id, name: row.name, sex: row.sex as "f" | "m", followers: rows[i]!.instagram?.number_of_followers ?? 0 }));
}
