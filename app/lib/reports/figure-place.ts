// Whose figures a page shows (docs/features/locations.md#figures-per-location): the group's, one
// location's, or the rest's (offers with no location, posts with no offer), by the `location` of
// its URL, which the API reads by one rule for every figure. The month links, the trend's and the
// CSV links keep it, so a brand reading one venue stays on it. Pure.
import { ALL_LOCATIONS, FIGURE_PLACE, NO_LOCATION } from "../../../contract/locations";
import type { FigureVenue } from "../../../contract/schemas/locations";

/** A location's id, "none" for the rest, or null for the whole group. */
export type FigurePlace = number | "none" | null;

/** The place a figures page's URL asks for; anything else (left out, empty, not an id) is the group. */
export function figurePlaceOf(params: URLSearchParams): FigurePlace {
  const value = params.get("location") ?? "";
  if (!FIGURE_PLACE.test(value)) return null;
  return value === "none" ? "none" : Number(value);
}

/** The API's `location` query for a place: none for the group. */
export function placeQuery(place: FigurePlace): { location?: string } {
  return place === null ? {} : { location: String(place) };
}

/** `href` with the place's `location` parameter (unchanged for the group). */
export function withPlace(href: string, place: FigurePlace): string {
  if (place === null) return href;
  return `${href}${href.includes("?") ? "&" : "?"}location=${place}`;
}

/** Whether a brand's figures have places to choose: a brand with one location reads its group. */
export const choosesPlace = (venues: FigureVenue[]) => venues.length > 1;

/** What a seat limited to some locations reads when it chooses none of them: theirs together. */
export const ALL_YOUR_LOCATIONS = "All your locations";

/**
 * The filter's choices: the group first, the open locations, the retired (marked so), then the
 * rest. A seat limited to some locations (`scoped`) has theirs together first and no rest.
 */
export function placeOptions(venues: FigureVenue[], scoped = false): { value: string; label: string }[] {
  const places = venues.map((v) => ({ value: String(v.id), label: v.retired ? `${v.name} (retired)` : v.name }));
  if (scoped) return [{ value: "", label: ALL_YOUR_LOCATIONS }, ...places];
  return [{ value: "", label: ALL_LOCATIONS }, ...places, { value: "none", label: NO_LOCATION }];
}

/** What a page says it shows: a location's name, "No location", or null for the group. */
export function placeLabel(venues: FigureVenue[], place: FigurePlace): string | null {
  if (place === null) return null;
  if (place === "none") return NO_LOCATION;
  return venues.find((v) => v.id === place)?.name ?? null;
}
