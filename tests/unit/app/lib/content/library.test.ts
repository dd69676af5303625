import { describe, expect, it } from "vitest";
import { filterOptions, filtersOf, hasFilters, libraryHref, monthLabel } from "~/lib/content/library";

describe("the library's filters", () => {
  it("are read from the URL, an empty value setting none", () => {
    const filters = filtersOf(new URLSearchParams("model=&offer=4&rights=granted&after=abc&other=1"));
    expect(filters).toEqual({ offer: "4", rights: "granted" });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(filtersOf(new URLSearchParams("after=abc")))).toBe(false);
  });

  it("name each choice in the pages' words with its count", () => {
    expect(filterOptions("disclosure", [{ key: "late", label: "late", count: 12 }], undefined)).toEqual([{ value: "late", label: "Disclosed late (12)" }]);
    expect(filterOptions("rights", [{ key: "none", label: "none", count: 3 }], undefined)).toEqual([{ value: "none", label: "No rights asked (3)" }]);
    expect(filterOptions("month", [{ key: "2026-03", label: "2026-03", count: 1 }], undefined)[0]!.label).toBe("March 2026 (1)");
    expect(filterOptions("model", [{ key: "9", label: "Ana Lima", count: 2 }], undefined)[0]!.label).toBe("Ana Lima (2)");
  });

  it("keep the chosen value a choice when no post has it", () => {
    expect(filterOptions("rights", [{ key: "granted", label: "granted", count: 2 }], "declined")).toEqual([
      { value: "granted", label: "Rights granted (2)" },
      { value: "declined", label: "Declined (0)" },
    ]);
  });

  it("page through the library keeping the filters", () => {
    expect(libraryHref({})).toBe("/content");
    expect(libraryHref({ disclosure: "late", model: "3" }, "xyz")).toBe("/content?model=3&disclosure=late&after=xyz");
    expect(monthLabel("2026-12")).toBe("December 2026");
  });
});
