import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { statChoices } from "~/lib/wizard/job";
import { step2Schema } from "~/lib/wizard/step2.schema";
import { form } from "../../../support/forms";

const NOW = new Date("2026-05-01T12:00:00Z");
const job = (entries: Record<string, string | string[]>) =>
  parseWithZod(form({ spots_kind: "shared", shared_spots: "2", location_ids: "1", ...entries }), { schema: step2Schema("job", NOW) });

describe("job model requirements", () => {
  it("sends every requirement: stat ranges, size ids, colours and backgrounds", () => {
    const result = job({
      height_min: "160",
      height_max: "185",
      bust_min: "30",
      bust_max: "36",
      hips_min: "32",
      collar_max: "16",
      sleeve_min: "32",
      inseam_min: "30",
      inseam_max: "34",
      waist_sizes: ["3", "4", "4"],
      dress_sizes: "2",
      shoe_sizes: ["1", "x"],
      suit_sizes: "5",
      male_shoe_sizes: "14",
      hair_colors: "Black",
      eye_colors: ["Blue", "Green"],
      backgrounds: "Mixed",
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.model_requirements).toEqual({
      height_minimum: 1600,
      height_maximum: 1850,
      bust_minimum: 30,
      bust_maximum: 36,
      hips_minimum: 32,
      hips_maximum: null,
      collar_minimum: null,
      collar_maximum: 16,
      sleeve_minimum: 32,
      sleeve_maximum: null,
      inseam_minimum: 30,
      inseam_maximum: 34,
      waist_size_ids: [3, 4],
      dress_size_ids: [2],
      shoe_size_ids: [1],
      suit_size_ids: [5],
      male_shoe_size_ids: [14],
      hair_colors: ["Black"],
      eye_colors: ["Blue", "Green"],
      backgrounds: ["Mixed"],
    });
  });

  it.each([
    ["bust", "Minimum bust can't be over the maximum bust"],
    ["hips", "Minimum hips can't be over the maximum hips"],
    ["collar", "Minimum collar can't be over the maximum collar"],
    ["sleeve", "Minimum sleeve can't be over the maximum sleeve"],
    ["inseam", "Minimum inseam can't be over the maximum inseam"],
  ])("a %s minimum over its maximum says so by the minimum", (stat, message) => {
    const result = job({ [`${stat}_min`]: "36", [`${stat}_max`]: "30" });
    expect(result.status === "error" && result.error?.[`${stat}_min`]).toEqual([message]);
  });

  it("other offer types send no requirements", () => {
    const result = parseWithZod(form({ spots_kind: "shared", shared_spots: "2", repeat_type: "none", location_ids: "1", bust_min: "30" }), {
      schema: step2Schema("anytime", NOW),
    });
    expect(result.status === "success" && result.value.model_requirements).toBeNull();
  });

  it("offers whole-number choices between the bounds, with the unit", () => {
    expect(statChoices({ min: 13.5, max: 15 }, "in")).toEqual([
      { value: "14", label: "14 in" },
      { value: "15", label: "15 in" },
    ]);
    expect(statChoices(undefined, "in")).toEqual([]);
  });
});
