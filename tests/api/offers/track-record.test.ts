// A model's track record (docs/product/applicants.md#track-record): its definitions, the one query a list costs, the
// check-in window's end in SQL against checkInWindow, and what another brand may see of it.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../../api/db";
import { claims, models, offers } from "../../../api/db/schema";
import { listApplicants } from "../../../api/services/offers/applicants";
import { getOffer } from "../../../api/services/offers/offer";
import { checkInWindow, checkInWindowEnd } from "../../../api/services/offers/check-in";
import { trackRecordLine, trackRecords, type RecordCounts } from "../../../api/services/offers/track-record";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo, rival } = await useSignedInApi();
const HOUR = 3_600_000;
const now = new Date();
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

const get = (url: string, token = demo) => t.app.inject({ method: "GET", url: `/v1.3${url}`, headers: t.headers(token) });

async function offerId(subtitle: string) {
  const [row] = await t.db.select({ id: offers.id }).from(offers).where(eq(offers.subtitle, subtitle));
  return row!.id;
}

async function newModel(name: string) {
  const [row] = await t.db
    .insert(models)
    .values({ name, firstName: name.split(" ")[0]!, lastName: name.split(" ")[1] ?? "", sex: "f", avatar: "/media/x.jpg", instagram: null })
    .returning();
  return row!;
}

async function newOffer(businessId: number, values: Partial<typeof offers.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(offers)
    .values({
      businessId,
      type: "timed",
      subtitle: "History",
      title: "History",
      description: "",
      startsAt: at(-50),
      endsAt: at(-47),
      sharedSpots: -1,
      ...values,
    })
    .returning();
  return row!;
}

type ClaimSeed = Partial<typeof claims.$inferInsert>;
async function claim(offer: { id: number; startsAt: Date | null; endsAt: Date | null }, modelId: number, values: ClaimSeed) {
  const [row] = await t.db
    .insert(claims)
    .values({ offerId: offer.id, modelId, status: "active", startsAt: offer.startsAt, endsAt: offer.endsAt, ...values })
    .returning();
  return row!;
}

/** A Db whose `select` calls are counted: the queries a list costs. */
function counting(db: Db) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === "select" && typeof value === "function")
        return (...args: unknown[]) => {
          counter.selects += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, counter };
}

const counts = (c: Partial<RecordCounts>): RecordCounts => ({ claims: 0, kept: 0, no_shows: 0, completed: 0, posted: 0, posting_rate: null, ...c });

describe("the definitions", () => {
  it("counts claims made, kept, no-shows and posting rate, with this brand and with all brands", async () => {
    const { demo: demoUser, rival: rivalUser } = t.users;
    const model = await newModel("Tess Record");
    const mine = await newOffer(demoUser.businessId);
    const theirs = await newOffer(rivalUser.businessId);
    const theirGift = await newOffer(rivalUser.businessId, { type: "gift", startsAt: null, endsAt: null, visibleUntil: at(-24) });
    const theirCasting = await newOffer(rivalUser.businessId, { mode: "apply", type: "sponsored_content" });
    const theirCancelled = await newOffer(rivalUser.businessId, { state: "canceled" });
    const live = await newOffer(rivalUser.businessId, { startsAt: at(-1), endsAt: at(5) });
    // With Demo Bistro: kept and posted; kept without a post; a no-show.
    await claim(mine, model.id, { status: "used", checkedInAt: at(-49), postsCount: 2 });
    await claim(mine, model.id, { status: "used", checkedInAt: at(-49) });
    await claim(mine, model.id, { status: "expired" });
    // With Rival: a gift delivered and posted (no visit, so never a no-show), a claim still in
    // its window (no no-show yet), a cancelled claim and a declined one (no claims), an
    // application nobody selected (no claim) and a selected one, a claim of a cancelled offer.
    await claim(theirGift, model.id, { status: "delivered", postedAt: at(-20) });
    await claim(theirGift, model.id, { status: "preparing" });
    await claim(live, model.id, { status: "active" });
    await claim(theirs, model.id, { status: "canceled", canceledAt: at(-60) });
    await claim(theirs, model.id, { status: "declined" });
    await claim(theirCasting, model.id, { status: "pending", applicationStatus: "dismissed" });
    await claim(theirCasting, model.id, { status: "used", applicationStatus: "selected", checkedInAt: at(-48), postsCount: 1 });
    await claim(theirCancelled, model.id, { status: "active" });

    const record = (await trackRecords(t.db, demoUser.businessId, [model.id], now)).get(model.id)!;
    expect(record.brand).toEqual(counts({ claims: 3, kept: 2, no_shows: 1, completed: 2, posted: 1, posting_rate: 50 }));
    expect(record.all).toEqual(counts({ claims: 8, kept: 3, no_shows: 1, completed: 4, posted: 3, posting_rate: 75 }));
    expect(record.new).toBe(false);
    expect(record.line).toBe("8 claims · 3 kept · 1 no-show · 75% posted");
    // Rival Studio sees the same totals across brands, and its own share as "with this brand".
    const theirView = (await trackRecords(t.db, rivalUser.businessId, [model.id], now)).get(model.id)!;
    expect(theirView.all).toEqual(record.all);
    expect(theirView.brand).toEqual(counts({ claims: 5, kept: 1, completed: 2, posted: 2, posting_rate: 100 }));
  });

  it("shows 'New' under three claims made, and leaves out a rate nothing completed", async () => {
    expect(trackRecordLine(counts({ claims: 2, kept: 2, completed: 2, posted: 2, posting_rate: 100 }))).toBe("New");
    expect(trackRecordLine(counts({ claims: 0 }))).toBe("New");
    expect(trackRecordLine(counts({ claims: 3, no_shows: 3 }))).toBe("3 claims · 0 kept · 3 no-shows");
    expect(trackRecordLine(counts({ claims: 12, kept: 11, completed: 12, posted: 11, posting_rate: 92 }))).toBe("12 claims · 11 kept · 92% posted");
    const model = await newModel("Nell Newcomer");
    const mine = await newOffer(t.users.demo.businessId);
    await claim(mine, model.id, { status: "used", checkedInAt: at(-49), postsCount: 1 });
    await claim(mine, model.id, { status: "used", checkedInAt: at(-49), postsCount: 1 });
    const record = (await trackRecords(t.db, t.users.demo.businessId, [model.id], now)).get(model.id)!;
    expect(record).toMatchObject({ new: true, line: "New", all: { claims: 2, kept: 2, posting_rate: 100 } });
  });
});

