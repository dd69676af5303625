import { describe, expect, it } from "vitest";
import { useTestApi } from "../support/helpers";

const api = await useTestApi();

function token(payload: Record<string, unknown>) {
  return api.app.inject({ method: "POST", url: "/v1.3/oauth/token", headers: api.headers(), payload });
}
const client = () => ({ client_id: api.config.clientId, client_secret: api.config.clientSecret });

describe("password sign-in", () => {
  it("gives an access and a refresh token for the right username and password", async () => {
    const response = await token({ ...client(), grant_type: "password", username: "demo", password: "demo1234" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 900 });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it("accepts the username in any case", async () => {
    const response = await token({ ...client(), grant_type: "password", username: "DEMO", password: "demo1234" });
    expect(response.statusCode).toBe(200);
  });

  it("says the username or password is incorrect for a wrong password or unknown user", async () => {
    for (const username of ["demo", "nobody"]) {
      const response = await token({ ...client(), grant_type: "password", username, password: "wrong-password" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: "Unauthorized",
        message: "The username or password you entered is incorrect.",
      });
    }
  });

  it("refuses an unknown client", async () => {
    const response = await token({ client_id: "x", client_secret: "y", grant_type: "password", username: "demo", password: "demo1234" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/client/);
  });

  it("explains missing fields and unknown grant types", async () => {
    const missing = await token({ ...client(), grant_type: "password", username: "demo" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: "password is required.", fields: { password: "password is required." } });

    const grant = await token({ ...client(), grant_type: "client_credentials" });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().message).toBe("grant_type must be one of: password, refresh_token.");
  });

  it("lets the access token read the business", async () => {
    const access = await api.login("demo", "demo1234");
    const me = await api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(access) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.name).toBe("Demo Bistro");
  });
});

describe("refresh and logout", () => {
  it("gives a new access token and the same refresh token, also for two parallel refreshes", async () => {
    const first = (await token({ ...client(), grant_type: "password", username: "rival", password: "rival1234" })).json();
    const [a, b] = await Promise.all([
      token({ ...client(), grant_type: "refresh_token", refresh_token: first.refresh_token }),
      token({ ...client(), grant_type: "refresh_token", refresh_token: first.refresh_token }),
    ]);
    for (const response of [a, b]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ refresh_token: first.refresh_token, token_type: "Bearer", expires_in: 900 });
    }
    const me = await api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(a.json().access_token) });
    expect(me.json().data.username).toBe("rival");
  });

  it("refuses an unknown refresh token", async () => {
    const response = await token({ ...client(), grant_type: "refresh_token", refresh_token: "not-a-token" });
    expect(response.statusCode).toBe(401);
  });

  it("revokes the refresh token on logout", async () => {
    const session = (await token({ ...client(), grant_type: "password", username: "demo", password: "demo1234" })).json();
    const logout = await api.app.inject({
      method: "POST",
      url: "/v1.3/users/logout",
      headers: api.headers(session.access_token),
      payload: { refresh_token: session.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    const refresh = await token({ ...client(), grant_type: "refresh_token", refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(401);
  });

  it("revokes the refresh token alone, after its access token has expired", async () => {
    const session = (await token({ ...client(), grant_type: "password", username: "demo", password: "demo1234" })).json();
    const expired = api.app.ctx.tokens.sign(
      { userId: api.users.demo.userId, businessId: api.users.demo.businessId, role: "owner", sessionId: 0 },
      Date.now() - 901_000,
    );
    for (const headers of [api.headers(expired), api.headers()]) {
      const logout = await api.app.inject({ method: "POST", url: "/v1.3/users/logout", headers, payload: { refresh_token: session.refresh_token } });
      expect(logout.statusCode).toBe(204);
    }
    const refresh = await token({ ...client(), grant_type: "refresh_token", refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(401);
  });
});

describe("access tokens", () => {
  it("stop working as soon as their session is ended, however long they would still live", async () => {
    const session = (await token({ ...client(), grant_type: "password", username: "demo", password: "demo1234" })).json();
    const me = () => api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(session.access_token) });
    expect((await me()).statusCode).toBe(200);
    await api.app.inject({ method: "POST", url: "/v1.3/users/logout", headers: api.headers(), payload: { refresh_token: session.refresh_token } });
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("Your session has expired. Please sign in again.");
  });

  it("are refused when expired or tampered with", async () => {
    const claims = { userId: api.users.demo.userId, businessId: api.users.demo.businessId, role: "owner" as const, sessionId: 0 };
    const expired = api.app.ctx.tokens.sign(claims, Date.now() - 901_000);
    const valid = api.app.ctx.tokens.sign(claims);
    const [payload, signature] = valid.split(".");
    const otherBusiness = Buffer.from(JSON.stringify({ sub: 2, bid: 2, exp: 9999999999 })).toString("base64url");
    for (const bad of [expired, `${otherBusiness}.${signature}`, `${payload}.`, "", "a.b.c"]) {
      const response = await api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(bad || undefined) });
      expect(response.statusCode).toBe(401);
    }
  });
});
