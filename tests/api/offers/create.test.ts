import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses, media, offers, users } from "../../../api/db/schema";
import { hashPassword } from "../../../api/services/accounts/passwords";
import { offerBody } from "../../faults/support/helpers";
import { useSignedInApi } from "../support/helpers";
import { jobBody } from "../support/offers";

const { api, demo, rival } = await useSignedInApi();
const demoId = api.users.demo.businessId;
const rivalId = api.users.rival.businessId;
const [own] = await api.db.select().from(media).where(eq(media.businessId, demoId));
const [other] = await api.db.select().from(media).where(eq(media.businessId, rivalId));
const imageId = own!.id;
const rivalImageId = other!.id;
const ig = await api.app.inject({ method: "GET", url: `/v1.3/social/${demoId}/media?limit=1`, headers: api.headers(demo) });
const instagramId: number = ig.json().data[0].id;

const inHours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
const base = () => offerBody("Taco Tuesday", [imageId]);
const create = (body: object, token = demo, business = demoId, headers: Record<string, string> = {}) =>
  api.app.inject({ method: "POST", url: `/v1.3/businesses/${business}/deals/`, headers: { ...api.headers(token), ...headers }, payload: body });

const get = (url: string, token = demo) => api.app.inject({ method: "GET", url: `/v1.3${url}`, headers: api.headers(token) });

