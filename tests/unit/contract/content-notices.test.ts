// The content notices' sentences, as the dashboard and the weekly digest both say them.
import { describe, expect, it } from "vitest";
import { missingDisclosureLine, rightsEndingLine } from "../../../contract/content-notices";

describe("the content notices", () => {
  it("count posts without a disclosure, one and many", () => {
    expect(missingDisclosureLine(1, "this month")).toBe("1 post this month has no disclosure");
    expect(missingDisclosureLine(1204, "last week")).toBe("1,204 posts last week have no disclosure");
  });

  it("name whose rights end, how many posts, and the day (UTC)", () => {
    expect(rightsEndingLine({ model: "Ana", posts: 2, ends_at: "2026-12-03T23:30:00.000Z" })).toBe("Rights to 2 of Ana's posts end on Dec 3");
    expect(rightsEndingLine({ model: "Ana", posts: 1, ends_at: "2026-12-04T00:30:00.000Z" })).toBe("Rights to 1 of Ana's posts end on Dec 4");
  });
});
