// A map of the offer's place from configured tiles (MAP_TILE_URL), at zoom 17. It is an SVG
// (tiles as <image>s, a pin at the place), so it needs no script and no style attributes;
// 'Loading map..' sits under the tiles and shows until they have loaded.
import { mapView } from "~/lib/wizard/map";

export function WizardMap({ tileUrl, lat, lon, place }: { tileUrl: string; lat: number; lon: number; place: string }) {
  const view = mapView(tileUrl, lat, lon);
  const { x, y } = view.center;
  return (
    <figure className="wizard-map">
      <svg className="wizard-map__svg" viewBox={view.viewBox} role="img" aria-label={`Map of ${place}`}>
        <text x={x} y={y + 60} textAnchor="middle" className="wizard-map__loading">
          Loading map..
        </text>
        {view.tiles.map((tile) => (
          <image key={`${tile.x}:${tile.y}`} href={tile.href} x={tile.x} y={tile.y} width={256} height={256} />
        ))}
        <path d={`M${x} ${y}c0 0-18-20-18-32a18 18 0 0 1 36 0c0 12-18 32-18 32z`} fill="#b3123f" stroke="#ffffff" strokeWidth="2" />
        <circle cx={x} cy={y - 32} r="6" fill="#ffffff" />
      </svg>
      <figcaption className="wizard-map__caption">{place}</figcaption>
    </figure>
  );
}
