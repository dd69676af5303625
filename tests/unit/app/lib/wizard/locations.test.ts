import { describe, expect, it } from "vitest";
import { locationFields, tickedLocations, withMainLocation } from "~/lib/wizard/locations";

describe("where a new offer runs", () => {
  it("sends one ticked location as location_id, several as location_ids, and none with no location", () => {
    expect(locationFields(false, [4])).toEqual({ location_id: 4 });
    expect(locationFields(false, [4, 2])).toEqual({ location_ids: [4, 2] });
    expect(locationFields(true, [4, 2])).toEqual({});
    expect(locationFields(false, [])).toEqual({});
  });

  it("reads the ticked boxes as whole ids, each once, in the order ticked", () => {
    expect(tickedLocations(["7", "3", "7", "x", "0", "-2", "1.5"])).toEqual([7, 3]);
  });

  it("ticks the main location on a new offer only; a saved page keeps its choice, none ticked too", () => {
    expect(withMainLocation(undefined, { type: "timed" }, 9)).toEqual({ type: "timed", location_ids: ["9"] });
    expect(withMainLocation({ shared_spots: "4" }, { type: "timed" }, 9)).toEqual({ shared_spots: "4" });
    expect(withMainLocation({ location_ids: ["2"] }, {}, 9)).toEqual({ location_ids: ["2"] });
    expect(withMainLocation(undefined, {}, undefined)).toEqual({});
  });
});
