import { describe, expect, it } from "vitest";
import { cleanSocial } from "~/lib/wizard/social";

describe("step 3 and social data", () => {
  it("drops a leading @ or #, blanks and duplicates", () => {
    expect(cleanSocial(["@a", "a", " ", "#b", "B"])).toEqual(["a", "b"]);
  });
});
