// The location filter of a figures page (the dashboard's month block, Results): the group, one
// location or the rest, the page's month kept. Only a brand with more than one location sees it.
import type { FigureVenue } from "../../contract/schemas/locations";
import { choosesPlace, type FigurePlace, placeOptions } from "~/lib/reports/figure-place";
import { LocationChoice } from "./location-choice";

export function PlaceFilter({
  id,
  action,
  venues,
  place,
  keep,
  scoped = false,
}: {
  id: string;
  /** The page's own path: the form's answer is the same page, of the place chosen. */
  action: string;
  venues: FigureVenue[];
  place: FigurePlace;
  keep?: Record<string, string | number>;
  /** The seat is limited to `venues`: its choices are they and all of them together. */
  scoped?: boolean;
}) {
  if (!choosesPlace(venues)) return null;
  return (
    <LocationChoice
      id={id}
      action={action}
      options={placeOptions(venues, scoped)}
      value={place === null ? "" : String(place)}
      keep={keep}
      className="place-filter"
    />
  );
}
