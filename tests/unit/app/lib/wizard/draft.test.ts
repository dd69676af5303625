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

  it("sends the user back to a page that no longer passes", () => {
    const draft = saveStep(saveStep(newDraft("draft-0002"), "basics", { ...basics, type: "timed" }, true), "details", okDetails, true);
    expect(offerPayload(draft, NOW)).toEqual({ step: 2 });
    expect(readDraft({ nope: 1 })).toBeNull();
  });
});
