import { describe, expect, it } from "vitest";
import { instagramEmptyText, onlyViewChanged, parsePhoto, photoNeighbours } from "~/lib/applicants/photos";

describe("the Instagram photo modal's URL state", () => {
  it("opens only on a photo that exists", () => {
    expect(parsePhoto("1", 6)).toBe(1);
    expect(parsePhoto("6", 6)).toBe(6);
    expect(parsePhoto("7", 6)).toBeNull();
    expect(parsePhoto("0", 6)).toBeNull();
    expect(parsePhoto("-1", 6)).toBeNull();
    expect(parsePhoto("2.5", 6)).toBeNull();
    expect(parsePhoto("abc", 6)).toBeNull();
    expect(parsePhoto(null, 6)).toBeNull();
    expect(parsePhoto("1", 0)).toBeNull();
  });

  it("has previous and next photos except at the ends", () => {
    expect(photoNeighbours(1, 3)).toEqual({ previous: null, next: 2 });
    expect(photoNeighbours(2, 3)).toEqual({ previous: 1, next: 3 });
    expect(photoNeighbours(3, 3)).toEqual({ previous: 2, next: null });
    expect(photoNeighbours(1, 1)).toEqual({ previous: null, next: null });
  });

  it("skips reloading when only the photo or the unit changes", () => {
    const at = (s: string) => new URL(`http://x/offer/apply/1/applicant/2${s}`);
    expect(onlyViewChanged(at("?status=liked"), at("?status=liked&photo=3"))).toBe(true);
    expect(onlyViewChanged(at("?photo=3&status=liked"), at("?status=liked&unit=cm"))).toBe(true);
    expect(onlyViewChanged(at("?status=liked"), at("?status=selected&photo=1"))).toBe(false);
    expect(onlyViewChanged(at("?status=liked"), new URL("http://x/offer/apply/1/applicant/3?status=liked"))).toBe(false);
  });

  it("says why there is no grid", () => {
    expect(instagramEmptyText(false, 0)).toBe("No instagram");
    expect(instagramEmptyText(true, 0)).toBe("No Instagram photos yet.");
    expect(instagramEmptyText(true, 4)).toBeNull();
  });
});
