import { describe, expect, it } from "vitest";
import { canFinalize, canMove, moveLabel, moveProblem } from "../../app/lib/applicants/moves";
import { parseSort } from "../../app/lib/applicants/sort";
import { statsBySex } from "../../app/lib/applicants/stats";

describe("applicant moves", () => {
  it("allows only the spec's moves", () => {
    expect(canMove("dismissed", "unreviewed")).toBe(true);
    expect(canMove("dismissed", "liked")).toBe(true);
    expect(canMove("dismissed", "selected")).toBe(false);
    expect(canMove("unreviewed", "selected")).toBe(false);
    expect(canMove("unreviewed", "liked")).toBe(true);
    expect(canMove("liked", "selected")).toBe(true);
    expect(canMove("liked", "unreviewed")).toBe(false);
    expect(canMove("selected", "liked")).toBe(true);
    expect(canMove("selected", "unreviewed")).toBe(false);
    expect(moveLabel("selected", "liked")).toBe("UNSELECT");
    expect(moveLabel("unreviewed", "liked")).toBe("LIKE");
  });

  it("a liked applicant can be selected until the spots are full", () => {
    const base = { from: "liked" as const, to: "selected" as const, locked: false };
    expect(moveProblem({ ...base, selectedCount: 2, availableSpots: 3 })).toBeNull();
    expect(moveProblem({ ...base, selectedCount: 3, availableSpots: 3 })).toBe("full");
    expect(moveProblem({ ...base, selectedCount: 50, availableSpots: -1 })).toBeNull();
  });

  it("a finalized applicant can't change", () => {
    expect(moveProblem({ from: "selected", to: "dismissed", locked: true, selectedCount: 1, availableSpots: 3 })).toBe("finalized");
  });

  it("FINALIZE waits for the deliberation start", () => {
    const now = new Date("2026-01-10T12:00:00Z");
    expect(canFinalize("2026-01-11T00:00:00Z", null, now)).toBe(false);
    expect(canFinalize("2026-01-09T00:00:00Z", null, now)).toBe(true);
    expect(canFinalize("2026-01-09T00:00:00Z", "finalized", now)).toBe(false);
    expect(canFinalize(null, null, now)).toBe(false);
  });
});

describe("applicant sorting", () => {
  it("reads ?sort=, alphabetically by default (the API sorts: tests/api/offers/applicants.test.ts)", () => {
    expect(parseSort("nonsense")).toBe("alphabetically");
    expect(parseSort(null)).toBe("alphabetically");
    expect(parseSort("ig-fewest")).toBe("ig-fewest");
  });
});

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
