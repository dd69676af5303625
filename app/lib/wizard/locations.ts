// Where a new offer runs (docs/product/wizard.md#location, docs/features/locations.md): the brand's
// open locations ticked on the details page, each an offer of its own with its own spots, or "This
// offer has no location". The API holds the same rule (api/services/offers/offer-locations.ts). Pure.

export const LOCATION_REQUIRED = "Choose at least one location, or tick “This offer has no location”.";
export const LOCATIONS_HINT = "Each location gets its own spots.";

type Values = Record<string, string | string[] | undefined>;

/** The create request's fields for the ticked locations: none with no location, one as `location_id`, several as `location_ids`. */
export function locationFields(noLocation: boolean, ids: number[]): { location_id?: number; location_ids?: number[] } {
  if (noLocation || !ids.length) return {};
  return ids.length === 1 ? { location_id: ids[0] } : { location_ids: ids };
}

/** The ticked ids as the API takes them: whole positive numbers, each once, in the order ticked. */
export function tickedLocations(values: string[]): number[] {
  return [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

/**
 * The details page's values with the main location ticked, on a new offer only: once the page was
 * saved (Next, Back, the previous offers), what the user ticked is kept, none ticked included.
 */
export function withMainLocation(saved: Values | undefined, fresh: Values, mainId: number | null | undefined): Values {
  if (saved) return saved;
  return mainId ? { ...fresh, location_ids: [String(mainId)] } : fresh;
}
