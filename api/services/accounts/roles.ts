// Who may call what (docs/product/accounts.md#seats-and-roles): one table of every route, by method and URL as Fastify
// has them, and the roles that may call it. requireAuth (guards.ts) enforces it on every
// signed-in route, so a seat is refused by the API and not only by the web tool's menu.
//
// - owner: everything, as before seats, plus the team.
// - manager: everything but billing (the contract's /payments) and the team.
// - door: the door page and the dashboard's Today block: who comes today, and checking them in.
// - venue: a manager limited to some of the brand's locations (users.location_ids). It runs their
//   offers, applicants, claims, door and figures, each narrowed to those locations by its handler
//   (BY_LOCATION below), and is refused what belongs to the brand as a whole: its profile, its
//   locations' list of record, Instagram, the content library, the group's reports and PDFs.
//
// A route missing from the table is the owner's only: a new route stays closed to seats until
// someone decides here who may call it (tests/api/accounts/roles.test.ts fails until then).
import { REFUSALS } from "../../../contract/refusals";
import type { SeatRole } from "../../db/schema";
import type { AccessClaims } from "./tokens";
import { forbidden } from "../../lib/errors";

/** What a seat may call by: its role, and a manager limited to some locations is a venue's. */
export type AccessRole = SeatRole | "venue";

/** "public": no token needed (the route has no requireAuth); else the roles that may call it. */
export type Access = "public" | readonly AccessRole[];

const EVERYONE: Access = ["owner", "manager", "venue", "door"];
const STAFF: Access = ["owner", "manager", "venue"];
const GROUP: Access = ["owner", "manager"];
const OWNER: Access = ["owner"];

/** The access a signed-in seat calls with. */
export function accessOf(claims: Pick<AccessClaims, "role" | "locations">): AccessRole {
  return claims.role === "manager" && claims.locations ? "venue" : claims.role;
}

const PUBLIC_ROUTES = [
  "GET /health",
  // The API's reference: what any client of the contract may read.
  "GET /v1.3/openapi.json",
  // /media/* as Fastify's route table prints it: files with unguessable names.
  "GET *",
  "GET /files/:id",
  "GET /s/:code",
  "POST /internal/login-link",
  "POST /internal/claims",
  "POST /internal/posts",
  "POST /v1.3/oauth/token",
  "POST /v1.3/report/replaceToken",
  "POST /v1.3/report/tokenOwner",
  "POST /v1.3/users/logout",
  "POST /v1.3/users/password/forgot",
  "POST /v1.3/users/password/username",
  "GET /v1.3/report/zip",
  "GET /v1.3/report/:id",
  "GET /v1.3/report/:id/version",
  "POST /v1.3/team/join",
  // What an invitation's link is for, before the person chooses a username: the token is the permission.
  "GET /v1.3/team/join/:token",
  // The weekly digest's one-click unsubscribe: the token in the body is the permission.
  "POST /v1.3/digest/subscription",
  "POST /v1.3/digest/unsubscribe",
  // A usage-rights link's page and the model's answer: the token is the permission.
  "GET /v1.3/rights/:token",
  "POST /v1.3/rights/:token",
];

/** What the door page and the Today block need. */
const DOOR_ROUTES = [
  "GET /v1.3/users/me",
  "GET /v1.3/users/me/version",
  "GET /v1.3/businesses/:id/dashboard/today",
  // The door's list of the day (added with the door page).
  "GET /v1.3/businesses/:id/door",
  "POST /v1.3/claims/:id/check_in",
];

/**
 * A venue's manager calls these as any manager does: they read the brand's own account, its
 * reference lists or a model's public posts, nothing of one location.
 */
const STAFF_ROUTES = [
  "GET /v1.3/users/me/reminder-settings",
  "GET /v1.3/users/me/properties",
  "GET /v1.3/users/me/media",
  "GET /v1.3/social/:id/media",
  "GET /v1.3/businesses/:id/working-hours",
  "GET /v1.3/instagram/:instagramId/posts",
  "GET /v1.3/enum/cities",
  "GET /v1.3/enum/carriers",
  "GET /v1.3/enum/model_stats",
  "GET /v1.3/enum/:list",
];

/** Changes a venue's manager makes that name no offer, claim or location of the brand's. */
export const VENUE_WRITES = [
  // The seat's own properties (the wizard's draft, the bar-code prompt): kept by person, not by brand.
  "POST /v1.3/users/me/properties",
  // A new offer's images join the brand's photos: adding takes nothing away; sorting and deleting stay the brand's.
  "POST /v1.3/users/me/media",
];

/**
 * The PDF service: a venue's manager exports its offers' applicants (the route's handler refuses it
 * the brand's reports and another location's offer) and asks how its job went.
 */
export const PDF_ROUTES = ["POST /v1.3/pdf", "GET /v1.3/pdf/:job"];

/**
 * Routes whose handler narrows what it reads and changes to the seat's locations (AccessClaims.locations):
 * another location's offer or claim is a 404, lists and figures hold its locations' alone.
 * tests/api/accounts/venue-seats.test.ts probes each of them with another location's data.
 */
