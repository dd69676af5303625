// Which location's door a page shows (docs/features/locations.md#the-door-per-location): the
// `location` of its URL, which every link and form of the door pages keeps, so that a phone keeps
// each location's list under its own address (its service worker does: public/door-sw.js). Pure.

/** The location asked for in a door page's URL: a positive id, else none. */
export function locationOf(url: string): number | undefined {
  const value = new URL(url).searchParams.get("location") ?? "";
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** A door page's address at the same location, with other parameters (empty ones left out). */
export function doorHref(path: string, location: number | null | undefined, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  if (location) query.set("location", String(location));
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
