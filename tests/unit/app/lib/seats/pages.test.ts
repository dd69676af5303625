// Which role may open which page (app/lib/seats/pages.ts): every signed-in route file has a line
// in the table, a door seat has its door list and the dashboard, a manager all but billing and
// the Team page, and a page missing from the table is the owner's only.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mayOpen, PAGE_ACCESS, pagePath, pageRoles, whosePage } from "~/lib/seats/pages";

/** A route file's URL pattern as Remix's flat routes read its name: `_app.offers.$id.shipment` → /offers/:id/shipment. */
function patternOf(file: string) {
  const name = file.replace(/\.tsx?$/, "").replace(/^_app_?\.?/, "");
  const segments = name
    // `[.]` is a dot kept in the URL (rights[.]csv → rights.csv), not a segment's end.
    .split(/(?<!\[)\.(?!\])/)
    .filter((segment) => segment && segment !== "_index")
    .map((segment) => segment.replace(/_$/, "").replace(/^\$/, ":").replaceAll("[.]", "."));
  return `/${segments.join("/")}`;
}

/** The signed-in pages: the protected layout's routes (but its splat, the Not Found page) and those outside its menu (_app_.*). */
const signedInRoutes = fs.readdirSync(path.resolve("app/routes")).filter((file) => /^_app_?\./.test(file) && !file.startsWith("_app.$."));

describe("the table of pages by role", () => {
  it("has a line for every signed-in route file (a new page must be added to pages.ts)", () => {
    const patterns = new Set(PAGE_ACCESS.map(([pattern]) => pattern));
    expect(signedInRoutes.length).toBeGreaterThan(30);
    expect(signedInRoutes.map((file) => `${file} → ${patternOf(file)}`).filter((line) => !patterns.has(line.split(" → ")[1]!))).toEqual([]);
  });

  it("leaves a door seat its door list and the dashboard", () => {
    const opened = PAGE_ACCESS.filter(([pattern]) => mayOpen("door", pattern)).map(([pattern]) => pattern);
    expect(opened).toEqual(["/", "/door", "/door/print", "/door/sync"]);
    for (const url of [
      "/offers/active",
      "/offers/create",
      "/results",
      "/billing",
      "/instagram",
      "/profile",
      "/profile/edit",
      "/profile/hours",
      "/profile/locations",
    ]) {
      expect(mayOpen("door", url), url).toBe(false);
    }
  });

  it("leaves a manager everything but billing and the Team page", () => {
    const refused = PAGE_ACCESS.filter(([pattern]) => !mayOpen("manager", pattern)).map(([pattern]) => pattern);
    expect(refused.every((pattern) => pattern === "/profile/team" || pattern.startsWith("/billing"))).toBe(true);
    expect(refused).toContain("/billing");
    expect(refused).toContain("/profile/team");
  });

  it("leaves a venue's manager the door, its offers and its results, none of the brand's pages as a whole", () => {
    const opened = PAGE_ACCESS.filter(([pattern]) => mayOpen("venue", pattern)).map(([pattern]) => pattern);
    expect(opened.every((pattern) => pattern === "/" || /^\/(door|offers?|results)(\/|$)/.test(pattern))).toBe(true);
    for (const url of ["/offers/active", "/offers/create", "/offer/apply/12", "/results", "/results/csv/posts", "/door"])
      expect(mayOpen("venue", url), url).toBe(true);
    for (const url of ["/instagram", "/content", "/profile", "/profile/locations", "/profile/team", "/billing"]) expect(mayOpen("venue", url), url).toBe(false);
  });

  it("opens every page to the owner", () => {
    expect(PAGE_ACCESS.every(([pattern]) => mayOpen("owner", pattern))).toBe(true);
  });

  it("matches URLs by their pattern, whatever their case and trailing slash", () => {
    expect(pageRoles("/offers/active")).toEqual(["owner", "manager", "venue"]);
    expect(pageRoles("/Billing/Card/")).toEqual(["owner"]);
    expect(pageRoles("/offer/apply/12/applicant/34")).toEqual(["owner", "manager", "venue"]);
  });

  it("keeps a page missing from the table to the owner", () => {
    expect(pageRoles("/reviews")).toEqual(["owner"]);
    expect(mayOpen("manager", "/reviews")).toBe(false);
  });

  it("reads a client-side navigation's data request as its page", () => {
    expect(pagePath("/billing.data")).toBe("/billing");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/profile/edit")).toBe("/profile/edit");
  });

  it("says whose page it is", () => {
    expect(whosePage(pageRoles("/billing"), "manager")).toBe("This page is for the account's owner.");
    expect(whosePage(pageRoles("/profile"), "door")).toBe("This page is for the account's owner and managers.");
    expect(whosePage(pageRoles("/profile"), "venue")).toBe("This page is for the account's owner and the managers of every location.");
  });
});
