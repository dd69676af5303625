import { describe, expect, it } from "vitest";
import { draftFromOffer } from "~/lib/wizard/from-offer";

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
    job_requirements: "Black shoes.",
    model_requirements: { height_minimum: 1650, height_maximum: null, bust_minimum: 30, waist_size_ids: [2], hair_colors: ["Red"] },
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

  it("a job whose model requirements were never set starts without them, whatever its call sheet says", () => {
    const details = draftFromOffer("draft-from-3", { ...offer, model_requirements: null }, []).values.details;
    expect(details).toMatchObject({ spots_kind: "by_sex", female_spots: "3" });
    for (const field of ["height_min", "bust_min", "waist_sizes", "hair_colors", "backgrounds"]) expect(details).not.toHaveProperty(field);
  });

  it("a gift has no details page; a type the wizard can't make is chosen again", () => {
    expect(draftFromOffer("draft-from-1", { ...offer, type: "gift" }, []).values.details).toBeUndefined();
    expect(draftFromOffer("draft-from-2", { ...offer, type: "must_post" }, []).type).toBeNull();
  });

  it("keeps the location it ran at; an address only from an offer at no location", () => {
    const atVenue = draftFromOffer("draft-from-4", { ...offer, location_id: 12, location: { address: "150 Greenwich St" } }, []).values.details;
    expect(atVenue).toMatchObject({ location_ids: ["12"] });
    expect(atVenue?.address).toBeUndefined();
    const nowhere = draftFromOffer("draft-from-5", { ...offer, has_no_location: true, location_id: null, location: null }, []).values.details;
    expect(nowhere).toMatchObject({ has_no_location: "on", location_ids: [] });
  });
});
