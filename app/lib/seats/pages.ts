// Which role may open which page of the web tool (seats): one table, by the URL
// patterns of the route files. The menu reads it (nav.ts), so it never shows a page the seat is
// refused, and so does the gate every signed-in page's API calls pass (gate.server.ts), which
// refuses the rest before anything of the brand's is rendered. It says for pages what the API's
// table says for its routes (api/services/accounts/roles.ts): a door seat has the door list and
// the dashboard's Today block, a manager everything but billing and the Team page, a venue's
// manager the pages of its locations' offers and figures, none of the brand's as a whole. Pure.
import { matchPath } from "@remix-run/react";
import type { Access } from "./nav";

export const EVERYONE: readonly Access[] = ["owner", "manager", "venue", "door"];
/** Pages whose data the API narrows to a venue's locations: offers, applicants, claims and figures. */
const STAFF: readonly Access[] = ["owner", "manager", "venue"];
/** The brand as a whole: Instagram, the content library, the profile and its locations of record. */
const GROUP: readonly Access[] = ["owner", "manager"];
const OWNER: readonly Access[] = ["owner"];

/**
 * Every signed-in page by its URL pattern (the route file's name as Remix reads it), and the
 * roles that may open it. tests/unit/app/lib/seats/pages.test.ts fails when a route file has no
 * line here.
 */
export const PAGE_ACCESS: ReadonlyArray<readonly [pattern: string, roles: readonly Access[]]> = [
  // The dashboard sends a door seat on to its door list, the Today block made for a phone.
  ["/", EVERYONE],
  ["/door", EVERYONE],
  ["/door/print", EVERYONE],
  ["/door/sync", EVERYONE],
  ["/offers/create", STAFF],
  ["/offers/submitted", STAFF],
  ["/offers/:tab", STAFF],
  ["/offers/:id/callSheet", STAFF],
  ["/offers/:id/callSheet/submitted", STAFF],
  ["/offers/:id/shipment", STAFF],
  ["/offer/apply/:offerId", STAFF],
  ["/offer/apply/:offerId/applicant/:applicantId", STAFF],
  ["/offer/apply/csv/:offerId/:filter", STAFF],
  ["/offer/apply/export/:offerId/:filter", STAFF],
  ["/instagram", GROUP],
  ["/instagram/:period", GROUP],
  ["/instagram/view/:id", GROUP],
  ["/results", STAFF],
  ["/results/csv/:kind", STAFF],
  // The content library, a post's page, asking for rights, the rights register and a selection's zip.
  ["/content", GROUP],
  ["/content/:postId", GROUP],
  ["/content/rights/new", GROUP],
  ["/content/rights.csv", GROUP],
  ["/content/download", GROUP],
  ["/profile", GROUP],
  ["/profile/edit", GROUP],
  ["/profile/hours", GROUP],
  // A brand's locations, a new one and one of them (the API's table gives them to the same roles).
  ["/profile/locations", GROUP],
  ["/profile/locations/new", GROUP],
  ["/profile/locations/:locationId", GROUP],
  ["/profile/reminders", GROUP],
  ["/profile/content", GROUP],
  ["/profile/team", OWNER],
  ["/billing", OWNER],
  ["/billing/account", OWNER],
  ["/billing/added", OWNER],
  ["/billing/card", OWNER],
  ["/billing/error", OWNER],
  ["/billing/methods", OWNER],
];

/**
 * The page a request is for. A client-side navigation asks for its page's data at
 * `/offers/active.data` (`/_root.data` for the dashboard): the same page, the same rule.
 */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The roles that may open the page at `path`. A page missing from the table is the owner's
 * only, as a route missing from the API's table is: a new page stays closed to seats until
 * someone decides here who may open it.
 */
export function pageRoles(path: string): readonly Access[] {
  return PAGE_ACCESS.find(([pattern]) => matchPath(pattern, path))?.[1] ?? OWNER;
}

export function mayOpen(role: Access, path: string): boolean {
  return pageRoles(path).includes(role);
}

/** Whose page a refused seat met, in the refusal's words: a venue's manager is told it is the whole brand's. */
export function whosePage(roles: readonly Access[], role: Access): string {
  if (!roles.includes("manager")) return "This page is for the account's owner.";
  return role === "venue" ? "This page is for the account's owner and the managers of every location." : "This page is for the account's owner and managers.";
}

/** The data of a refused page (status 403, gate.server.ts): the error boundaries show it as a refusal. */
export type PageRefusal = {
  refusal: {
    role: Access;
    /** Who may open the page. */
    page: readonly Access[];
    /** The seat's own brand, for its navigation beside the refusal. */
    brand: { name: string; logo: string | null };
  };
};

export function isPageRefusal(data: unknown): data is PageRefusal {
  return typeof data === "object" && data !== null && "refusal" in data;
}
