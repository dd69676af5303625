import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { draftFromOffer } from "~/lib/wizard/from-offer";
import { statChoices } from "~/lib/wizard/job";
import { mapView, tileHref, worldPixel } from "~/lib/wizard/map";
import { step2Schema } from "~/lib/wizard/step2.schema";
import { uploadProblem } from "~/lib/uploads/rules";
import { mediaFieldErrors } from "~/lib/wizard/upload";

const NOW = new Date("2026-05-01T12:00:00Z");
function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
  return data;
}
const job = (entries: Record<string, string | string[]>) =>
  parseWithZod(form({ spots_kind: "shared", shared_spots: "2", ...entries }), { schema: step2Schema("job", NOW) });

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
    expect(result.status === "success" && result.value.job_requirements).toEqual({
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
    const result = parseWithZod(form({ spots_kind: "shared", shared_spots: "2", repeat_type: "none", bust_min: "30" }), {
      schema: step2Schema("anytime", NOW),
    });
    expect(result.status === "success" && result.value.job_requirements).toBeNull();
  });

  it("offers whole-number choices between the bounds, with the unit", () => {
    expect(statChoices({ min: 13.5, max: 15 }, "in")).toEqual([
      { value: "14", label: "14 in" },
      { value: "15", label: "15 in" },
    ]);
    expect(statChoices(undefined, "in")).toEqual([]);
  });
});

describe("uploads on the media page", () => {
  const png = { name: "a.png", size: 100, type: "image/png" };
  it("takes one to ten image files of up to 10 MB", () => {
    expect(uploadProblem([png])).toBeNull();
    expect(uploadProblem([])).toBe("Choose at least one image file.");
    expect(uploadProblem([{ ...png, size: 0 }])).toBe("Choose at least one image file.");
    expect(uploadProblem(Array(11).fill(png))).toBe("Upload at most 10 images at a time.");
    expect(uploadProblem([{ ...png, size: 11 * 1024 * 1024 }])).toBe("Each image must be at most 10 MB.");
  });

  it("refuses anything that is not an image, naming it", () => {
    expect(uploadProblem([png, { name: "notes.txt", size: 5, type: "text/plain" }])).toBe("Only image files can be uploaded: notes.txt isn't an image.");
  });

  it("puts the API's messages of a refused offer by the media page's fields", () => {
    expect(mediaFieldErrors({ "social_hashtags.0": "too long", images: "Image not found", instagram_images: "other", starts_at: "elsewhere" })).toEqual({
      social_hashtags: ["too long"],
      images: ["Image not found"],
    });
    expect(mediaFieldErrors(undefined)).toEqual({});
  });
});

describe("starting from a previous offer", () => {
  const offer = {
    id: 9,
    type: "job",
    subtitle: "Summer shoot",
    title: "Lookbook",
    description: "Two days in the studio.",
    categories: ["fashion", "unknown"],
    city_ids: [1, 3],
    shared_spots: 0,
    female_spots: 3,
    male_spots: -1,
    age_limit: 21,
    repeat_type: null,
    has_no_location: false,
    location: { address: "85 Broadway" },
    job_requirements: { height_minimum: 1650, height_maximum: null, bust_minimum: 30, waist_size_ids: [2], hair_colors: ["Red"] },
    social_mentions: ["rival"],
    social_hashtags: ["summer", "shoot"],
    post_instructions: "Tag us",
    starts_at: "2025-01-01T10:00:00Z",
    media: [{ media_id: 4 }, { media_id: 99 }, { media_id: null }],
  };

  it("pre-fills every page except the times, keeping only current profile images", () => {
    const draft = draftFromOffer("draft-from-9", offer, [4, 5]);
    expect(draft).toMatchObject({ id: "draft-from-9", type: "job", done: [] });
    expect(draft.values.basics).toMatchObject({ type: "job", subtitle: "Summer shoot", title: "Lookbook", categories: ["fashion"], city_ids: ["1", "3"] });
    expect(draft.values.details).toMatchObject({
      spots_kind: "by_sex",
      female_spots: "3",
      male_spots: "",
      age_limit: "21",
      repeat_type: "none",
      address: "85 Broadway",
      height_min: "165",
      bust_min: "30",
      waist_sizes: ["2"],
      hair_colors: ["Red"],
    });
    expect(draft.values.details?.start_date).toBeUndefined();
    expect(draft.values.media).toMatchObject({ images: ["4"], social_mentions: "rival", social_hashtags: "summer, shoot", post_instructions: "Tag us" });
  });

  it("a gift has no details page; a type the wizard can't make is chosen again", () => {
    expect(draftFromOffer("draft-from-1", { ...offer, type: "gift" }, []).values.details).toBeUndefined();
    expect(draftFromOffer("draft-from-2", { ...offer, type: "must_post" }, []).type).toBeNull();
  });
});

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
