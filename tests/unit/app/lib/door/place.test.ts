// Which location's door a page shows (app/lib/door/place.ts): the URL's location, kept by every link and form.
import { describe, expect, it } from "vitest";
import { doorHref, locationOf } from "~/lib/door/place";

describe("the door page's location", () => {
  it("reads a positive id from the URL, and nothing else", () => {
    expect(locationOf("http://x/door?location=12")).toBe(12);
    for (const bad of ["", "0", "-1", "1.5", "abc", "1e3", "12345678901"]) expect(locationOf(`http://x/door?location=${bad}`), bad).toBeUndefined();
    expect(locationOf("http://x/door")).toBeUndefined();
  });

  it("keeps the location on the door's other addresses, and leaves out empty parameters", () => {
    expect(doorHref("/door/print", 12, { paper: "receipt" })).toBe("/door/print?location=12&paper=receipt");
    expect(doorHref("/door", 12, { q: "ana", done: "check-in" })).toBe("/door?location=12&q=ana&done=check-in");
    expect(doorHref("/door", null, { q: "" })).toBe("/door");
    expect(doorHref("/door", undefined, { q: "ana b" })).toBe("/door?q=ana+b");
  });
});
