// Applicant sort options (docs/product/applicants.md#sort-orders): alphabetically is the default. The API sorts (then by the
// claim id), so the grid's pages, the applicant's previous / next and the print view agree.
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

/** The grid shows 24 applicants a page; `?page=N` shows the first N pages (the API's 1,000 at most). */
export const APPLICANTS_PAGE_SIZE = 24;
export const MAX_APPLICANT_PAGES = Math.floor(1000 / APPLICANTS_PAGE_SIZE);

export function parseSort(value: string | null | undefined): ApplicantSort {
  return (SORTS as readonly string[]).includes(value ?? "") ? (value as ApplicantSort) : DEFAULT_SORT;
}
