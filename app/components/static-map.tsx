// A location shown without third-party map tiles (no outside requests from the page): a
// drawn street-map placeholder with a pin, and a link that opens the place in a maps site.
export type MapLocation = { address: string; lat?: number | null; lon?: number | null };

/** A selected place opens at zoom 17. Without a position, the address is searched. */
export function mapsUrl(location: MapLocation) {
  if (typeof location.lat === "number" && typeof location.lon === "number") {
    const { lat, lon } = location;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location.address)}`;
}

export function StaticMap({ location }: { location: MapLocation }) {
  return (
    <figure className="static-map">
      <svg className="static-map__art" viewBox="0 0 320 160" role="img" aria-label={`Map of ${location.address}`}>
        <rect width="320" height="160" fill="#e8eef2" />
        <path d="M0 58h320M0 118h320M92 0v160M214 0v160" stroke="#ffffff" strokeWidth="10" />
        <path d="M0 20l320 110" stroke="#ffffff" strokeWidth="6" />
        <rect x="104" y="70" width="36" height="36" rx="4" fill="#cfe3d4" />
        <rect x="228" y="10" width="56" height="36" rx="4" fill="#cfe3d4" />
        <path d="M160 42c-13 0-23 10-23 23 0 17 23 41 23 41s23-24 23-41c0-13-10-23-23-23z" fill="#b3123f" />
        <circle cx="160" cy="65" r="8" fill="#ffffff" />
      </svg>
      <figcaption className="static-map__caption">
        <span>{location.address}</span>
        <a href={mapsUrl(location)} target="_blank" rel="noopener noreferrer">
          Open in maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
