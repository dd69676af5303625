import { describe, expect, it } from "vitest";
import { statsBySex } from "~/lib/applicants/stats";

describe("stats by sex", () => {
  it("shows bust, hips, waist, dress for f in inches or cm", () => {
    const stats = { bust_size: 34, hips_size: 36, waist_size: 25, dress_size: 4, collar_size: 15 };
    expect(statsBySex("f", stats, "in")).toEqual([
      { label: "Bust", value: "34 in" },
      { label: "Hips", value: "36 in" },
      { label: "Waist", value: "25 in" },
      { label: "Dress", value: "4" },
    ]);
    expect(statsBySex("f", stats, "cm")[0]).toEqual({ label: "Bust", value: "86 cm" });
  });
  it("shows shirt (collar, sleeve), suit, inseam for m", () => {
    const lines = statsBySex("m", { collar_size: 15.5, sleeve_size: 33, suit_size: 40, inseam_size: 31 }, "in");
    expect(lines.map((l) => l.label)).toEqual(["Shirt (collar)", "Shirt (sleeve)", "Suit", "Inseam"]);
    expect(lines[0]!.value).toBe("15.5 in");
  });
});