describe("POST /businesses/:id/deals/", () => {
  it("creates a pending offer with its images and details", async () => {
    const response = await create({ ...base(), social_mentions: ["@demo", "demo", " "], social_hashtags: ["#tacos"], instagram_images: [instagramId] });
    expect(response.statusCode).toBe(201);
    const offer = response.json().data;
    expect(offer).toMatchObject({
      type: "timed",
      subtitle: "Taco Tuesday",
      shared_spots: 10,
      state: "pending",
      categories: ["food"],
      social_mentions: ["demo"],
      social_hashtags: ["tacos"],
    });
    expect(offer.media).toHaveLength(2);
    const list = await api.app.inject({ method: "GET", url: `/v1.3/businesses/${demoId}/deals/upcoming`, headers: api.headers(demo) });
    expect(list.json().data.map((o: { id: number }) => o.id)).toContain(offer.id);
  });

  it.each([
    [{ subtitle: "" }, "subtitle", "Title can't be empty"],
    [{ title: " " }, "title", "Title can't be empty"],
    [{ type: "" }, "type", "Offer type can't be empty"],
    [{ description: "" }, "description", "Description can't be empty"],
    [{ categories: [] }, "categories", "Have to select at least one category"],
    [{ shared_spots: 0 }, "shared_spots", "Have to choose something for spots"],
    [{ shared_spots: "many" }, "shared_spots", "Shared spots is not a number"],
    [{ is_group: true, group_min_size: 2, group_max_size: null, group_max_number: 3 }, "group_max_size", "Max group size is not a number"],
    [{ starts_at: null }, "starts_at", "Start time is required"],
    [{ ends_at: null }, "ends_at", "End time is required"],
    [{ age_limit: 17 }, "age_limit", "Age limit can't be under 18"],
    [{ age_limit: 101 }, "age_limit", "Age limit can't be over 100"],
    [{ starts_at: inHours(30) }, "starts_at", "Start can't be after end"],
    [{ starts_at: inHours(-2) }, "starts_at", "Start can't be before now"],
    [{ repeat_type: undefined }, "repeat_type", "Repeat is required"],
    [{ images: [] }, "images", "Have to choose at least one image"],
  ])("%j → 400 %s: %s", async (change, field, message) => {
    const response = await create({ ...base(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it("checks the visibility window when there are no times", async () => {
    const body = { ...base(), type: "anytime", starts_at: null, ends_at: null, visible_from: inHours(72), visible_until: inHours(48) };
    expect((await create(body)).json().fields.visible_from).toBe("Start can't be after end");
  });

  it("needs a job's display dates and a reservation's method and details", async () => {
    const job = await create({ ...base(), type: "job", starts_at: null, ends_at: null });
    expect(job.json().fields).toMatchObject({ display_start_date: "Start time is required", display_end_date: "End time is required" });
    const reservation = await create({ ...base(), type: "reservation_required" });
    expect(reservation.json().fields).toMatchObject({
      reservation_method: "Reservation method is required",
      reservation_data: "Reservation details are required",
    });
  });

  it("forces a gift's spots and contact name, and makes group spots max size × max number", async () => {
    const gift = await create({ ...base(), type: "gift", subtitle: "Gift box", shared_spots: 50, contact_name: "Ann", starts_at: null, ends_at: null });
    expect(gift.statusCode).toBe(201);
    expect(gift.json().data).toMatchObject({ female_spots: 1, male_spots: 0, shared_spots: 0, contact_name: "-", gift_source: "manual" });
    const group = await create({ ...base(), subtitle: "Group night", is_group: true, group_min_size: 2, group_max_size: 4, group_max_number: 3 });
    expect(group.json().data).toMatchObject({ is_group: true, shared_spots: 12 });
  });

  it("creates one offer for a doubled submit with the same key", async () => {
    const headers = { "idempotency-key": "draft-double-1" };
    const [a, b] = await Promise.all([
      create({ ...base(), subtitle: "Once" }, demo, demoId, headers),
      create({ ...base(), subtitle: "Once" }, demo, demoId, headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const third = await create({ ...base(), subtitle: "Once", draft_id: "draft-double-1" });
    expect(third.statusCode).toBe(200);
    expect(await api.db.select().from(offers).where(eq(offers.subtitle, "Once"))).toHaveLength(1);
  });

  it("answers 404 to another business and for another business's images", async () => {
    expect((await create(base(), rival)).statusCode).toBe(404);
    expect((await create({ ...base(), images: [rivalImageId] })).statusCode).toBe(404);
    expect((await create({ ...base(), images: [imageId] }, rival, rivalId)).statusCode).toBe(404);
  });

  it("never answers 500 to nonsense", async () => {
    for (const body of [{}, { ...base(), images: "x" }, { ...base(), starts_at: "soon" }, { ...base(), age_limit: 1e12 }]) {
      expect((await create(body)).statusCode).toBe(400);
    }
  });
});

describe("reference lists and templates", () => {
  const get = (url: string, token = demo) => api.app.inject({ method: "GET", url: `/v1.3${url}`, headers: api.headers(token) });

  it("lists cities, carriers, size lists and stat bounds", async () => {
    expect((await get("/enum/cities")).json().data[0]).toMatchObject({ id: 1, name: "New York", lat: expect.any(Number) });
    expect((await get("/enum/carriers")).json().data.map((c: { code: string }) => c.code)).toContain("ups");
    const all = (await get("/enum/model_shoe_sizes?filter=all")).json().data;
    const women = (await get("/enum/model_shoe_sizes?filter=f")).json().data;
    expect(all.length).toBeGreaterThan(women.length);
    for (const list of ["model_suit_sizes", "model_waist_sizes", "model_dress_sizes"])
      expect((await get(`/enum/${list}`)).json().data.length).toBeGreaterThan(0);
    expect((await get("/enum/model_stats")).json().data.height).toEqual({ min: 150, max: 200, unit: "cm" });
    expect((await get("/enum/nope")).statusCode).toBe(404);
    expect((await api.app.inject({ method: "GET", url: "/v1.3/enum/cities", headers: api.headers() })).statusCode).toBe(401);
  });

  it("deletes a saved template of the business only", async () => {
    const [row] = await api.db.select().from(offers).where(eq(offers.businessId, demoId)).limit(1);
    await api.db.update(offers).set({ templateId: 77, templateKey: "brunch" }).where(eq(offers.id, row!.id));
    const del = (token: string) => api.app.inject({ method: "DELETE", url: "/v1.3/templates/77/brunch", headers: api.headers(token) });
    expect((await del(rival)).statusCode).toBe(404);
    expect((await del(demo)).statusCode).toBe(204);
    expect((await del(demo)).statusCode).toBe(404);
    expect((await api.app.inject({ method: "DELETE", url: "/v1.3/templates/x/brunch", headers: api.headers(demo) })).statusCode).toBe(400);
  });
});

describe('refusals the wizard shows as "Can\'t save offer"', () => {
  it("a hashtag over 100 characters is a 400 naming the field", async () => {
    const response = await create({ ...jobBody(imageId, {}), social_hashtags: ["x".repeat(101)] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(["social_hashtags.0"]);
  });

  it("an image deleted meanwhile is a 404 with a message", async () => {
    const response = await create({ ...jobBody(imageId, {}), images: [2_000_000] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Image not found");
  });

  it("a draft too big to keep is a 400, never a 500", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/v1.3/users/me/properties",
      headers: api.headers(demo),
      payload: { name: "offer_draft", value: { id: "draft-huge-1", values: { media: { post_instructions: "x".repeat(12_000) } } }, expires_at: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe("GET /businesses/:id/deals/previous", () => {
  it("lists the business's earlier offers with image, subtitle and start", async () => {
    const list = (await get(`/businesses/${demoId}/deals/previous`)).json().data as { subtitle: string; starts_at: string | null; media: unknown[] }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual(
      expect.objectContaining({ subtitle: expect.any(String), starts_at: expect.toBeOneOf([null, expect.any(String)]), media: expect.any(Array) }),
    );
  });

  it("gives each offer's saved template, and deleting it unlinks only the template", async () => {
    type Previous = { id: number; subtitle: string; template_id: number | null; template_key: string | null };
    const list = (await get(`/businesses/${demoId}/deals/previous`)).json().data as Previous[];
    for (const offer of list)
      expect(offer).toEqual(
        expect.objectContaining({ template_id: expect.toBeOneOf([null, expect.any(Number)]), template_key: expect.toBeOneOf([null, expect.any(String)]) }),
      );
    // The seed gives a few past offers a template (api/seed/templates.ts).
    const opening = list.find((o) => o.subtitle === "Opening Party")!;
    expect(opening).toMatchObject({ template_id: 105, template_key: "opening-party" });
    expect(list.filter((o) => o.template_id !== null).length).toBeGreaterThanOrEqual(5);
    const remove = (token: string) => api.app.inject({ method: "DELETE", url: "/v1.3/templates/105/opening-party", headers: api.headers(token) });
    expect((await remove(rival)).statusCode).toBe(404);
    expect((await remove(demo)).statusCode).toBe(204);
    const after = (await get(`/businesses/${demoId}/deals/previous`)).json().data as Previous[];
    expect(after.find((o) => o.id === opening.id)).toMatchObject({ subtitle: "Opening Party", template_id: null, template_key: null });
    expect(after).toHaveLength(list.length);
  });

  it("is empty for a brand with no offers", async () => {
    const [user] = await api.db
      .insert(users)
      .values({ username: "fresh", email: "fresh@example.com", passwordHash: await hashPassword("fresh1234"), type: "business" })
      .returning({ id: users.id });
    const [business] = await api.db.insert(businesses).values({ userId: user!.id, name: "Fresh Shop" }).returning({ id: businesses.id });
    const token = await api.login("fresh", "fresh1234");
    const response = await get(`/businesses/${business!.id}/deals/previous`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it("is a 404 for another business, and so is its offer", async () => {
    expect((await get(`/businesses/${demoId}/deals/previous`, rival)).statusCode).toBe(404);
    const [first] = (await get(`/businesses/${demoId}/deals/previous`)).json().data as { id: number }[];
    expect((await get(`/deals/${first!.id}?attendees=false`, rival)).statusCode).toBe(404);
  });
});