describe("the check-in window's end in SQL", () => {
  it("agrees with checkInWindow on reservations, claims' own times, offers' times and visibility", async () => {
    const model = await newModel("Wren Window");
    const businessId = t.users.rival.businessId;
    const cases: [Partial<typeof offers.$inferInsert>, ClaimSeed][] = [
      [{ type: "reservation_required" }, { reservedFor: at(-30) }],
      [{ type: "reservation_placeholder" }, { reservedFor: at(2) }],
      [{ type: "reservation_required" }, { reservedFor: null }],
      [{ type: "timed" }, { endsAt: at(-3) }],
      [{ type: "timed" }, { reservedFor: at(-30) }],
      [
        { type: "anytime", startsAt: null, endsAt: null, visibleUntil: at(-10) },
        { startsAt: null, endsAt: null },
      ],
      [
        { type: "anytime", startsAt: null, endsAt: null, visibleUntil: null },
        { startsAt: null, endsAt: null },
      ],
    ];
    const rows = [];
    for (const [offer, values] of cases) {
      const row = await newOffer(businessId, offer);
      rows.push({ offer: row, claim: await claim(row, model.id, values) });
    }
    const ends = await t.db
      .select({ id: claims.id, end: sql<string | null>`${checkInWindowEnd()}` })
      .from(claims)
      .innerJoin(offers, eq(offers.id, claims.offerId))
      .where(
        inArray(
          claims.id,
          rows.map((r) => r.claim.id),
        ),
      );
    for (const { offer, claim: c } of rows) {
      const expected = checkInWindow(c, offer).until;
      const end = ends.find((e) => e.id === c.id)!.end;
      expect(end === null ? null : new Date(end).getTime(), `${offer.type} ${c.reservedFor?.toISOString() ?? ""}`).toBe(expected?.getTime() ?? null);
    }
  });
});

describe("one query per list", () => {
  it("reads the track records of 55 applicants and of one with the same single query", async () => {
    const casting = await offerId("Spring Casting");
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, casting));
    const many = counting(t.db);
    const list = await listApplicants(many.db, offer!, { status: "unreviewed", page: 0, per_page: 1000 });
    const one = counting(t.db);
    await listApplicants(one.db, offer!, { status: "unreviewed", page: 0, per_page: 1 });
    expect(list.applicants.data).toHaveLength(55);
    expect(many.counter.selects).toBe(one.counter.selects);
    const records = counting(t.db);
    await trackRecords(
      records.db,
      t.users.demo.businessId,
      list.applicants.data.map((a) => a.model.user_id),
      now,
    );
    expect(records.counter.selects).toBe(1);
  });

  it("costs the claims modal's offer two more queries (track records, posts), whatever its number of claims", async () => {
    const brunch = await offerId("Sunset Brunch");
    const plain = counting(t.db);
    await getOffer(plain.db, t.users.demo.businessId, brunch, { tab: "active" });
    const withRecords = counting(t.db);
    const offer = await getOffer(withRecords.db, t.users.demo.businessId, brunch, { tab: "active", trackRecord: true });
    expect(offer!.attendees!.length).toBeGreaterThan(10);
    expect(withRecords.counter.selects).toBe(plain.counter.selects + 2);
  });
});