export const BY_LOCATION_ROUTES = [
  "GET /v1.3/businesses/:id/locations",
  "GET /v1.3/businesses/:id/locations/:locationId",
  "GET /v1.3/businesses/:id/dashboard",
  "GET /v1.3/report/monthly/export",
  "GET /v1.3/businesses/:id/reports/trend",
  "GET /v1.3/businesses/:id/reports/costs",
  "GET /v1.3/businesses/:id/results",
  "POST /v1.3/businesses/:id/results/share",
  "POST /v1.3/businesses/:id/deals",
  "GET /v1.3/businesses/:id/deals/past/periods",
  "GET /v1.3/businesses/:id/deals/previous",
  "GET /v1.3/businesses/:id/deals/:type",
  "GET /v1.3/deals/:id",
  "DELETE /v1.3/deals/:id",
  "DELETE /v1.3/deals/groups/:id",
  "DELETE /v1.3/deals/:id/attendees",
  "GET /v1.3/deals/:id/applicants",
  "GET /v1.3/deals/:id/applicants/:claimId",
  "POST /v1.3/deals/:id/applicants",
  "POST /v1.3/deals/:id/finalize",
  "POST /v1.3/deals/:id/call_sheet",
  "POST /v1.3/claims/:id/remind",
  "POST /v1.3/claims/:id/reserve",
  "DELETE /v1.3/claims/:id/reserve",
  "PUT /v1.3/claims/:id/application",
  "POST /v1.3/claims/:id/shipment",
  "POST /v1.3/claims/:id/shipment/push",
  "POST /v1.3/claims/:id/shipment/delivered",
];

/** The brand as a whole: its profile and list of locations, Instagram, the content library, the group's reports and PDFs. */
const GROUP_ROUTES = [
  "PATCH /v1.3/users/me",
  "PUT /v1.3/users/me/reminder-settings",
  "DELETE /v1.3/users/me/media",
  "POST /v1.3/users/me/media/sort",
  "DELETE /v1.3/users/me/media/:mediaId",
  "PUT /v1.3/businesses/:id/working-hours",
  "POST /v1.3/businesses/:id/locations",
  "PATCH /v1.3/businesses/:id/locations/:locationId",
  "POST /v1.3/businesses/:id/locations/:locationId/retire",
  "GET /v1.3/report/months",
  "GET /v1.3/report/monthly",
  "GET /v1.3/report/zipSign",
  "GET /v1.3/report/shared",
  "POST /v1.3/report/:id/renew",
  "GET /v1.3/businesses/:id/ig-actions/periods",
  "GET /v1.3/businesses/:id/ig-actions/periods/:period",
  "GET /v1.3/businesses/:id/ig-actions/posts/:postId",
  "POST /v1.3/files/:id/renew",
  "POST /s",
  "DELETE /v1.3/templates/:a/:b",
  "GET /v1.3/content",
  "GET /v1.3/content/posts/:id",
  "GET /v1.3/content/rights",
  "POST /v1.3/content/rights",
  "POST /v1.3/content/rights/:id/revoke",
  "PUT /v1.3/content/rights/:id/ad-code",
  "GET /v1.3/content/settings",
  "PUT /v1.3/content/settings",
  "GET /v1.3/content/zipSign",
];

/** Billing and the team. */
const OWNER_ROUTES = [
  "GET /v1.3/payments/customer",
  "POST /v1.3/payments/customer",
  "POST /v1.3/payments/email",
  "POST /v1.3/payments/sources",
  "DELETE /v1.3/payments/sources",
  "POST /v1.3/payments/sources/default",
  "POST /v1.3/payments/sources/plaid/link",
  "POST /v1.3/payments/sources/plaid",
  "POST /v1.3/payments/subscriptions/start",
  "GET /v1.3/team",
  "POST /v1.3/team/invitations",
  "DELETE /v1.3/team/invitations/:id",
  "PATCH /v1.3/team/seats/:id",
  "DELETE /v1.3/team/seats/:id",
];

/** Every route's access, keyed `METHOD url` (see routeKey). */
export const ROUTE_ACCESS: ReadonlyMap<string, Access> = new Map<string, Access>([
  ...PUBLIC_ROUTES.map((key) => [key, "public"] as const),
  ...DOOR_ROUTES.map((key) => [key, EVERYONE] as const),
  ...STAFF_ROUTES.map((key) => [key, STAFF] as const),
  ...VENUE_WRITES.map((key) => [key, STAFF] as const),
  ...PDF_ROUTES.map((key) => [key, STAFF] as const),
  ...BY_LOCATION_ROUTES.map((key) => [key, STAFF] as const),
  ...GROUP_ROUTES.map((key) => [key, GROUP] as const),
  ...OWNER_ROUTES.map((key) => [key, OWNER] as const),
]);

/** A route's key in the table: HEAD counts as its GET, and a trailing slash is ignored (as the router does). */
export function routeKey(method: string, url: string): string {
  const path = url.length > 1 ? url.replace(/\/+$/, "") : url;
  return `${method === "HEAD" ? "GET" : method} ${path}`;
}

/** Whether a role may call a route; a route missing from the table is the owner's only. */
export function mayCall(role: AccessRole, method: string, url: string): boolean {
  const access = ROUTE_ACCESS.get(routeKey(method, url)) ?? OWNER;
  return access === "public" || access.includes(role);
}

export const SEAT_REFUSED = "Your seat can't do this. Ask the account's owner.";

/** The refusal of a route the seat's role may not call: its code tells it apart from other 403s. */
export const seatRefused = () => forbidden(SEAT_REFUSED, REFUSALS.seatRefused);
