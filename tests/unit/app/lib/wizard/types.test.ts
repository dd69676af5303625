import { describe, expect, it } from "vitest";
import { forcedFields, stepsFor } from "~/lib/wizard/types";

describe("types, times and the draft", () => {
  it("gift and sponsored_content skip the details page and get forced spots", () => {
    expect(stepsFor("gift")).toEqual(["basics", "media"]);
    expect(stepsFor("sponsored_content")).toHaveLength(2);
    expect(stepsFor("timed")).toHaveLength(3);
    expect(forcedFields("gift")).toEqual({ female_spots: 1, male_spots: 0, shared_spots: 0, contact_name: "-" });
    expect(forcedFields("job")).toBeNull();
  });
});
