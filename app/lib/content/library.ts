// The content library's filters as the page shows them: read from the URL, each select's
// choices named in the pages' words with their counts ("Disclosed late (2)"), and the links
// that page through the library keeping the filters. Pure.
import { DISCLOSURE_LABELS, RIGHTS_LABELS } from "./words";
import { monthName } from "../format";
import type { DisclosureState, RightsFilter } from "../../../contract/content";

export const FILTER_NAMES = ["model", "offer", "month", "rights", "disclosure"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;
type Facet = { key: string; label: string; count: number };

/** What each select is called, and its choice that filters nothing. */
export const FILTER_WORDS: Record<FilterName, { label: string; all: string }> = {
  model: { label: "Model", all: "All models" },
  offer: { label: "Offer", all: "All offers" },
  month: { label: "Month", all: "All months" },
  rights: { label: "Rights", all: "Any rights" },
  disclosure: { label: "Disclosure", all: "Any disclosure" },
};

/** The filters the URL sets; an empty value sets none. */
export function filtersOf(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export const hasFilters = (filters: Filters) => FILTER_NAMES.some((name) => filters[name]);

/** "2026-11" → "November 2026"; anything else as it is. */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  return match ? `${monthName(Number(match[2]))} ${match[1]}` : key;
}

function labelOf(name: FilterName, facet: Facet): string {
  if (name === "rights") return RIGHTS_LABELS[facet.key as RightsFilter] ?? facet.label;
  if (name === "disclosure") return DISCLOSURE_LABELS[facet.key as DisclosureState] ?? facet.label;
  if (name === "month") return monthLabel(facet.key);
  return facet.label;
}

/**
 * A select's choices with their counts under the other filters. The chosen one stays a choice
 * when no post has it any longer, so the select still says what the page shows.
 */
export function filterOptions(name: FilterName, facets: Facet[], chosen: string | undefined): { value: string; label: string }[] {
  const list = chosen && !facets.some((f) => f.key === chosen) ? [...facets, { key: chosen, label: chosen, count: 0 }] : facets;
  return list.map((facet) => ({ value: facet.key, label: `${labelOf(name, facet)} (${facet.count})` }));
}

/** The library's URL under `filters`, from the page after `after` (the newest without it). */
export function libraryHref(filters: Filters, after?: string | null): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]!);
  if (after) params.set("after", after);
  const search = params.toString();
  return search ? `/content?${search}` : "/content";
}
