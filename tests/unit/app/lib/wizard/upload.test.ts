import { describe, expect, it } from "vitest";
import { mediaFieldErrors } from "~/lib/wizard/upload";

describe("uploads on the media page", () => {
  it("puts the API's messages of a refused offer by the media page's fields", () => {
    expect(mediaFieldErrors({ "social_hashtags.0": "too long", images: "Image not found", instagram_images: "other", starts_at: "elsewhere" })).toEqual({
      social_hashtags: ["too long"],
      images: ["Image not found"],
    });
    expect(mediaFieldErrors(undefined)).toEqual({});
  });
});