describe("the API's answers", () => {
  it("gives each applicant of the list and the applicant page a track record, seeded with real history", async () => {
    const casting = await offerId("Spring Casting");
    const body = (await get(`/deals/${casting}/applicants?status=unreviewed`)).json();
    const records = body.applicants.data.map((a: { track_record: { line: string; new: boolean; all: RecordCounts } }) => a.track_record);
    expect(records.every((r: { line: string }) => typeof r.line === "string")).toBe(true);
    expect(records.some((r: { new: boolean }) => r.new)).toBe(true);
    expect(records.some((r: { all: RecordCounts }) => r.all.claims >= 3 && r.all.no_shows > 0)).toBe(true);
    expect(records.some((r: { all: RecordCounts }) => r.all.claims >= 10)).toBe(true);
    const first = body.applicants.data.find((a: { track_record: { new: boolean } }) => !a.track_record.new);
    const page = (await get(`/deals/${casting}/applicants/${first.id}`)).json();
    expect(page.data.track_record).toEqual(first.track_record);
  });

  it("gives the claims modal's attendees their track record, not the lists' cards", async () => {
    const brunch = await offerId("Sunset Brunch");
    const one = (await get(`/deals/${brunch}?tab=active`)).json().data;
    expect(one.attendees.length).toBeGreaterThan(3);
    for (const a of one.attendees) expect(a.track_record).toEqual(expect.objectContaining({ line: expect.any(String), brand: expect.any(Object) }));
    expect(one.attendees.some((a: { track_record: { new: boolean } }) => !a.track_record.new)).toBe(true);
    const list = (await get(`/businesses/${t.users.demo.businessId}/deals/active?attendees=rows`)).json().data;
    for (const offer of list) for (const a of offer.attendees ?? []) expect(a.track_record).toBeUndefined();
  });

  it("shows Rival Studio only totals: no brand, offer or claim of Demo Bistro", async () => {
    const session = await offerId("Rival Session 1");
    const body = (await get(`/deals/${session}?tab=past`, rival)).json().data;
    expect(body.attendees.length).toBeGreaterThan(0);
    const demoOffers = await t.db.select({ id: offers.id, subtitle: offers.subtitle }).from(offers).where(eq(offers.businessId, t.users.demo.businessId));
    for (const a of body.attendees) {
      expect(Object.keys(a.track_record).sort()).toEqual(["all", "brand", "line", "new"]);
      for (const scope of [a.track_record.brand, a.track_record.all]) {
        expect(Object.keys(scope).sort()).toEqual(["claims", "completed", "kept", "no_shows", "posted", "posting_rate"]);
        for (const value of Object.values(scope)) expect(value === null || typeof value === "number").toBe(true);
      }
    }
    const text = JSON.stringify(body);
    expect(text).not.toContain("Demo Bistro");
    for (const o of demoOffers) expect(text).not.toContain(`"${o.subtitle}"`);
    expect(
      body.attendees.some((a: { track_record: { brand: RecordCounts; all: RecordCounts } }) => a.track_record.all.claims > a.track_record.brand.claims),
    ).toBe(true);
    // Rival's view of a Demo Bistro offer stays a 404.
    expect((await get(`/deals/${await offerId("Sunset Brunch")}`, rival)).statusCode).toBe(404);
  });

  it("gives a brand with no data at all zeros with itself, and the marketplace's totals", async () => {
    const brand = await t.newBrand([]);
    const [someone] = await t.db
      .select({ modelId: claims.modelId })
      .from(claims)
      .where(eq(claims.offerId, await offerId("Rival Session 1")));
    const records = await trackRecords(t.db, brand.business_id, [someone!.modelId], now);
    const record = records.get(someone!.modelId)!;
    expect(record.brand).toEqual(counts({}));
    expect(record.all.claims).toBeGreaterThan(0);
    expect(await trackRecords(t.db, brand.business_id, [], now)).toEqual(new Map());
    const model = await newModel("Zara Zero");
    expect((await trackRecords(t.db, brand.business_id, [model.id], now)).get(model.id)).toEqual({
      brand: counts({}),
      all: counts({}),
      new: true,
      line: "New",
    });
  });
});
