import { describe, expect, it } from "vitest";
import { keepPlace, listHref, shownPages, shownPeriod } from "~/lib/offers/paging";

describe("which part of a list is shown", () => {
  it("reads ?page= as pages shown and ?period= as a month, ignoring anything else", () => {
    expect([shownPages(null), shownPages("3"), shownPages("0"), shownPages("2.5"), shownPages("26"), shownPages("x")]).toEqual([1, 3, 1, 1, 1, 1]);
    expect([shownPeriod("2025-05"), shownPeriod("2025-13"), shownPeriod("2025-5"), shownPeriod(null)]).toEqual(["2025-05", null, null, null]);
  });

  it("keeps the month and the pages in modal and action URLs, and links to the next page", () => {
    const place = new URLSearchParams("modal=claims&offer=4&period=2025-04&page=2&done=x");
    expect(keepPlace(place, new URLSearchParams({ modal: "group" })).toString()).toBe("modal=group&period=2025-04&page=2");
    expect(listHref("/offers/past", { period: "2025-04", pages: 3 })).toBe("/offers/past?period=2025-04&page=3");
    expect(listHref("/offers/active", { pages: 1 })).toBe("/offers/active");
  });
});
