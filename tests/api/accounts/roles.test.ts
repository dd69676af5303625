// Seats (docs/product/accounts.md#seats-and-roles): a table of role × route over the server's own route table, like the
// ownership sweep. Every route must have an entry in the policy (services/accounts/roles.ts);
// each signed-in route is called as Demo Bistro's door seat, its manager, its manager of Downtown
// alone (a venue's) and its owner, and is refused with 403 exactly where the policy leaves the role out.
import { beforeAll, describe, expect, it } from "vitest";
import { BY_LOCATION_ROUTES, VENUE_WRITES, PDF_ROUTES, ROUTE_ACCESS, SEAT_REFUSED, type Access, type AccessRole } from "../../../api/services/accounts/roles";
import { REFUSALS } from "../../../contract/refusals";
import { useSignedInApi } from "../support/helpers";
import { COVERAGE, demoIds, type Ids } from "../support/proof-coverage";
import { apiRoutes, type ApiRoute } from "../support/proof-routes";

const { api, demo } = await useSignedInApi();
const ids: Ids = await demoIds(api);
const [door, manager, venue] = await Promise.all(["demo-door", "demo-manager", "demo-downtown-manager"].map((username) => api.login(username, "demo1234")));

beforeAll(() => api.app.ready());

/** The door's one change, a check-in, which the seat's locations hold too (door/locations.test.ts). */
const DOOR_CHANGES = ["POST /v1.3/claims/:id/check_in"];

/** Routes a venue's manager may call whose handler refuses it the probe's brand-wide thing (venue-seats.test.ts has the rest). */
const VENUE_REFUSED_BY_HANDLER = new Set(["POST /v1.3/pdf"]);

const signedInRoutes = () => apiRoutes(api.app).filter((route) => ROUTE_ACCESS.get(route.key) !== "public");

/** The route called with Demo Bistro's ids (the ownership sweep's probe), else its own URL. */
function request(route: ApiRoute) {
  const coverage = COVERAGE[route.key];
  if (coverage && "url" in coverage) return { url: coverage.url(ids), body: coverage.body?.(ids) };
  return { url: route.url.replace(/:[A-Za-z]+/g, "1"), body: route.method === "GET" ? undefined : {} };
}

async function sweep(role: AccessRole, token: string) {
  const wrong: string[] = [];
  for (const route of signedInRoutes()) {
    const access = ROUTE_ACCESS.get(route.key) as Exclude<Access, "public">;
    const { url, body } = request(route);
    const response = await api.app.inject({ method: route.method as "GET", url, headers: api.headers(token), payload: body as object | undefined });
    const refused = response.statusCode === 403 && response.json().message === SEAT_REFUSED && response.json().code === REFUSALS.seatRefused;
    const allowed = access.includes(role) && !(role === "venue" && VENUE_REFUSED_BY_HANDLER.has(route.key));
    if (refused === allowed || response.statusCode === 401) wrong.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
  }
  return wrong;
}

describe("who may call what", () => {
  it("names every route of the server in the policy table (a new route must be added to roles.ts)", () => {
    const missing = apiRoutes(api.app)
      .map((route) => route.key)
      .filter((key) => !ROUTE_ACCESS.has(key));
    expect(missing, "routes missing from ROUTE_ACCESS").toEqual([]);
  });

  it("leaves the door only the door page, the Today block, check-in and the brand's version", () => {
    const doorRoutes = [...ROUTE_ACCESS].filter(([, access]) => access !== "public" && access.includes("door")).map(([key]) => key);
    expect(doorRoutes.sort()).toEqual([
      "GET /v1.3/businesses/:id/dashboard/today",
      "GET /v1.3/businesses/:id/door",
      "GET /v1.3/users/me",
      "GET /v1.3/users/me/version",
      "POST /v1.3/claims/:id/check_in",
    ]);
  });

  it("keeps billing and the team to the owner", () => {
    const ownerOnly = [...ROUTE_ACCESS].filter(([, access]) => access !== "public" && !access.includes("manager")).map(([key]) => key);
    expect(ownerOnly.every((key) => key.startsWith("GET /v1.3/payments") || / \/v1\.3\/(payments|team)(\/|$)/.test(key))).toBe(true);
    expect(ownerOnly).toContain("POST /v1.3/payments/sources");
    expect(ownerOnly).toContain("GET /v1.3/team");
  });

  it("refuses the door seat, with 403, every route but its own", async () => {
    expect(await sweep("door", door)).toEqual([]);
  });

  it("refuses the manager seat billing and the team, and nothing else", async () => {
    expect(await sweep("manager", manager)).toEqual([]);
  });

  it("refuses a venue's manager the brand-wide routes as well, and nothing else", async () => {
    expect(await sweep("venue", venue)).toEqual([]);
  });

  it("leaves a venue's manager no route that changes the brand as a whole", () => {
    const venueRoutes = [...ROUTE_ACCESS].filter(([, access]) => access !== "public" && access.includes("venue")).map(([key]) => key);
    const managerRoutes = [...ROUTE_ACCESS].filter(([, access]) => access !== "public" && access.includes("manager")).map(([key]) => key);
    const brandWide = managerRoutes.filter((key) => !venueRoutes.includes(key));
    for (const key of [
      "PATCH /v1.3/users/me",
      "PUT /v1.3/businesses/:id/working-hours",
      "POST /v1.3/businesses/:id/locations",
      "GET /v1.3/content",
      "GET /v1.3/report/monthly",
    ])
      expect(brandWide).toContain(key);
    // Every other change a venue's manager may make names one of its offers, claims or figures
    // (venue-seats.test.ts), keeps its own draft, adds a new offer's images to the brand's photos, or exports its offers' applicants.
    const changes = venueRoutes.filter((key) => !key.startsWith("GET "));
    expect(
      changes.filter((key) => !BY_LOCATION_ROUTES.includes(key) && !DOOR_CHANGES.includes(key) && !VENUE_WRITES.includes(key) && !PDF_ROUTES.includes(key)),
    ).toEqual([]);
    expect(brandWide).toContain("DELETE /v1.3/users/me/media/:mediaId");
  });

  it("refuses the owner nothing", async () => {
    expect(await sweep("owner", demo)).toEqual([]);
  });

  it("answers a door seat's dashboard with the Today block only", async () => {
    const today = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${ids.business}/dashboard/today`, headers: api.headers(door) });
    expect(today.statusCode).toBe(200);
    const owners = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${ids.business}/dashboard`, headers: api.headers(demo) });
    expect(today.json().data).toEqual(owners.json().data.today);
    const full = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${ids.business}/dashboard`, headers: api.headers(door) });
    expect(full.statusCode).toBe(403);
    // The sentence for people, and the code the web tool tells this refusal apart by.
    expect(full.json()).toEqual({ statusCode: 403, error: "Forbidden", message: "Your seat can't do this. Ask the account's owner.", code: "seat_refused" });
  });

  it("still answers another business's resources 404, not 403, to a seat allowed the route", async () => {
    const response = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${ids.business + 1}/dashboard/today`, headers: api.headers(door) });
    expect(response.statusCode).toBe(404);
  });

  it("tells each person who they are on GET /users/me", async () => {
    const me = async (token: string) => (await api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(token) })).json().data;
    const [asDoor, asOwner] = await Promise.all([me(door), me(demo)]);
    expect(asDoor.business_id).toBe(asOwner.business_id);
    expect(asDoor.seat).toMatchObject({ username: "demo-door", role: "door", name: "Dylan Door" });
    expect(asOwner.seat).toMatchObject({ username: "demo", role: "owner" });
  });
});
