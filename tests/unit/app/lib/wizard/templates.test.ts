import { describe, expect, it } from "vitest";
import { previousListHref, templateOf, templatePath, templateToDelete } from "~/lib/wizard/templates";

describe("saved templates", () => {
  it("an offer has a template only with both its id and key", () => {
    expect(templateOf({ template_id: 101, template_key: "spring-brunch" })).toEqual({ template_id: 101, template_key: "spring-brunch" });
    expect(templateOf({ template_id: null, template_key: "x" })).toBeNull();
    expect(templateOf({ template_id: 7, template_key: null })).toBeNull();
    expect(templateOf({})).toBeNull();
  });

  it("finds the offer the URL asks about, only when it has a template", () => {
    const offers = [
      { id: 1, template_id: 101, template_key: "a" },
      { id: 2, template_id: null, template_key: null },
    ];
    expect(templateToDelete(offers, "1")).toEqual({ offer: offers[0], template: { template_id: 101, template_key: "a" } });
    expect(templateToDelete(offers, "2")).toBeNull();
    expect(templateToDelete(offers, "3")).toBeNull();
    expect(templateToDelete(offers, null)).toBeNull();
  });

  it("encodes the key in the API path", () => {
    expect(templatePath({ template_id: 5, template_key: "a/b c" })).toBe("/templates/5/a%2Fb%20c");
  });

  it("links to the open list", () => {
    expect(previousListHref()).toBe("/offers/create?step=1&previous=1#previous");
    expect(previousListHref({ deleteTemplate: "12" })).toBe("/offers/create?step=1&previous=1&deleteTemplate=12#previous");
  });
});
