import { describe, expect, it } from "vitest";
import { canFinalize, canMove, moveLabel, moveProblem } from "~/lib/applicants/moves";

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
