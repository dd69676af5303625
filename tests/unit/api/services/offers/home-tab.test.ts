// The tab a link to an offer opens, for the dashboard's and the posts due's links: the Offers
// page's lists hold it there (services/offers/lists.ts says both).
import { describe, expect, it } from "vitest";
import { homeTab } from "../../../../../api/services/offers/lists";

const now = new Date("2026-11-28T12:00:00Z");
const at = (iso: string | null) => (iso === null ? null : new Date(iso));

describe("homeTab", () => {
  it("is Past once the offer is past, whatever its start", () => {
    expect(homeTab({ startsAt: at("2026-12-01T00:00:00Z"), visibleFrom: null }, true, now)).toBe("past");
  });

  it("is Active from the start, and without one", () => {
    expect(homeTab({ startsAt: at("2026-11-28T12:00:00Z"), visibleFrom: null }, false, now)).toBe("active");
    expect(homeTab({ startsAt: null, visibleFrom: null }, false, now)).toBe("active");
  });

  it("is Upcoming before the start, reading the visibility's start when the offer has no own", () => {
    expect(homeTab({ startsAt: at("2026-11-28T12:00:01Z"), visibleFrom: null }, false, now)).toBe("upcoming");
    expect(homeTab({ startsAt: null, visibleFrom: at("2026-11-29T00:00:00Z") }, false, now)).toBe("upcoming");
    expect(homeTab({ startsAt: at("2026-11-27T00:00:00Z"), visibleFrom: at("2026-11-29T00:00:00Z") }, false, now)).toBe("active");
  });
});
