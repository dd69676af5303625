// The navigation a seat sees (app/lib/seats/nav.ts), by the table of pages by role: the owner's is
// the spec's, a manager's has no billing, a door seat's holds its door list alone.
import { describe, expect, it } from "vitest";
import { navShows, roleOf } from "~/lib/seats/nav";

const spec = ["/", "/results", "/offers/create", "/offers/active", "/profile", "/billing"];

describe("the navigation by seat", () => {
  it("shows the owner the spec's entries, and no door link", () => {
    expect(spec.filter((to) => navShows("owner", to))).toEqual(spec);
    expect(navShows("owner", "/door")).toBe(false);
  });

  it("shows a manager everything but billing", () => {
    expect(spec.filter((to) => navShows("manager", to))).toEqual(spec.filter((to) => to !== "/billing"));
  });

  it("shows a venue's manager its offers and results, not the brand's profile or billing", () => {
    expect(spec.filter((to) => navShows("venue", to))).toEqual(["/", "/results", "/offers/create", "/offers/active"]);
  });

  it("shows a door seat its door list alone", () => {
    expect([...spec, "/door"].filter((to) => navShows("door", to))).toEqual(["/door"]);
  });

  it("takes an answer without a seat for the owner's", () => {
    expect(roleOf({})).toBe("owner");
    expect(roleOf({ seat: null })).toBe("owner");
    expect(roleOf({ seat: { role: "door" } })).toBe("door");
    expect(roleOf({ seat: { role: "door", location_ids: [2] } })).toBe("door");
    expect(roleOf({ seat: { role: "manager", location_ids: null } })).toBe("manager");
    expect(roleOf({ seat: { role: "manager", location_ids: [2] } })).toBe("venue");
    expect(roleOf({ seat: { role: "manager", location_ids: [] } })).toBe("venue");
  });
});
