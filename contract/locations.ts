// A brand's locations (docs/features/locations.md): the words and bounds that the API enforces and
// the web tool's location form says. Imports nothing, so browser modules may import it.

/** The longest name of a location ("Demo Bistro Downtown"). */
export const MAX_LOCATION_NAME = 80;

/** The longest address of a location, as the profile's address. */
export const MAX_LOCATION_ADDRESS = 300;

/**
 * The time zones the location form offers, by IANA name, with the words it shows. The API takes
 * any IANA zone; a location saved with another keeps it, and the form adds it as an option.
 */
export const LOCATION_TIME_ZONES: ReadonlyArray<readonly [zone: string, label: string]> = [
  ["America/New_York", "Eastern (New York)"],
  ["America/Chicago", "Central (Chicago)"],
  ["America/Denver", "Mountain (Denver)"],
  ["America/Phoenix", "Mountain, no daylight saving (Phoenix)"],
  ["America/Los_Angeles", "Pacific (Los Angeles)"],
  ["America/Anchorage", "Alaska (Anchorage)"],
  ["Pacific/Honolulu", "Hawaii (Honolulu)"],
  ["America/Toronto", "Eastern (Toronto)"],
  ["America/Vancouver", "Pacific (Vancouver)"],
  ["America/Mexico_City", "Central (Mexico City)"],
  ["Europe/London", "London"],
  ["Europe/Paris", "Paris"],
];

/** A brand keeps at least one location that takes offers. */
export const LAST_LOCATION = "A brand keeps at least one open location: add another before you retire this one.";

/** An IANA time zone the runtime knows (Intl throws a RangeError on any other): what the API and the form take. */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The figures pages' and the digest's names for the whole group and for the rest (offers with no location, posts with no offer). */
export const ALL_LOCATIONS = "All locations";
export const NO_LOCATION = "No location";

/** A figures page's `location`, in its URL and the API's query: a location's id, or none for the rest. */
export const FIGURE_PLACE = /^([1-9]\d{0,8}|none)$/;
