import { describe, expect, it } from "vitest";
import { firstOpenStep, newDraft, offerPayload, readDraft, saveStep } from "~/lib/wizard/draft";

const NOW = new Date("2026-05-01T12:00:00Z");
const basics = { type: "anytime", subtitle: "Free coffee", title: "A coffee on us", description: "Any day.", categories: "food" };
const okDetails = { spots_kind: "shared", shared_spots: "5", repeat_type: "none" };

describe("types, times and the draft", () => {
  it("builds the create request from a finished draft", () => {
    let draft = saveStep(newDraft("draft-0001"), "basics", { ...basics, type: "gift", categories: ["food"] }, true);
    expect(firstOpenStep(draft)).toBe(2);
    draft = saveStep(draft, "media", { images: ["7"], social_hashtags: "#gift" }, true);
    expect(readDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    const result = offerPayload(draft, NOW);
    expect("payload" in result && result.payload).toMatchObject({
      type: "gift",
      female_spots: 1,
      male_spots: 0,
      shared_spots: 0,
      contact_name: "-",
      images: [7],
      social_hashtags: ["gift"],
    });
  });

  it("a job's create request carries its model requirements as model_requirements", () => {
    let draft = saveStep(newDraft("draft-0003"), "basics", { ...basics, type: "job", display_start_date: "2026-05-05", display_end_date: "2026-05-12" }, true);
    draft = saveStep(draft, "details", { spots_kind: "shared", shared_spots: "2", location_ids: ["4"], height_min: "165", hair_colors: ["Black"] }, true);
    draft = saveStep(draft, "media", { images: ["7"] }, true);
    const result = offerPayload(draft, NOW);
    expect("payload" in result && result.payload.model_requirements).toMatchObject({ height_minimum: 1650, hair_colors: ["Black"], waist_size_ids: [] });
    // job_requirements is the call sheet's text, which a new offer does not have yet.
    expect("payload" in result && result.payload).not.toHaveProperty("job_requirements");
  });

  it("sends the user back to a page that no longer passes", () => {
    const draft = saveStep(saveStep(newDraft("draft-0002"), "basics", { ...basics, type: "timed" }, true), "details", okDetails, true);
    expect(offerPayload(draft, NOW)).toEqual({ step: 2 });
    expect(readDraft({ nope: 1 })).toBeNull();
  });
});
