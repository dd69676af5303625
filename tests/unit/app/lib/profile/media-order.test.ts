import { describe, expect, it } from "vitest";
import { canDeleteMedia, canMove, isCompleteOrder, moveMedia, placeMedia } from "~/lib/profile/media-order";

describe("profile media order", () => {
  const ids = [10, 20, 30];
  it("moves a photo one place up or down, not past either end", () => {
    expect(moveMedia(ids, 20, "up")).toEqual([20, 10, 30]);
    expect(moveMedia(ids, 20, "down")).toEqual([10, 30, 20]);
    expect(moveMedia(ids, 10, "up")).toBe(ids);
    expect(moveMedia(ids, 30, "down")).toBe(ids);
    expect(moveMedia(ids, 99, "up")).toBe(ids);
    expect(canMove(ids, 10, "up")).toBe(false);
    expect(canMove(ids, 10, "down")).toBe(true);
    expect(canMove(ids, 30, "down")).toBe(false);
  });

  it("places a dragged photo where it is dropped", () => {
    expect(placeMedia(ids, 30, 10)).toEqual([30, 10, 20]);
    expect(placeMedia(ids, 10, 30)).toEqual([20, 30, 10]);
    expect(placeMedia(ids, 10, 10)).toBe(ids);
  });

  it("never offers to delete the last photo", () => {
    expect(canDeleteMedia(1)).toBe(false);
    expect(canDeleteMedia(2)).toBe(true);
  });

  it("checks that a new order lists every photo once", () => {
    expect(isCompleteOrder([30, 10, 20], ids)).toBe(true);
    expect(isCompleteOrder([30, 10], ids)).toBe(false);
    expect(isCompleteOrder([30, 30, 10], ids)).toBe(false);
    expect(isCompleteOrder([30, 10, 99], ids)).toBe(false);
  });
});
