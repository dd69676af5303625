// The location map of the wizard (docs/product/wizard.md#location: zoom 17 on the chosen place), drawn from slippy-map
// tiles of a configured URL template ("…/{z}/{x}/{y}.png"): which tiles cover a view centred
// on a place, and where each one sits, in the world's pixel coordinates at that zoom.
export const MAP_ZOOM = 17;
const TILE = 256;

export type MapView = { viewBox: string; center: { x: number; y: number }; tiles: { href: string; x: number; y: number }[] };

/** The place in world pixels at the zoom (Web Mercator). */
export function worldPixel(lat: number, lon: number, zoom = MAP_ZOOM) {
  const scale = TILE * 2 ** zoom;
  const rad = (Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI) / 180;
  return { x: ((lon + 180) / 360) * scale, y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale };
}

export function tileHref(template: string, z: number, x: number, y: number) {
  return template.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y)).replace("{s}", "a");
}

/** The tiles of a width × height view centred on the place. */
export function mapView(template: string, lat: number, lon: number, width = 640, height = 320, zoom = MAP_ZOOM): MapView {
  const center = worldPixel(lat, lon, zoom);
  const left = center.x - width / 2;
  const top = center.y - height / 2;
  const count = 2 ** zoom;
  const tiles: MapView["tiles"] = [];
  for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx += 1) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({ href: tileHref(template, zoom, wrapped, ty), x: tx * TILE, y: ty * TILE });
    }
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return { viewBox: `${round(left)} ${round(top)} ${width} ${height}`, center: { x: round(center.x), y: round(center.y) }, tiles };
}
