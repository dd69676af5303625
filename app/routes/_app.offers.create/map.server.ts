// The map's tile URL template (docs/configuration.md: MAP_TILE_URL); without it the location form has no map.
export function mapTileUrl(): string | null {
  const url = process.env.MAP_TILE_URL?.trim();
  return url && url.includes("{z}") && url.includes("{x}") && url.includes("{y}") ? url : null;
}
