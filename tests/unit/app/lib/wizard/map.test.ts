import { describe, expect, it } from "vitest";
import { mapView, tileHref, worldPixel } from "~/lib/wizard/map";

describe("the location map", () => {
  it("places a point in world pixels at zoom 17", () => {
    const p = worldPixel(0, 0);
    expect(p.x).toBeCloseTo(256 * 2 ** 16);
    expect(p.y).toBeCloseTo(256 * 2 ** 16);
  });

  it("covers the view centred on the place with tiles of the template", () => {
    expect(tileHref("https://{s}.tile.example/{z}/{x}/{y}.png", 17, 3, 4)).toBe("https://a.tile.example/17/3/4.png");
    const view = mapView("/tiles/{z}/{x}/{y}.png", 40.7128, -74.006, 640, 320);
    expect(view.tiles.length).toBeGreaterThanOrEqual(6);
    expect(view.tiles.every((t) => t.href.startsWith("/tiles/17/"))).toBe(true);
    const [left, top, width] = view.viewBox.split(" ").map(Number);
    expect(left! + width! / 2).toBeCloseTo(view.center.x, 1);
    expect(top! + 160).toBeCloseTo(view.center.y, 1);
  });
});
