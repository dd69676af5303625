// The door per location (docs/features/locations.md#the-door-per-location): a door seat limited to
// Demo Bistro Downtown works its door alone (the list, the Today block, check-ins), whatever it
// asks for; a seat of every location chooses one or sees them all, and the locations' lists add up
// to the group's. The owner limits a door seat on the Team's PATCH.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { claims, offers } from "../../../api/db/schema";
import type { DoorList } from "../../../api/services/door/list";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo } = await useSignedInApi();
const business = t.users.demo.businessId;
const [main, downtown] = t.users.demo.locations as [number, number];
let downtownDoor: string;
let door: string;
beforeAll(async () => {
  [downtownDoor, door] = await Promise.all([t.login("demo-downtown", "demo1234"), t.login("demo-door", "demo1234")]);
});

const call = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.headers(token), payload });

async function doorOf(token: string, location?: number) {
  const response = await call("GET", `/v1.3/businesses/${business}/door${location ? `?location=${location}` : ""}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DoorList;
}

/** The location each listed claim's offer runs at. */
async function locationsOf(list: DoorList) {
  if (!list.check_ins.length) return [];
  const rows = await t.db
    .select({ locationId: offers.locationId })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(
      inArray(
        claims.id,
        list.check_ins.map((c) => c.claim_id),
      ),
    );
  return [...new Set(rows.map((row) => row.locationId))];
}

describe("the door per location", () => {
  it("shows a door seat limited to Downtown its door alone, without a choice of all", async () => {
    const list = await doorOf(downtownDoor);
    expect(list.location).toEqual({ id: downtown, name: "Demo Bistro Downtown" });
    expect(list.locations).toEqual([{ id: downtown, name: "Demo Bistro Downtown" }]);
    expect(list.every_location).toBe(false);
    expect(list.check_ins.map((c) => c.offer.title)).toEqual(Array(4).fill("Downtown Breakfast Club"));
    expect(await locationsOf(list)).toEqual([downtown]);
    expect(list.check_ins.filter((c) => c.checked_in_at)).toHaveLength(1);
  });

  it("answers 404 when the limited seat asks for another location's door, or for a location that is none of the brand's", async () => {
    expect((await call("GET", `/v1.3/businesses/${business}/door?location=${main}`, downtownDoor)).statusCode).toBe(404);
    expect((await call("GET", `/v1.3/businesses/${business}/door?location=999999`, door)).statusCode).toBe(404);
    expect((await call("GET", `/v1.3/businesses/${business}/door?location=abc`, door)).statusCode).toBe(400);
  });

  it("lets a seat of every location see them all or one, and the locations' lists add up to the group's", async () => {
    const all = await doorOf(door);
    expect(all.location).toBeNull();
    expect(all.every_location).toBe(true);
    expect(all.locations.map((l) => l.name)).toEqual(["Demo Bistro", "Demo Bistro Downtown"]);
    const [atMain, atDowntown] = await Promise.all([doorOf(door, main), doorOf(door, downtown)]);
    expect(atMain.location?.name).toBe("Demo Bistro");
    expect(await locationsOf(atMain)).toEqual([main]);
    expect(atDowntown.check_ins).toHaveLength(4);
    const ids = (list: DoorList) => list.check_ins.map((c) => c.claim_id).sort((a, b) => a - b);
    expect([...ids(atMain), ...ids(atDowntown)].sort((a, b) => a - b)).toEqual(ids(all));
  });

  it("holds the Today block to the seat's locations", async () => {
    const today = await call("GET", `/v1.3/businesses/${business}/dashboard/today`, downtownDoor);
    expect(today.statusCode).toBe(200);
    const titles = new Set(today.json().data.check_ins.map((c: { offer: { title: string } }) => c.offer.title));
    expect([...titles]).toEqual(["Downtown Breakfast Club"]);
    expect(today.json().data.awaiting).toEqual([]);
    const everyone = await call("GET", `/v1.3/businesses/${business}/dashboard/today`, door);
    expect(everyone.json().data.check_ins.length).toBeGreaterThan(today.json().data.check_ins.length);
  });

  it("refuses a crafted check-in at another location's offer as not found, and takes one at its own", async () => {
    const mainList = await doorOf(door, main);
    const other = mainList.check_ins.find((c) => !c.checked_in_at && c.check_in.open)!;
    const refused = await call("POST", `/v1.3/claims/${other.claim_id}/check_in/`, downtownDoor, {});
    expect(refused.statusCode).toBe(404);
    const [still] = await t.db.select({ status: claims.status }).from(claims).where(eq(claims.id, other.claim_id));
    expect(still!.status).not.toBe("used");
    const own = (await doorOf(downtownDoor)).check_ins.find((c) => !c.checked_in_at)!;
    const taken = await call("POST", `/v1.3/claims/${own.claim_id}/check_in/`, downtownDoor, {});
    expect(taken.statusCode, taken.body).toBe(200);
  });
});

describe("limiting a door seat to some locations", () => {
  const seatUrl = (id: number) => `/v1.3/team/seats/${id}`;

  it("holds at the seat's next request, and null gives it every location again", async () => {
    const seat = t.users.demoDoor.userId;
    const limited = await call("PATCH", seatUrl(seat), demo, { role: "door", location_ids: [main] });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().data).toMatchObject({ role: "door", location_ids: [main] });
    const list = await doorOf(door);
    expect(list.location?.id).toBe(main);
    expect(list.every_location).toBe(false);
    expect((await call("GET", `/v1.3/businesses/${business}/door?location=${downtown}`, door)).statusCode).toBe(404);
    // The role alone leaves the locations as they are.
    expect((await call("PATCH", seatUrl(seat), demo, { role: "door" })).json().data.location_ids).toEqual([main]);
    const team = (await call("GET", "/v1.3/team", demo)).json().data.seats;
    expect(team.find((s: { id: number }) => s.id === seat).location_ids).toEqual([main]);
    expect((await call("PATCH", seatUrl(seat), demo, { role: "door", location_ids: null })).json().data.location_ids).toBeNull();
    expect((await doorOf(door)).every_location).toBe(true);
  });

  it("limits a manager too, and refuses ids that are not the brand's open locations, and an empty list", async () => {
    const manager = await call("PATCH", seatUrl(t.users.demoManager.userId), demo, { role: "manager", location_ids: [main] });
    expect(manager.json().data).toMatchObject({ role: "manager", location_ids: [main] });
    expect((await call("PATCH", seatUrl(t.users.demoManager.userId), demo, { role: "manager", location_ids: null })).json().data.location_ids).toBeNull();
    // Its locations alone, the role left out: still a manager.
    const limited = await call("PATCH", seatUrl(t.users.demoManager.userId), demo, { location_ids: [main] });
    expect(limited.json().data).toMatchObject({ role: "manager", location_ids: [main] });
    expect((await call("PATCH", seatUrl(t.users.demoManager.userId), demo, { location_ids: null })).json().data).toMatchObject({
      role: "manager",
      location_ids: null,
    });
    const [rivalLocation] = t.users.rival.locations;
    const foreign = await call("PATCH", seatUrl(t.users.demoDoor.userId), demo, { role: "door", location_ids: [rivalLocation] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ location_ids: "Choose among your open locations." });
    expect((await call("PATCH", seatUrl(t.users.demoDoor.userId), demo, { role: "door", location_ids: [] })).statusCode).toBe(400);
    // A door seat made a manager keeps its locations: it manages them.
    const seat = t.users.demoDowntownDoor.userId;
    expect((await call("PATCH", seatUrl(seat), demo, { role: "manager" })).json().data.location_ids).toEqual([downtown]);
    expect((await call("PATCH", seatUrl(seat), demo, { role: "door", location_ids: [downtown] })).json().data.location_ids).toEqual([downtown]);
  });
});
