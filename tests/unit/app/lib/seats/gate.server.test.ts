// The gate of a signed-in page (app/lib/seats/gate.server.ts): a page the seat's role may not
// open answers a 403 refusal instead of the brand's data, and sends nothing that changes data;
// a page the role may open is answered as before, its reads asked beside the role, not after it.
import { describe, expect, it } from "vitest";
import type { Api } from "~/lib/api/request-session.server";
import { gatePage } from "~/lib/seats/gate.server";

type Role = "owner" | "manager" | "door";

/** An API that answers /users/me as a seat of `role` and anything else with the brand's data, noting what was asked. */
function fakeApi(role: Role) {
  const asked: string[] = [];
  const me = { id: 1, business_id: 7, username: "x", name: "Demo Bistro", email: "demo@example.com", media: [], seat: { role } };
  const answer = async (method: string, path: string) => {
    asked.push(`${method} ${path}`);
    return path === "/users/me" ? { data: me } : { data: { contact_email: "hello@demo-bistro.example.com" } };
  };
  const api = {
    get: (path: string) => answer("GET", path),
    call: (method: string, path: string) => answer(method, path),
    send: async (method: string, path: string) => new Response(JSON.stringify(await answer(method, path))),
    businessId: () => 7,
    rememberBusinessId: async () => undefined,
  };
  // The fake answers whatever schema is asked: the types of Api's generic methods can't say so.
  return { api: api as unknown as Api, asked };
}

const page = (path: string, params: Record<string, string> = {}) => ({ request: new Request(`http://web.test${path}`), params });

async function refusalOf(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: await response.json() };
}

describe("the gate of a signed-in page", () => {
  it("refuses a door seat the profile, saying whose page it is, with none of the brand's details", async () => {
    const { api, asked } = fakeApi("door");
    const refused = await refusalOf(gatePage(api, page("/profile")).get("/users/me/properties"));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ refusal: { role: "door", page: ["owner", "manager"], brand: { name: "Demo Bistro", logo: null } } });
    expect(JSON.stringify(refused.body)).not.toContain("hello@demo-bistro");
    expect(asked).toContain("GET /users/me");
  });

  it("sends nothing that changes data on a refused page", async () => {
    const { api, asked } = fakeApi("manager");
    const refused = await refusalOf(gatePage(api, page("/billing/card")).call("POST", "/payments/sources"));
    expect(refused.status).toBe(403);
    expect(asked).toEqual(["GET /users/me"]);
  });

  it("refuses a client-side navigation's data request as its page", async () => {
    const { api } = fakeApi("door");
    expect((await refusalOf(gatePage(api, page("/results.data")).get("/businesses/7/results"))).status).toBe(403);
  });

  it("answers a page the role may open, asking its reads beside the role", async () => {
    const { api, asked } = fakeApi("manager");
    await expect(gatePage(api, page("/profile")).get("/users/me/properties")).resolves.toEqual({ data: { contact_email: "hello@demo-bistro.example.com" } });
    expect(asked.sort()).toEqual(["GET /users/me", "GET /users/me/properties"]);
  });

  it("asks no role for a page every seat may open, nor for the Not Found page", async () => {
    const { api, asked } = fakeApi("door");
    await gatePage(api, page("/door")).get("/businesses/7/door");
    await gatePage(api, page("/nowhere", { "*": "nowhere" })).get("/businesses/7/door");
    expect(asked).toEqual(["GET /businesses/7/door", "GET /businesses/7/door"]);
  });
});
