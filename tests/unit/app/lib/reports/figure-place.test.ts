import { describe, expect, it } from "vitest";
import { choosesPlace, figurePlaceOf, placeLabel, placeOptions, placeQuery, withPlace } from "~/lib/reports/figure-place";
import { monthHref } from "~/lib/reports/months";

const venues = [
  { id: 4, name: "Demo Bistro", retired: false },
  { id: 9, name: "Demo Bistro Downtown", retired: false },
  { id: 2, name: "Old Pier", retired: true },
];
const params = (query: string) => new URLSearchParams(query);

describe("the place of a figures page", () => {
  it("is a location's id, the rest, or the group for anything else", () => {
    expect(figurePlaceOf(params("location=9"))).toBe(9);
    expect(figurePlaceOf(params("location=none"))).toBe("none");
    for (const query of ["", "location=", "location=0", "location=-3", "location=4x", "location=1234567890", "location=NONE"]) {
      expect(figurePlaceOf(params(query)), query).toBeNull();
    }
  });

  it("is kept by the month links and asked of the API, and left out for the group", () => {
    expect(monthHref({ year: 2026, month: 11 }, 9)).toBe("/results?year=2026&month=11&location=9");
    expect(monthHref({ year: 2026, month: 11 }, null)).toBe("/results?year=2026&month=11");
    expect(withPlace("/results", "none")).toBe("/results?location=none");
    expect(placeQuery(9)).toEqual({ location: "9" });
    expect(placeQuery(null)).toEqual({});
  });

  it("is chosen among the group, the open and the retired locations and the rest, only by a brand with several", () => {
    expect(placeOptions(venues)).toEqual([
      { value: "", label: "All locations" },
      { value: "4", label: "Demo Bistro" },
      { value: "9", label: "Demo Bistro Downtown" },
      { value: "2", label: "Old Pier (retired)" },
      { value: "none", label: "No location" },
    ]);
    expect(choosesPlace(venues)).toBe(true);
    expect(choosesPlace(venues.slice(0, 1))).toBe(false);
  });

  it("is chosen by a seat limited to some locations among theirs together and each of them, without the rest", () => {
    expect(placeOptions(venues.slice(0, 2), true)).toEqual([
      { value: "", label: "All your locations" },
      { value: "4", label: "Demo Bistro" },
      { value: "9", label: "Demo Bistro Downtown" },
    ]);
  });

  it("is named on the page: the location, the rest, or nothing for the group", () => {
    expect(placeLabel(venues, 9)).toBe("Demo Bistro Downtown");
    expect(placeLabel(venues, "none")).toBe("No location");
    expect(placeLabel(venues, null)).toBeNull();
    expect(placeLabel(venues, 77)).toBeNull();
  });
});
