import { describe, expect, it } from "vitest";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();

const me = (token?: string) => api.app.inject({ method: "GET", url: "/v1.3/users/me", headers: api.headers(token) });
const patch = (payload: unknown, token = demo) =>
  api.app.inject({ method: "PATCH", url: "/v1.3/users/me", headers: api.headers(token), payload: payload as object });

describe("GET /users/me", () => {
  it("returns the signed-in business with its profile media in order", async () => {
    const response = await me(demo);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: api.users.demo.userId,
      business_id: api.users.demo.businessId,
      username: "demo",
      type: "business",
      name: "Demo Bistro",
      email: "demo@example.com",
      contact_email: "demo@example.com",
      location: { address: expect.stringContaining("New York"), lat: expect.any(Number), lon: expect.any(Number) },
    });
    expect(Object.keys(data.working_hours)).toHaveLength(7);
    expect(data.media).toHaveLength(3);
    expect(data.media.map((m: { sort: number }) => m.sort)).toEqual([0, 1, 2]);
    for (const item of data.media) {
      expect(item.media_id).toBe(item.id);
      expect(item.path).toMatch(/^\/media\/.+\.jpg$/);
      expect(item.thumbnail).toMatch(/^\/media\/.+-thumb\.jpg$/);
    }
    expect(JSON.stringify(data)).not.toMatch(/password|scrypt/);
  });

  it("needs a session", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Your session has expired. Please sign in again.");
  });
});

describe("PATCH /users/me", () => {
  it("updates the contact details and returns the business", async () => {
    const location = { address: "1 Main St, New York, NY 10001", lat: 40.75, lon: -73.99 };
    const response = await patch({
      type: "business",
      contact_name: "  Casey Contact ",
      contact_email: "casey@example.com",
      phone_number: "+1 (212) 555-0100",
      website: "https://bistro.example.org/menu",
      description: "New description",
      location,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      contact_name: "Casey Contact",
      contact_email: "casey@example.com",
      phone_number: "+1 (212) 555-0100",
      website: "https://bistro.example.org/menu",
      description: "New description",
      location,
      name: "Demo Bistro",
      email: "demo@example.com",
    });
    expect((await me(demo)).json().data.contact_name).toBe("Casey Contact");
    // Rival is untouched.
    expect((await me(rival)).json().data.contact_name).toBe("Riley Rival");
  });

  it("leaves fields that are not sent alone and clears optional ones sent empty", async () => {
    const response = await patch({ type: "business", website: "", phone_number: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ website: "", phone_number: "", contact_name: "Casey Contact" });
  });

  it.each([
    [{ type: "business", contact_email: "nope" }, "contact_email", "contact_email must be a valid email address."],
    [{ type: "business", website: "ftp://example.com" }, "website", "website must be a web address starting with http:// or https://."],
    [{ type: "business", website: "javascript:alert(1)" }, "website", "website must be a web address starting with http:// or https://."],
    [{ type: "business", phone_number: "call me" }, "phone_number", "phone_number must be 7 to 20 characters of digits, spaces and + ( ) - ."],
    [{ type: "business", phone_number: "123" }, "phone_number", "phone_number must be 7 to 20 characters of digits, spaces and + ( ) - ."],
    [{ type: "business", description: "x".repeat(2001) }, "description", "description must be at most 2000 characters."],
    [{ type: "business", contact_name: "" }, "contact_name", "contact_name can't be empty."],
    [{ type: "business", contact_name: 42 }, "contact_name", "contact_name must be a string."],
    [{ type: "business", location: { address: "x", lat: 100 } }, "location.lat", "location.lat must be at most 90."],
    [{ contact_name: "A" }, "type", "type is required."],
  ])("refuses %j with a message", async (payload, field, message) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message, fields: { [field]: message } });
  });

  it("refuses a body that is not an object", async () => {
    const response = await patch([1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "The request body must be a JSON object." });
  });

  it("keeps the brand name and account email read-only", async () => {
    for (const payload of [
      { type: "business", name: "Other" },
      { type: "business", email: "x@example.com" },
    ]) {
      const response = await patch(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The brand name and account email can't be changed.");
    }
    expect((await me(demo)).json().data).toMatchObject({ name: "Demo Bistro", email: "demo@example.com" });
  });
});

describe("business ownership guard", () => {
  it("shows a business its own working hours", async () => {
    const response = await api.app.inject({
      method: "GET",
      url: `/v1.3/businesses/${api.users.demo.businessId}/working-hours`,
      headers: api.headers(demo),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().working_hours.monday).toEqual({ open: "11:00", close: "22:00" });
  });

  it("answers 404 to another business, and to ids that are not ids", async () => {
    for (const id of [api.users.demo.businessId, 999, "abc"]) {
      const response = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${id}/working-hours`, headers: api.headers(rival) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Not found" });
    }
  });

  it("needs a session before anything else", async () => {
    const response = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${api.users.demo.businessId}/working-hours`, headers: api.headers() });
    expect(response.statusCode).toBe(401);
  });
});

describe("/users/me/properties", () => {
  const get = (query: string, token = demo) => api.app.inject({ method: "GET", url: `/v1.3/users/me/properties${query}`, headers: api.headers(token) });
  const post = (payload: unknown, token = demo) =>
    api.app.inject({ method: "POST", url: "/v1.3/users/me/properties", headers: api.headers(token), payload: payload as object });
  const name = "web_tool_ask_bar_code_by_phone";

  it("answers the default until a value is stored, then the value", async () => {
    const before = await get(`?name=${name}&default=true`);
    expect(before.json()).toEqual({ data: { name, value: true, expires_at: null } });
    const expiresAt = new Date(Date.now() + 100 * 365 * 24 * 3600 * 1000).toISOString();
    const saved = await post({ name, value: false, expires_at: expiresAt });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ name, value: false, expires_at: expiresAt });
    expect((await get(`?name=${name}&default=true`)).json().data.value).toBe(false);
    expect((await get("")).json().data).toEqual([{ name, value: false, expires_at: expiresAt }]);
    // Another account has its own properties.
    expect((await get(`?name=${name}&default=true`, rival)).json().data.value).toBe(true);
  });

  it("forgets expired values", async () => {
    await post({ name: "short_lived", value: "x", expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await get("?name=short_lived")).json().data.value).toBeNull();
  });

  it("refuses bad names, missing values and bad dates", async () => {
    expect((await post({ name: "bad name!", value: 1 })).statusCode).toBe(400);
    expect((await post({ name: "ok" })).statusCode).toBe(400);
    expect((await post({ name: "ok", value: 1, expires_at: "tomorrow" })).statusCode).toBe(400);
    expect((await get("?name=bad%20name")).statusCode).toBe(400);
  });
});
