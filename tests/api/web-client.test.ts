// The web tool's API client against a real API on loopback: the bearer token, the refresh
// of an expired access token, and the way back to /login when the session is gone.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./helpers";

type Client = typeof import("../../app/lib/api/client.server");
type Session = typeof import("../../app/lib/session.server");

let api: TestApi;
let client: Client;
let sessions: Session;

beforeAll(async () => {
  api = await createTestApi({ env: { ACCESS_TOKEN_TTL_SECONDS: "1" } });
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = api.app.server.address() as AddressInfo;
  process.env.API_BASE_URL = `http://127.0.0.1:${port}/v1.3`;
  process.env.SESSION_SECRET = "test-session-secret";
  client = await import("../../app/lib/api/client.server");
  sessions = await import("../../app/lib/session.server");
});

afterAll(async () => {
  await api?.close();
});

async function signedInRequest(tokens: { accessToken: string; refreshToken: string }, path = "/") {
  const session = await sessions.sessionStorage().getSession();
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  const cookie = (await sessions.commitSession(session)).split(";")[0]!;
  return new Request(`http://web.test${path}`, { headers: { Cookie: cookie } });
}

async function passwordTokens() {
  const { signInWithPassword } = await import("../../app/lib/api/auth.server");
  return signInWithPassword("demo", "demo1234");
}

describe("the web tool's API client", () => {
  it("calls the API with the session's bearer token", async () => {
    const web = await client.getApi({ request: await signedInRequest(await passwordTokens()) });
    const me = await web.get<{ data: { name: string } }>("/users/me");
    // /users/me answers only with a valid bearer token. (Whether the 1 s token needed a
    // refresh on the way depends on the machine's speed, so Set-Cookie is not asserted here.)
    expect(me.data.name).toBe("Demo Bistro");
  });

  it("refreshes an expired access token transparently and stores the new one", async () => {
    const tokens = await passwordTokens();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const web = await client.getApi({ request: await signedInRequest(tokens) });
    const [first, second] = await Promise.all([
      web.get<{ data: { name: string } }>("/users/me"),
      web.get<{ data: { name: string } }>("/users/me"),
    ]);
    expect(first.data.name).toBe("Demo Bistro");
    expect(second.data.name).toBe("Demo Bistro");
    const headers = await web.headers();
    expect(headers["Set-Cookie"]).toMatch(/^__session=/);
  });

  it("sends the brand to /login with the redirect when the refresh token is no longer valid", async () => {
    const tokens = await passwordTokens();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const web = await client.getApi({ request: await signedInRequest({ ...tokens, refreshToken: "revoked-or-made-up" }, "/offers/active?x=1") });
    const thrown = await web.get("/users/me").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirect=%2Foffers%2Factive%3Fx%3D1");
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;/);
  });

  it("keeps the server's message in an ApiError", async () => {
    const web = await client.getApi({ request: await signedInRequest(await passwordTokens()) });
    const error = await web.call("PATCH", "/users/me", { body: { type: "business", name: "New name" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ApiError);
    expect((error as Error).message).toBe("The brand name and account email can't be changed.");
    expect((error as InstanceType<Client["ApiError"]>).status).toBe(400);
  });
});
