// Applicant sort options (SPEC §9): alphabetically is the default.
export const SORTS = ["alphabetically", "alphabetically-reversed", "most-recent", "least-recent", "ig-greatest", "ig-fewest"] as const;
export type ApplicantSort = (typeof SORTS)[number];
export const DEFAULT_SORT: ApplicantSort = "alphabetically";

export const SORT_LABELS: Record<ApplicantSort, string> = {
  alphabetically: "Alphabetically",
  "alphabetically-reversed": "Alphabetically (reversed)",
  "most-recent": "Most recent",
  "least-recent": "Least recent",
  "ig-greatest": "Most Instagram followers",
  "ig-fewest": "Fewest Instagram followers",
};

export function parseSort(value: string | null | undefined): ApplicantSort {
  return (SORTS as readonly string[]).includes(value ?? "") ? (value as ApplicantSort) : DEFAULT_SORT;
}

type Sortable = { id: number; claimed_at: string | null; model: { name: string; instagram: { number_of_followers: number } | null } };

const followers = (a: Sortable) => a.model.instagram?.number_of_followers ?? 0;
const claimed = (a: Sortable) => (a.claimed_at ? Date.parse(a.claimed_at) : 0);

/** A sorted copy; ties fall back to the id so the order (and previous/next) is stable. */
export function sortApplicants<T extends Sortable>(list: readonly T[], sort: ApplicantSort): T[] {
  const byName = (a: T, b: T) => a.model.name.localeCompare(b.model.name, "en");
  const compare: Record<ApplicantSort, (a: T, b: T) => number> = {
    alphabetically: byName,
    "alphabetically-reversed": (a, b) => byName(b, a),
    "most-recent": (a, b) => claimed(b) - claimed(a),
    "least-recent": (a, b) => claimed(a) - claimed(b),
    "ig-greatest": (a, b) => followers(b) - followers(a),
    "ig-fewest": (a, b) => followers(a) - followers(b),
  };
  return [...list].sort((a, b) => compare[sort](a, b) || a.id - b.id);
}
