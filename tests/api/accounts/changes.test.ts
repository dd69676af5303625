// Who did what (docs/product/accounts.md#who-did-what): every check-in, cancellation, selection, finalizing and card change
// records the seat that made it; a claim's check-in names its seat wherever the claim is shown;
// a second phone's check-in is refused with when and by whom; a check-in sent late (from a phone
// that had no connection) keeps its own time, once per Idempotency-Key.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims, offers, seatChanges } from "../../../api/db/schema";
import { CHECK_IN_TOO_OLD, checkIn } from "../../../api/services/offers/claims";
import { useSignedInApi } from "../support/helpers";

const { api } = await useSignedInApi();

type Body = Record<string, unknown>;
const call = (method: string, url: string, token: string, payload?: Body, headers: Record<string, string> = {}) =>
  api.app.inject({ method: method as "GET", url: `/v1.3${url}`, headers: { ...api.headers(token), ...headers }, payload });

/** A brand of its own with a door seat and a manager, each signed in. */
async function brandWithSeats() {
  const brand = await api.newBrand();
  const seat = async (name: string, role: "door" | "manager") => {
    const email = `${name.toLowerCase()}-${brand.business_id}@example.com`;
    expect((await call("POST", "/team/invitations", brand.token, { name, email, role })).statusCode).toBe(201);
    const token = decodeURIComponent(/\/team\/join\/(\S+)/.exec(api.mails.findLast((m) => m.to === email)!.text)![1]!);
    const username = `${name.toLowerCase()}-${brand.business_id}`;
    const joined = await api.app.inject({
      method: "POST",
      url: "/v1.3/team/join",
      headers: api.headers(),
      payload: { token, username, password: "a-good-password" },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return { id: joined.json().data.id as number, token: await api.login(username, "a-good-password") };
  };
  return { brand, door: await seat("Ana", "door"), manager: await seat("Mo", "manager") };
}

/** A timed offer of the brand running now, in New York's time, with `count` active claims. */
async function offerWithClaims(businessId: number, count: number, extra: Partial<typeof offers.$inferInsert> = {}) {
  const now = Date.now();
  const [offer] = await api.db
    .insert(offers)
    .values({
      businessId,
      type: "timed",
      subtitle: "Door Night",
      title: "t",
      description: "d",
      timezone: "America/New_York",
      sharedSpots: -1,
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
      ...extra,
    })
    .returning();
  const models = await api.db.query.models.findMany({ limit: count });
  const rows = await api.db
    .insert(claims)
    .values(models.map((m) => ({ offerId: offer!.id, modelId: m.id, status: "active" })))
    .returning();
  return { offer: offer!, claims: rows };
}

const changesOf = (businessId: number) => api.db.select().from(seatChanges).where(eq(seatChanges.businessId, businessId));

describe("who checked a model in", () => {
  it("names the door seat on the claim, in the offers list and on the door list", async () => {
    const { brand, door } = await brandWithSeats();
    // Started just now, so it is expected today in New York at any hour (an hour ago is
    // yesterday there in the first hour after midnight, and off the door list).
    const {
      offer,
      claims: [claim],
    } = await offerWithClaims(brand.business_id, 1, { startsAt: new Date(Date.now() - 1000) });
    const checked = await call("POST", `/claims/${claim!.id}/check_in/`, door.token);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.checked_in_by).toEqual({ name: "Ana", role: "door" });

    const list = (await call("GET", `/businesses/${brand.business_id}/deals/active`, brand.token)).json().data;
    const shown = list.find((o: { id: number }) => o.id === offer.id).attendees.find((a: { id: number }) => a.id === claim!.id);
    expect(shown.checked_in_by).toEqual({ name: "Ana", role: "door" });
    const doorList = (await call("GET", `/businesses/${brand.business_id}/door`, door.token)).json().data;
    expect(doorList.check_ins.find((c: { claim_id: number }) => c.claim_id === claim!.id).checked_in_by).toEqual({ name: "Ana", role: "door" });
    expect(await changesOf(brand.business_id)).toEqual([expect.objectContaining({ kind: "check_in", userId: door.id, claimId: claim!.id, offerId: offer.id })]);
  });

  it("refuses a second phone's check-in with when, and by whom", async () => {
    const { brand, door, manager } = await brandWithSeats();
    const {
      claims: [claim],
    } = await offerWithClaims(brand.business_id, 1);
    expect((await call("POST", `/claims/${claim!.id}/check_in/`, door.token)).statusCode).toBe(200);
    const second = await call("POST", `/claims/${claim!.id}/check_in/`, manager.token);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/^This model was already checked in at \d{1,2}:\d{2} [AP]M by Ana \(door\)\.$/);
  });

  it("keeps a late check-in's own time, applies it once per key, and refuses one outside its window then", async () => {
    const { brand, door } = await brandWithSeats();
    const {
      claims: [first, second, third],
    } = await offerWithClaims(brand.business_id, 3);
    const madeAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const key = { "idempotency-key": `door-${first!.id}-a1b2c3d4` };
    const sent = await call("POST", `/claims/${first!.id}/check_in/`, door.token, { checked_in_at: madeAt }, key);
    const again = await call("POST", `/claims/${first!.id}/check_in/`, door.token, { checked_in_at: madeAt }, key);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent.json());
    expect(sent.json().data.checked_in_at).toBe(madeAt);
    expect((await changesOf(brand.business_id)).filter((c) => c.kind === "check_in")).toHaveLength(1);

    // Made two hours ago: before the offer began, so outside its window at that time.
    const early = await call("POST", `/claims/${second!.id}/check_in/`, door.token, { checked_in_at: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("Click this button to check in a model once your offer begins.");
    const stale = await call("POST", `/claims/${third!.id}/check_in/`, door.token, { checked_in_at: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    expect(stale.json().message).toBe(CHECK_IN_TOO_OLD);
    const bad = await call("POST", `/claims/${third!.id}/check_in/`, door.token, { checked_in_at: "yesterday" });
    expect(bad.statusCode).toBe(400);
    const [untouched] = await api.db
      .select()
      .from(claims)
      .where(and(eq(claims.id, third!.id)));
    expect(untouched!.status).toBe("active");
  });

  it("makes no check-in whose seat can't be recorded: the two are one transaction", async () => {
    const { brand } = await brandWithSeats();
    const {
      claims: [claim],
    } = await offerWithClaims(brand.business_id, 1);
    // A seat that doesn't exist: the record of the change is refused by its foreign key.
    await expect(checkIn(api.db, { userId: 2_147_483_000, businessId: brand.business_id }, claim!.id)).rejects.toThrow();
    const [row] = await api.db.select().from(claims).where(eq(claims.id, claim!.id));
    expect(row!.status).toBe("active");
    expect(row!.checkedInAt).toBeNull();
  });
});

describe("the seat of every other change", () => {
  it("records cancellations and the reservation cancelled, by the manager", async () => {
    const { brand, manager } = await brandWithSeats();
    const { offer, claims: rows } = await offerWithClaims(brand.business_id, 2, { type: "reservation_required", startsAt: null, endsAt: null });
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const reserved = await call("POST", `/claims/${rows[0]!.id}/reserve`, manager.token, { reserve_for: at });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect((await call("DELETE", `/claims/${rows[0]!.id}/reserve`, manager.token)).statusCode).toBe(200);
    expect((await call("DELETE", `/deals/${offer.id}/attendees/`, manager.token, { attendees: [rows[1]!.id] })).statusCode).toBe(200);
    expect((await call("DELETE", `/deals/${offer.id}`, manager.token)).statusCode).toBe(200);
    const kinds = (await changesOf(brand.business_id)).map((c) => [c.kind, c.userId, c.claimId]);
    expect(kinds).toEqual([
      ["cancel_reservation", manager.id, rows[0]!.id],
      ["remove_attendees", manager.id, rows[1]!.id],
      ["cancel_offer", manager.id, null],
    ]);
  });

  it("records a selection and the finalizing, by the manager", async () => {
    const { brand, manager } = await brandWithSeats();
    const { offer, claims: rows } = await offerWithClaims(brand.business_id, 1, {
      mode: "apply",
      deliberationStarts: new Date(Date.now() - 60_000),
    });
    await api.db.update(claims).set({ applicationStatus: "liked" }).where(eq(claims.id, rows[0]!.id));
    const moved = await call("PUT", `/claims/${rows[0]!.id}/application`, manager.token, { status: "selected" });
    expect(moved.statusCode, moved.body).toBe(200);
    const finalized = await call("POST", `/deals/${offer.id}/applicants`, manager.token);
    expect(finalized.statusCode, finalized.body).toBe(200);
    const kinds = (await changesOf(brand.business_id)).map((c) => [c.kind, c.userId, c.detail]);
    expect(kinds).toEqual([
      ["select", manager.id, "selected"],
      ["finalize", manager.id, null],
    ]);
  });
});

describe("the seat of a card change", () => {
  it("records a card added once, however often its Idempotency-Key is sent, and a card made default", async () => {
    const brand = await api.newBrand();
    expect((await call("POST", "/payments/customer", brand.token, { email: "billing@example.com" })).statusCode).toBe(201);
    const card = { number: "4242424242424242", exp_month: 12, exp_year: new Date().getFullYear() + 1, cvc: "123" };
    const key = { "idempotency-key": `card-${brand.business_id}-e5f6a7b8` };
    const added = await call("POST", "/payments/sources", brand.token, { card }, key);
    expect(added.statusCode, added.body).toBe(201);
    expect((await call("POST", "/payments/sources", brand.token, { card }, key)).statusCode).toBe(201);
    const source = added.json().data.sources.data[0].id as string;
    expect((await call("POST", "/payments/sources/default", brand.token, { source })).statusCode).toBe(200);
    const owner = (await call("GET", "/users/me", brand.token)).json().data.seat;
    const kinds = (await changesOf(brand.business_id)).map((c) => [c.kind, c.detail, c.userId]);
    expect(kinds).toEqual([
      ["card", "added", owner.id],
      ["card", "made default", owner.id],
    ]);
  });
});
