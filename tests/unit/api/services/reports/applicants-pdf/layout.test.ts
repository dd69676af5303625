import { describe, expect, it } from "vitest";
import { statsLines } from "../../../../../../api/services/reports/applicants-pdf/layout";

describe("an applicant's stats in the PDF", () => {
  it("shows a woman's bust, hips, waist and dress, two to a line", () => {
    expect(statsLines("f", { bust_size: 35, hips_size: 37, waist_size: 27.5, dress_size: 6 })).toEqual(["Bust 35 in · Hips 37 in", "Waist 27.5 in · Dress 6"]);
  });

  it("shows a man's shirt (collar, sleeve), suit and inseam, sharing a line only where they fit", () => {
    expect(statsLines("m", { collar_size: 16, sleeve_size: 34, suit_size: 42, inseam_size: 32 })).toEqual([
      "Shirt (collar) 16 in",
      "Shirt (sleeve) 34 in",
      "Suit 42 · Inseam 32 in",
    ]);
  });

  it("leaves out what is missing, and says when there is nothing", () => {
    expect(statsLines("f", { bust_size: 35, dress_size: "S" })).toEqual(["Bust 35 in · Dress S"]);
    expect(statsLines("f", {})).toEqual(["No stats yet."]);
    expect(statsLines("m", null)).toEqual(["No stats yet."]);
  });
});
