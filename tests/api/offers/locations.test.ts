// Offers at a location, and at several (docs/features/locations.md, "Offers at several locations"):
// one create with location_ids makes one offer per location, each with its own spots and its venue,
// once per key; a location that isn't one of the brand's open ones is refused under the field; every
// answer with offers says where each runs.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims, models, offers } from "../../../api/db/schema";
import { offerBody } from "../../faults/support/helpers";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();
const [model] = await api.db.select({ id: models.id }).from(models).limit(1);

type Venue = { id: number; name: string } | null;
type OfferAnswer = { id: number; location_id: number | null; venue: Venue; location: { address: string; lat: number | null; lon: number | null } | null };

/** A brand of its own with a second location beside its main one. */
async function brandWithTwo() {
  const brand = await api.newBrand();
  const call = (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method, url: `/v1.3${url}`, headers: { ...api.headers(brand.token), ...headers }, payload });
  const [main] = (await call("GET", `/businesses/${brand.business_id}/locations`)).json().data;
  const downtown = (
    await call("POST", `/businesses/${brand.business_id}/locations`, {
      name: "Downtown",
      address: "150 Greenwich St, New York, NY 10007",
      city_id: 1,
      working_hours: {},
    })
  ).json().data;
  const me = (await call("GET", "/users/me")).json().data;
  const body = (title: string, extra: object = {}) => ({ ...offerBody(title, [me.media[0].id]), ...extra });
  const create = (payload: object, headers: Record<string, string> = {}) => call("POST", `/businesses/${brand.business_id}/deals/`, payload, headers);
  const offerCount = async () => (await api.db.select({ n: count() }).from(offers).where(eq(offers.businessId, brand.business_id)))[0]!.n;
  return { brand, call, main, downtown, body, create, offerCount };
}

describe("an offer at several locations", () => {
  it("makes one offer per location, each with its own spots, its venue and the location's address", async () => {
    const { main, downtown, body, create, call } = await brandWithTwo();
    const response = await create(body("Two doors", { location_ids: [downtown.id, main.id] }));
    expect(response.statusCode).toBe(201);
    const { data, offers: made } = response.json() as { data: OfferAnswer; offers: (OfferAnswer & { shared_spots: number })[] };
    expect(made.map((o) => o.venue)).toEqual([
      { id: downtown.id, name: "Downtown" },
      { id: main.id, name: main.name },
    ]);
    expect(data.id).toBe(made[0]!.id);
    expect(new Set(made.map((o) => o.id)).size).toBe(2);
    expect(made.map((o) => o.shared_spots)).toEqual([10, 10]);
    // No address of its own: each takes its location's, with the point.
    expect(made[0]!.location).toEqual({ address: "150 Greenwich St, New York, NY 10007", lat: 40.7128, lon: -74.006 });
    expect(made[1]!.location).toEqual(main.location);

    // A claim at one door takes a spot there only.
    await api.db.insert(claims).values({ offerId: made[0]!.id, modelId: model!.id, status: "active" });
    const spots = async (id: number) => (await call("GET", `/deals/${id}`)).json().data.spots.shared_spots;
    expect(await spots(made[0]!.id)).toEqual({ available: 9, taken: 1 });
    expect(await spots(made[1]!.id)).toEqual({ available: 10, taken: 0 });
  });

  it("keeps an address the offer gives, and answers one location as one offer in offers", async () => {
    const { downtown, body, create } = await brandWithTwo();
    const own = { address: "Pier 17, New York", lat: null, lon: null };
    const several = (await create(body("Own address", { location_ids: [downtown.id], location: own }))).json();
    expect(several.offers).toHaveLength(1);
    expect(several.data).toMatchObject({ location_id: downtown.id, venue: { id: downtown.id, name: "Downtown" }, location: own });
    const one = (await create(body("One door", { location_id: downtown.id }))).json();
    expect(one.offers.map((o: OfferAnswer) => o.id)).toEqual([one.data.id]);
    expect(one.data.location.address).toBe("150 Greenwich St, New York, NY 10007");
  });

  it("creates nothing more when the same key comes again, and answers the same offers", async () => {
    const { main, downtown, body, create, offerCount } = await brandWithTwo();
    const payload = body("Once only", { location_ids: [main.id, downtown.id] });
    const key = { "idempotency-key": "several-locations-1" };
    const first = await create(payload, key);
    expect(first.statusCode).toBe(201);
    const before = await offerCount();
    const again = await create(payload, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().offers.map((o: OfferAnswer) => o.id)).toEqual(first.json().offers.map((o: OfferAnswer) => o.id));
    expect(await offerCount()).toBe(before);
    // The wizard's draft id stands in for the key.
    const draft = { ...payload, draft_id: "draft-several-1" };
    expect((await create(draft)).statusCode).toBe(201);
    expect((await create(draft)).statusCode).toBe(200);
    expect(await offerCount()).toBe(before + 2);
  });

  it("refuses another brand's, a retired or a repeated location under fields.location_ids, and makes none", async () => {
    const { brand, main, downtown, body, create, call, offerCount } = await brandWithTwo();
    const [rivalLocation] = (
      await api.app.inject({ method: "GET", url: `/v1.3/businesses/${api.users.rival.businessId}/locations`, headers: api.headers(rival) })
    ).json().data;
    const before = await offerCount();
    const refusal = async (extra: object) => {
      const response = await create(body("Refused", extra));
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await refusal({ location_ids: [main.id, rivalLocation.id] })).toEqual({ location_ids: "Choose one of your open locations." });
    expect(await refusal({ location_ids: [main.id, main.id] })).toEqual({ location_ids: "Name each location once." });
    expect(await refusal({ location_ids: [] })).toHaveProperty("location_ids");
    expect(await refusal({ location_ids: Array.from({ length: 21 }, (_, i) => i + 1) })).toHaveProperty("location_ids");
    expect(await refusal({ location_ids: [main.id], location_id: downtown.id })).toEqual({ location_ids: "Send location_id or location_ids, not both." });
    await call("POST", `/businesses/${brand.business_id}/locations/${downtown.id}/retire`);
    expect(await refusal({ location_ids: [main.id, downtown.id] })).toEqual({ location_ids: "Choose one of your open locations." });
    expect(await offerCount()).toBe(before);
    // "This offer has no location" runs at none, whatever else was sent.
    const none = (await create(body("Nowhere", { has_no_location: true, location_ids: [main.id] }))).json();
    expect(none.offers).toHaveLength(1);
    expect(none.data).toMatchObject({ location_id: null, venue: null, location: null });
  });
});

