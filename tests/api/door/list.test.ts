// The door list (docs/product/door.md#todays-check-ins): today's check-ins by the dashboard's own rule, searchable by a
// model's name or Instagram handle, with each claim's group size.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims, groupMembers, groups, models, offers } from "../../../api/db/schema";
import { getDashboard } from "../../../api/services/reports/dashboard";
import { DOOR_LIMIT, getDoorList, type DoorList } from "../../../api/services/door/list";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo: demoToken, rival: rivalToken } = await useSignedInApi();

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });

async function door(businessId: number, token: string, q?: string) {
  const response = await get(`/v1.3/businesses/${businessId}/door${q === undefined ? "" : `?q=${encodeURIComponent(q)}`}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as DoorList;
}

/** A model of the test's own, with the name and handle a search is tried on. */
async function model(name: string, handle: string | null) {
  const [first, last] = name.split(" ");
  const [row] = await t.db
    .insert(models)
    .values({
      name,
      firstName: first!,
      lastName: last ?? "",
      sex: "female",
      avatar: "/media/avatars/a.jpg",
      instagram: handle ? { id: `ig_${handle}`, handle, username: handle, profile_url: `https://instagram.com/${handle}`, number_of_followers: 10 } : null,
    })
    .returning();
  return row!;
}

/** A brand with a timed offer running now, and an active claim on it per model. */
async function brandWith(modelIds: number[], now = new Date()) {
  const brand = await t.newBrand();
  const [offer] = await t.db
    .insert(offers)
    .values({
      businessId: brand.business_id,
      type: "timed",
      subtitle: "Door Night",
      title: "t",
      description: "d",
      timezone: "UTC",
      sharedSpots: -1,
      startsAt: now,
      endsAt: new Date(now.getTime() + 3_600_000),
    })
    .returning();
  const rows = await t.db
    .insert(claims)
    .values(modelIds.map((modelId) => ({ offerId: offer!.id, modelId, status: "active" })))
    .returning();
  return { brand, offer: offer!, claims: rows };
}

describe("the door list", () => {
  it("lists the same check-ins as the dashboard's Today block, in the same order", async () => {
    const now = new Date();
    const [list, dashboard] = await Promise.all([getDoorList(t.db, t.users.demo.businessId, {}, now), getDashboard(t.db, t.users.demo.businessId, now)]);
    expect(dashboard.today.check_ins.length).toBeGreaterThan(0);
    expect(list.check_ins.map((c) => [c.claim_id, c.at])).toEqual(dashboard.today.check_ins.map((c) => [c.claim_id, c.at]));
    expect(list.more).toBe(0);
    // The same claim, the same check-in state; checked in today means a time.
    for (const row of list.check_ins) {
      const same = dashboard.today.check_ins.find((c) => c.claim_id === row.claim_id)!;
      expect(row.check_in).toEqual(same.check_in);
      expect(row.checked_in_at !== null).toBe(same.checked_in);
    }
    const answered = await door(t.users.demo.businessId, demoToken);
    expect(answered.check_ins.map((c) => c.claim_id)).toEqual(list.check_ins.map((c) => c.claim_id));
  });

  it("finds models by name or Instagram handle, taking % and _ as themselves", async () => {
    const [percent, thousand, underscore, plain] = await Promise.all([
      model("Ana 100% Real", "ana.real"),
      model("Ana 1000 Real", "ana.thousand"),
      model("Cleo Marsh", "cleo_m"),
      model("Cleo Moss", "cleoxm"),
    ]);
    const { brand } = await brandWith([percent.id, thousand.id, underscore.id, plain.id]);
    const names = async (q: string) => (await door(brand.business_id, brand.token, q)).check_ins.map((c) => c.model.name).sort();
    expect(await names("100%")).toEqual(["Ana 100% Real"]);
    expect(await names("o_m")).toEqual(["Cleo Marsh"]);
    expect(await names("@CLEO_M")).toEqual(["Cleo Marsh"]);
    expect(await names("ana")).toEqual(["Ana 100% Real", "Ana 1000 Real"]);
    expect(await names("thousand")).toEqual(["Ana 1000 Real"]);
    expect(await names("\\")).toEqual([]);
    expect(await names("  ")).toHaveLength(4);
    const row = (await door(brand.business_id, brand.token, "cleoxm")).check_ins[0]!;
    expect(row).toMatchObject({
      offer: { title: "Door Night", type: "timed" },
      model: { handle: "cleoxm" },
      timezone: "UTC",
      group_size: 1,
      checked_in_at: null,
    });
  });

  it("says how many come in a group, and when a model was checked in", async () => {
    const [owner, friend, maybe, invited] = await Promise.all(["Gia Owner", "Gia Friend", "Gia Maybe", "Gia Invited"].map((n) => model(n, null)));
    const { brand, offer, claims: rows } = await brandWith([owner.id]);
    const [group] = await t.db.insert(groups).values({ offerId: offer.id, ownerModelId: owner.id }).returning();
    await t.db.insert(groupMembers).values([
      { groupId: group!.id, modelId: owner.id, status: "confirmed" },
      { groupId: group!.id, modelId: friend.id, status: "confirmed" },
      { groupId: group!.id, modelId: maybe.id, status: "uncertain" },
      { groupId: group!.id, modelId: invited.id, status: "invited" },
    ]);
    await t.db.update(claims).set({ groupId: group!.id }).where(eq(claims.id, rows[0]!.id));
    const checkIn = await t.app.inject({ method: "POST", url: `/v1.3/claims/${rows[0]!.id}/check_in/`, headers: t.headers(brand.token) });
    expect(checkIn.statusCode).toBe(200);
    const [row] = (await door(brand.business_id, brand.token)).check_ins;
    expect(row!.group_size).toBe(3);
    expect(Date.parse(row!.checked_in_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it(`lists up to ${DOOR_LIMIT} and counts the rest`, async () => {
    const [someone] = await t.db.select({ id: models.id }).from(models).limit(1);
    const { brand } = await brandWith(Array.from({ length: DOOR_LIMIT + 2 }, () => someone!.id));
    const list = await door(brand.business_id, brand.token);
    expect(list.check_ins).toHaveLength(DOOR_LIMIT);
    expect(list.more).toBe(2);
  });

  it("keeps Demo Bistro's door away from Rival Studio", async () => {
    const asked = await get(`/v1.3/businesses/${t.users.demo.businessId}/door?q=a`, rivalToken);
    expect(asked.statusCode).toBe(404);
    expect(asked.body).not.toMatch(/check_ins|Dinner/);
    expect((await get(`/v1.3/businesses/${t.users.demo.businessId}/door`)).statusCode).toBe(401);
    expect((await get(`/v1.3/businesses/${t.users.demo.businessId}/door?q=${"x".repeat(101)}`, demoToken)).statusCode).toBe(400);
  });
});
