// A brand's locations (docs/features/locations.md): the list with its main location, adding, editing
// and retiring; the main location's address and hours are the profile's; another brand's location
// is not found; a retired location takes no new offers. Who may call them (owner, manager) is the
// roles sweep's (roles.test.ts), and the ownership sweep's (proof/ownership.test.ts).
import { describe, expect, it } from "vitest";
import { LAST_LOCATION } from "../../../contract/locations";
import { REFUSALS } from "../../../contract/refusals";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();
const demoId = api.users.demo.businessId;
const base = (businessId: number) => `/v1.3/businesses/${businessId}/locations`;

const call = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: unknown) =>
  api.app.inject({ method, url, headers: api.headers(token), payload: payload as object | undefined });

const week = (open: string, close: string) =>
  Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, d === "sunday" ? null : { open, close }]));

const newBrand = async () => {
  const brand = await api.newBrand();
  return { ...brand, url: base(brand.business_id) };
};

describe("the brand's locations", () => {
  it("lists Demo Bistro's two: the main one with the profile's address and hours, then Downtown, each with its offers", async () => {
    const [list, me] = await Promise.all([call("GET", base(demoId), demo), call("GET", "/v1.3/users/me", demo)]);
    expect(list.statusCode).toBe(200);
    const [main, downtown, ...rest] = list.json().data;
    expect(rest).toEqual([]);
    expect(main).toMatchObject({ name: "Demo Bistro", main: true, retired_at: null, timezone: "America/New_York" });
    expect(main.location).toEqual(me.json().data.location);
    expect(main.working_hours).toEqual(me.json().data.working_hours);
    expect(main.offers_count).toBeGreaterThan(10);
    expect(downtown).toMatchObject({
      name: "Demo Bistro Downtown",
      main: false,
      city_id: 1,
      phone_number: "+1 (212) 555-0177",
      location: { address: "150 Greenwich St, New York, NY 10007", lat: 40.7128, lon: -74.006 },
    });
    expect(downtown.working_hours.saturday).toBeNull();
  });

  it("adds a location after the others, its point from the chosen city, its hours as an object or a JSON string", async () => {
    const brand = await newBrand();
    const created = await call("POST", brand.url, brand.token, {
      name: "  Studio Two ",
      address: "1 Sunset Blvd, Los Angeles, CA",
      city_id: 2,
      timezone: "America/Los_Angeles",
      working_hours: JSON.stringify(week("10:00", "18:00")),
      phone_number: "+1 310 555 0100",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: "Studio Two",
      location: { address: "1 Sunset Blvd, Los Angeles, CA", lat: 34.0522, lon: -118.2437 },
      city_id: 2,
      timezone: "America/Los_Angeles",
      working_hours: { monday: { open: "10:00", close: "18:00" }, sunday: null },
      phone_number: "+1 310 555 0100",
      main: false,
      offers_count: 0,
    });
    const names = (await call("GET", brand.url, brand.token)).json().data.map((l: { name: string }) => l.name);
    expect(names).toEqual([brand.name, "Studio Two"]);
    const noCity = await call("POST", brand.url, brand.token, { name: "Pop-up", address: "Pier 17", working_hours: {} });
    expect(noCity.statusCode).toBe(201);
    expect(noCity.json().data).toMatchObject({ location: { address: "Pier 17", lat: null, lon: null }, timezone: "America/New_York", phone_number: "" });
  });

  it("names every bad field, refuses a name another open location has in any case, and keeps nothing of a refusal", async () => {
    const brand = await newBrand();
    const bad = await call("POST", brand.url, brand.token, {
      name: "",
      address: "x".repeat(301),
      city_id: 9999,
      timezone: "Mars/Olympus",
      working_hours: { ...week("10:00", "18:00"), friday: { open: "18:00", close: "09:00" } },
      phone_number: "call us",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["address", "name", "phone_number", "timezone"]);
    const hours = await call("POST", brand.url, brand.token, {
      name: "Two",
      address: "2 Main St",
      working_hours: { friday: { open: "18:00", close: "09:00" } },
    });
    expect(hours.json().fields).toEqual({ "working_hours.friday.close": "friday: the closing time must be after the opening time." });
    const city = await call("POST", brand.url, brand.token, { name: "Two", address: "2 Main St", city_id: 9999, working_hours: {} });
    expect(city.json()).toMatchObject({ message: "Choose a city from the list.", fields: { city_id: "Choose a city from the list." } });
    const same = await call("POST", brand.url, brand.token, { name: brand.name.toUpperCase(), address: "2 Main St", working_hours: {} });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.name).toBe(`You already have a location named “${brand.name.toUpperCase()}”.`);
    expect((await call("GET", brand.url, brand.token)).json().data).toHaveLength(1);
  });

  it("edits a location, and the main one's address and hours are the profile's both ways", async () => {
    const brand = await newBrand();
    const [main] = (await call("GET", brand.url, brand.token)).json().data;
    const edited = await call("PATCH", `${brand.url}/${main.id}`, brand.token, {
      address: "9 New Rd, Brooklyn, NY",
      city_id: 1,
      working_hours: week("08:00", "12:00"),
    });
    expect(edited.statusCode).toBe(200);
    const me = (await call("GET", "/v1.3/users/me", brand.token)).json().data;
    expect(me.location).toEqual({ address: "9 New Rd, Brooklyn, NY", lat: 40.7128, lon: -74.006 });
    expect(me.working_hours.monday).toEqual({ open: "08:00", close: "12:00" });
    // The profile's own forms write the main location.
    await call("PATCH", "/v1.3/users/me", brand.token, { type: "business", location: { address: "10 Other St", lat: null, lon: null } });
    await api.app.inject({
      method: "PUT",
      url: `/v1.3/businesses/${brand.business_id}/working-hours`,
      headers: api.headers(brand.token),
      payload: { working_hours: week("07:00", "09:00") },
    });
    const after = (await call("GET", `${brand.url}/${main.id}`, brand.token)).json().data;
    expect(after).toMatchObject({
      location: { address: "10 Other St", lat: null, lon: null },
      city_id: null,
      working_hours: { monday: { open: "07:00", close: "09:00" } },
    });
    expect(after.name).toBe(brand.name);
  });

  it("retires a location: it keeps its offers and leaves the open ones; the next becomes main; the last open one stays", async () => {
    const brand = await newBrand();
    const [first] = (await call("GET", brand.url, brand.token)).json().data;
    const second = (await call("POST", brand.url, brand.token, { name: "Second", address: "2 Second St", working_hours: week("09:00", "17:00") })).json().data;
    const retired = await call("POST", `${brand.url}/${first.id}/retire`, brand.token);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({ id: first.id, main: false });
    expect(retired.json().data.retired_at).not.toBeNull();
    const list = (await call("GET", brand.url, brand.token)).json().data;
    expect(list.map((l: { id: number; main: boolean }) => [l.id, l.main])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // The profile now shows the new main location's.
    const me = (await call("GET", "/v1.3/users/me", brand.token)).json().data;
    expect(me.location.address).toBe("2 Second St");
    expect(me.working_hours.monday).toEqual({ open: "09:00", close: "17:00" });
    // Again: answered as it is.
    expect((await call("POST", `${brand.url}/${first.id}/retire`, brand.token)).json().data.retired_at).toBe(retired.json().data.retired_at);
    const last = await call("POST", `${brand.url}/${second.id}/retire`, brand.token);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_LOCATION);
    // The web tool branches on the code, not on the sentence.
    expect(last.json().code).toBe(REFUSALS.lastLocation);
    const change = await call("PATCH", `${brand.url}/${first.id}`, brand.token, { name: "Back" });
    expect(change.statusCode).toBe(409);
    // A retired location's name is free again.
    expect((await call("POST", brand.url, brand.token, { name: first.name, address: "3 Third St", working_hours: {} })).statusCode).toBe(201);
  });

  it("gives a new offer the main location, or the one it names if it is open; never another brand's or a retired one", async () => {
    const brand = await newBrand();
    const [main] = (await call("GET", brand.url, brand.token)).json().data;
    const other = (await call("POST", brand.url, brand.token, { name: "Other", address: "5 Fifth Ave", working_hours: {} })).json().data;
    const me = (await call("GET", "/v1.3/users/me", brand.token)).json().data;
    const offer = (extra: object) =>
      api.app.inject({
        method: "POST",
        url: `/v1.3/businesses/${brand.business_id}/deals`,
        headers: api.headers(brand.token),
        payload: {
          type: "anytime",
          subtitle: "Venue probe",
          title: "Probe",
          description: "Probe.",
          categories: ["food"],
          shared_spots: 1,
          repeat_type: null,
          images: [me.media[0].id],
          ...extra,
        },
      });
    expect((await offer({})).json().data.location_id).toBe(main.id);
    expect((await offer({ location_id: other.id })).json().data.location_id).toBe(other.id);
    expect((await offer({ location_id: other.id, has_no_location: true })).json().data.location_id).toBeNull();
    const [rivalLocation] = (await call("GET", base(api.users.rival.businessId), rival)).json().data;
    const foreign = await offer({ location_id: rivalLocation.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ location_id: "Choose one of your open locations." });
    await call("POST", `${brand.url}/${other.id}/retire`, brand.token);
    expect((await offer({ location_id: other.id })).statusCode).toBe(400);
    expect((await call("GET", `${brand.url}/${other.id}`, brand.token)).json().data.offers_count).toBe(1);
  });

  it("answers 404 for another brand's locations, by its business id or by a location's id", async () => {
    const [downtown] = (await call("GET", base(demoId), demo)).json().data.slice(1);
    const rivalId = api.users.rival.businessId;
    for (const [method, url, payload] of [
      ["GET", base(demoId)],
      ["POST", base(demoId), { name: "Mine now", address: "1 Rival Rd", working_hours: {} }],
      ["GET", `${base(demoId)}/${downtown.id}`],
      ["PATCH", `${base(demoId)}/${downtown.id}`, { name: "Taken" }],
      ["POST", `${base(demoId)}/${downtown.id}/retire`],
      ["GET", `${base(rivalId)}/${downtown.id}`],
      ["PATCH", `${base(rivalId)}/${downtown.id}`, { name: "Taken" }],
      ["POST", `${base(rivalId)}/${downtown.id}/retire`],
      ["GET", `${base(rivalId)}/abc`],
    ] as const) {
      const response = await call(method, url, rival, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const after = (await call("GET", `${base(demoId)}/${downtown.id}`, demo)).json().data;
    expect(after).toMatchObject({ name: "Demo Bistro Downtown", retired_at: null });
  });
});