describe("where an offer runs, in every answer", () => {
  it("names the venue in the lists and by id, a retired location's too", async () => {
    const { brand, main, downtown, body, create, call } = await brandWithTwo();
    const made = (await create(body("Listed twice", { location_ids: [main.id, downtown.id] }))).json().offers as OfferAnswer[];
    const upcoming = (await call("GET", `/businesses/${brand.business_id}/deals/upcoming?attendees=false`)).json().data as (OfferAnswer & {
      subtitle: string;
    })[];
    const listed = upcoming.filter((o) => o.subtitle === "Listed twice");
    expect(listed.map((o) => o.venue?.name).sort()).toEqual(["Downtown", main.name].sort());
    await call("POST", `/businesses/${brand.business_id}/locations/${downtown.id}/retire`);
    const byId = (await call("GET", `/deals/${made[1]!.id}`)).json().data;
    expect(byId.venue).toEqual({ id: downtown.id, name: "Downtown" });
  });

  it("names the venue of each of Demo Bistro's offers, and none for an offer with no location", async () => {
    const base = `/v1.3/businesses/${api.users.demo.businessId}`;
    const get = (url: string) => api.app.inject({ method: "GET", url: `${base}${url}`, headers: api.headers(demo) });
    const [active, venues] = await Promise.all([get("/deals/active"), get("/locations")]);
    const names = new Map((venues.json().data as { id: number; name: string }[]).map((l) => [l.id, l.name]));
    const list = active.json().data as (OfferAnswer & { has_no_location: boolean })[];
    expect(list.length).toBeGreaterThan(1);
    for (const offer of list) {
      expect(offer.venue).toEqual(offer.location_id === null ? null : { id: offer.location_id, name: names.get(offer.location_id) });
      if (offer.has_no_location) expect(offer.venue).toBeNull();
    }
  });
});
