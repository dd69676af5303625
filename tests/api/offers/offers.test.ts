import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims, models, offers } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();
const demoBusiness = api.users.demo.businessId;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = (url: string, token = demo) => api.app.inject({ method: "GET", url: `/v1.3${url}`, headers: api.headers(token) });
const names = (list: Json[]) => list.map((o) => o.subtitle);

async function offerId(subtitle: string) {
  const [row] = await api.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, subtitle));
  return row!.id;
}

describe("GET /businesses/:id/deals/:type", () => {
  it("lists started offers in Active, later ones and reservation offers in Upcoming", async () => {
    const active = names((await get(`/businesses/${demoBusiness}/deals/active`)).json().data);
    expect(active).toEqual(
      expect.arrayContaining([
        "Sunset Brunch",
        "Natural Wine Night",
        "Chef's Table",
        "Dinner Reservations",
        "Weekend Brunch Bookings",
        "Olive Oil Gift Box",
        "Story Feature",
        "Weekend Tasting",
      ]),
    );
    expect(active).not.toContain("Tomorrow's Tasting");
    expect(active).not.toContain("Spring Brunch");
    const upcoming = names((await get(`/businesses/${demoBusiness}/deals/upcoming`)).json().data);
    expect(upcoming).toEqual(
      expect.arrayContaining(["Tomorrow's Tasting", "Catalogue Shoot", "Holiday Gift Set", "Vegan Pop-up", "Dinner Reservations", "Weekend Brunch Bookings"]),
    );
    expect(upcoming).not.toContain("Sunset Brunch");
    expect(upcoming).not.toContain("Rival Portraits");
  });

  it("lists past and cancelled offers with their month, filtered by a period list", async () => {
    const periods = (await get(`/businesses/${demoBusiness}/deals/past/periods`)).json().data as { period: string; title: string }[];
    expect(periods.length).toBeGreaterThanOrEqual(3);
    expect(periods.map((p) => p.period)).toEqual([...periods.map((p) => p.period)].sort().reverse());
    expect(periods[0]!.title).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const all = (await get(`/businesses/${demoBusiness}/deals/past`)).json().data as Json[];
    expect(names(all)).toEqual(expect.arrayContaining(["Spring Brunch", "Wine Pairing", "Winter Gift Box", "Opening Party"]));
    expect(all.find((o) => o.subtitle === "Wine Pairing")).toMatchObject({ state: "canceled", is_cancelled: true });
    const [first] = periods;
    const some = (await get(`/businesses/${demoBusiness}/deals/past?periods=${first!.period}`)).json().data as Json[];
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((o) => o.period === first!.period)).toBe(true);
  });

  it("refuses a bad period list and an unknown tab", async () => {
    const bad = await get(`/businesses/${demoBusiness}/deals/past?periods=2024-13`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("periods must be up to 12 months written YYYY-MM.");
    expect((await get(`/businesses/${demoBusiness}/deals/everything`)).statusCode).toBe(404);
  });

  it("answers 404 to another business, for every list", async () => {
    for (const path of ["active", "upcoming", "past", "past/periods", "previous"]) {
      const response = await get(`/businesses/${demoBusiness}/deals/${path}`, rival);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it("lists previous offers with their start and media", async () => {
    const list = (await get(`/businesses/${demoBusiness}/deals/previous`)).json().data as Json[];
    expect(list.length).toBeGreaterThan(10);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      subtitle: expect.any(String),
      title: expect.any(String),
      starts_at: expect.toBeOneOf([null, expect.any(String)]),
      template_id: expect.toBeOneOf([null, expect.any(Number)]),
      template_key: expect.toBeOneOf([null, expect.any(String)]),
      media: expect.any(Array),
    });
  });
});

describe("GET /deals/:id", () => {
  it("returns the offer as the contract shapes it, with spots, attendees, awaitings and groups", async () => {
    const brunch = (await get(`/deals/${await offerId("Sunset Brunch")}`)).json().data as Json;
    expect(brunch).toMatchObject({
      type: "timed",
      mode: "claim",
      subtitle: "Sunset Brunch",
      title: "Brunch on the patio",
      is_vegan: true,
      star_spots: 2,
      discount: "20% off",
      state: null,
      is_cancelled: false,
      categories: ["food"],
    });
    expect(brunch.media.map((m: Json) => m.sort)).toEqual([0, 1]);
    // Declined, canceled, cancelled and expired claims hold no spot.
    expect(brunch.spots.shared_spots).toEqual({ available: 20 - 14, taken: 14 });
    expect(brunch.attendees.filter((a: Json) => !a.holds_spot).map((a: Json) => a.status)).toEqual(["expired", "canceled", "cancelled", "declined"]);
    // Its two star claims (active, checked in) hold star spots.
    expect(brunch.star_spots_taken).toBe(2);
    expect(brunch.attendees).toHaveLength(18);
    expect(brunch.attendees[0]).toMatchObject({
      id: expect.any(Number),
      claim_id: expect.any(Number),
      status: "active",
      spot_type: "star",
      model: { name: expect.any(String), sex: expect.stringMatching(/^[fm]$/), avatar: expect.stringMatching(/^\/media\//) },
    });
    const wine = (await get(`/deals/${await offerId("Natural Wine Night")}`)).json().data as Json;
    expect(wine).toMatchObject({ shared_spots: -1, available_spots: -1, must_post: true });
    const table = (await get(`/deals/${await offerId("Chef's Table")}`)).json().data as Json;
    expect(table.groups).toHaveLength(3);
    expect(table.groups[0]).toMatchObject({ status: "finalized", owner: { owner: true, status: "confirmed" } });
    expect(table.groups[0].confirmed).toHaveLength(3);
    expect(table.groups[0].uncertain).toHaveLength(1);
    expect(table.groups[0].invitees).toHaveLength(1);
    const placeholder = (await get(`/deals/${await offerId("Weekend Brunch Bookings")}`)).json().data as Json;
    expect(placeholder.awaitings).toHaveLength(5);
    expect(placeholder.attendees).toHaveLength(1);
  });

  it("can leave out attendees", async () => {
    const brunch = (await get(`/deals/${await offerId("Sunset Brunch")}?attendees=false`)).json().data as Json;
    expect(brunch.attendees).toBeUndefined();
    expect(brunch.groups).toBeUndefined();
    expect(brunch.taken_spots).toBe(14);
  });

  it("answers 404 for another business's offer and for ids that are no ids", async () => {
    expect((await get(`/deals/${await offerId("Sunset Brunch")}`, rival)).statusCode).toBe(404);
    expect((await get(`/deals/abc`)).statusCode).toBe(404);
    expect((await get(`/deals/99999999999`)).statusCode).toBe(404);
  });
});

describe("Active and Upcoming a page at a time (limit, after)", () => {
  it("pages follow each other in the list's order, with no offer twice or left out, and end with next: null", async () => {
    const brand = await api.newBrand(["many", "offers"]);
    const path = `/businesses/${brand.business_id}/deals/active`;
    const whole = (await get(path, brand.token)).json() as { data: Json[]; next?: unknown };
    expect(whole.next).toBeUndefined();
    expect(whole.data.length).toBeGreaterThan(25);
    const seen: Json[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: string = after ? `?limit=10&after=${after}` : "?limit=10";
      const page = (await get(`${path}${query}`, brand.token)).json() as { data: Json[]; next: string | null };
      expect(page.data.length).toBeLessThanOrEqual(10);
      seen.push(...page.data);
      after = page.next;
      pages += 1;
    } while (after && pages < 10);
    expect(after).toBeNull();
    expect(seen.map((o) => o.id)).toEqual(whole.data.map((o) => o.id));
    expect(pages).toBe(Math.ceil(whole.data.length / 10));
  });

  it("refuses a cursor it did not make and a page over 100", async () => {
    const bad = await get(`/businesses/${demoBusiness}/deals/upcoming?limit=5&after=not-a-cursor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("after must be the next cursor of an earlier page.");
    expect((await get(`/businesses/${demoBusiness}/deals/upcoming?limit=101`)).statusCode).toBe(400);
  });
});

const HOUR = 60 * 60 * 1000;

/**
 * A running reservation offer of a new brand, started an hour ago, with claims of one model made
 * from `claimsOf(offerId, modelId, now)`.
 */
async function reservationOffer(claimsOf: (offerId: number, modelId: number, now: number) => (typeof claims.$inferInsert)[]) {
  const brand = await api.newBrand([]);
  const now = Date.now();
  const [offer] = await api.db
    .insert(offers)
    .values({
      businessId: brand.business_id,
      type: "reservation_required",
      subtitle: "Counted Tables",
      title: "t",
      description: "d",
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 72 * HOUR),
      sharedSpots: -1,
    })
    .returning();
  const [model] = await api.db.select({ id: models.id }).from(models).limit(1);
  await api.db.insert(claims).values(claimsOf(offer!.id, model!.id, now));
  return { brand, offerId: offer!.id, now };
}

describe("which claims a list shows, and the one count of them", () => {
  it("hides declined always, expired in Upcoming, reservations over 24 hours away in Active; the count is every claim listed, awaiting ones too", async () => {
    // A claim in each case of the rule (docs/product/offers.md#which-claims-a-list-shows).
    const { brand, offerId } = await reservationOffer((offerId, modelId, now) => {
      const claim = (status: string, reservedFor: Date | null) => ({ offerId, modelId, status, reservedFor });
      return [
        claim("active", new Date(now + 2 * HOUR)),
        claim("active", new Date(now + 48 * HOUR)),
        claim("expired", new Date(now - 2 * HOUR)),
        claim("declined", new Date(now + HOUR)),
        claim("used", new Date(now - HOUR)),
        claim("active", null),
      ];
    });
    const statuses = (offer: Json) => offer.attendees.map((a: Json) => a.status).sort();
    // Held elsewhere: the reservation 48 hours away holds a spot that Active does not list.
    for (const [tab, shown, elsewhere] of [
      ["active", ["active", "expired", "used"], 1],
      ["upcoming", ["active", "active", "used"], 0],
      ["past", ["active", "active", "expired", "used"], 0],
    ] as const) {
      const one = (await get(`/deals/${offerId}?tab=${tab}`, brand.token)).json().data;
      expect(statuses(one), tab).toEqual(shown);
      expect(one.awaitings.map((a: Json) => a.status)).toEqual(["active"]);
      expect([one.claims_count, one.attendees_count, one.awaitings_count], tab).toEqual([shown.length + 1, shown.length, 1]);
      expect(one.held_elsewhere_count, tab).toBe(elsewhere);
      // The spots held: every claim but the expired and the declined one, whatever the list.
      expect(one.taken_spots, tab).toBe(4);
      const holding = [...one.attendees, ...one.awaitings].filter((a: Json) => a.holds_spot).length;
      expect(holding + one.held_elsewhere_count, tab).toBe(one.taken_spots);
    }
    // The list gives the same counts from its aggregate, and the same claims under the card.
    const listed = (await get(`/businesses/${brand.business_id}/deals/upcoming?attendees=rows`, brand.token)).json().data as Json[];
    const card = listed.find((o) => o.id === offerId)!;
    expect([card.claims_count, card.attendees_count]).toEqual([4, 3]);
    expect(statuses(card)).toEqual(["active", "active", "used"]);
    const counted = (await get(`/businesses/${brand.business_id}/deals/upcoming?attendees=false`, brand.token)).json().data as Json[];
    expect(counted.find((o) => o.id === offerId)!.claims_count).toBe(4);
    expect(counted.find((o) => o.id === offerId)!.attendees).toBeUndefined();
  });

  it("with attendees=rows, reads claims only for the offers whose cards list them", async () => {
    const brand = await api.newBrand(["offers"]);
    const listed = (await get(`/businesses/${brand.business_id}/deals/active?attendees=rows`, brand.token)).json().data as Json[];
    const whole = (await get(`/businesses/${brand.business_id}/deals/active`, brand.token)).json().data as Json[];
    expect(listed.map((o) => o.id)).toEqual(whole.map((o) => o.id));
    for (const [i, offer] of listed.entries()) {
      const rows = offer.is_group || ["reservation_required", "reservation_placeholder"].includes(offer.type);
      if (!rows) expect(offer.attendees, offer.subtitle).toEqual([]);
      expect(offer.claims_count, offer.subtitle).toBe(whole[i]!.claims_count);
      expect(offer.taken_spots, offer.subtitle).toBe(whole[i]!.taken_spots);
      expect(offer.spots, offer.subtitle).toEqual(whole[i]!.spots);
    }
    expect(listed.some((o) => o.attendees.length === 0 && o.claims_count > 0)).toBe(true);
  });
});

describe("a reservation card's rows", () => {
  it("lists the first five reservations and awaitings in schedule order, with the counts of all; the offer itself has every claim", async () => {
    // 25 reservations in reverse time order, and 12 models waiting for a time.
    const { brand, offerId, now } = await reservationOffer((offerId, modelId, now) => [
      ...Array.from({ length: 25 }, (_, i) => ({ offerId, modelId, status: "active", reservedFor: new Date(now + (25 - i) * 600_000) })),
      ...Array.from({ length: 12 }, () => ({ offerId, modelId, status: "active", reservedFor: null })),
    ]);
    const listed = ((await get(`/businesses/${brand.business_id}/deals/active?attendees=rows`, brand.token)).json().data as Json[]).find(
      (o) => o.id === offerId,
    )!;
    expect(listed.attendees).toHaveLength(5);
    expect(listed.awaitings).toHaveLength(5);
    expect([listed.claims_count, listed.attendees_count, listed.awaitings_count]).toEqual([37, 25, 12]);
    // The five earliest (the card sorts them by time).
    const times = listed.attendees.map((a: Json) => Date.parse(a.reserved_for)).sort((a: number, b: number) => a - b);
    expect(times).toEqual(Array.from({ length: 5 }, (_, i) => now + (i + 1) * 600_000));
    const whole = (await get(`/deals/${offerId}?tab=active`, brand.token)).json().data;
    expect([whole.attendees.length, whole.awaitings.length]).toEqual([25, 12]);
  });
});
