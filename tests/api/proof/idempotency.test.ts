// Idempotency (docs/proof.md): a doubled create-offer, add-card and cancel, sent one after the other
// and at the same moment, each have exactly one effect.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingSources, claims, media, offers } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";

const { api, demo, rival } = await useSignedInApi();
const demoId = api.users.demo.businessId;
const rivalId = api.users.rival.businessId;

const send = (method: "POST" | "DELETE", url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method, url: `/v1.3${url}`, headers: { ...api.headers(token), ...headers }, payload });

const inHours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

async function offerBody(subtitle: string) {
  const [image] = await api.db.select({ id: media.id }).from(media).where(eq(media.businessId, demoId));
  return {
    type: "timed",
    subtitle,
    title: "Twice",
    description: "Sent twice.",
    categories: ["food"],
    shared_spots: 5,
    repeat_type: null,
    starts_at: inHours(24),
    ends_at: inHours(26),
    images: [image!.id],
  };
}

const offersNamed = async (subtitle: string) =>
  api.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.businessId, demoId), eq(offers.subtitle, subtitle)));

describe("a doubled create-offer", () => {
  it("creates one offer when both copies arrive at the same moment (Idempotency-Key)", async () => {
    const body = await offerBody("Idempotent Brunch");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send("POST", `/businesses/${demoId}/deals/`, demo, body, { "idempotency-key": "proof-same-moment-1" })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201].sort());
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await offersNamed("Idempotent Brunch")).toHaveLength(1);
  });

  it("creates one offer for the same draft id without the header", async () => {
    const body = { ...(await offerBody("Draft Brunch")), draft_id: "proof-draft-0001" };
    const [a, b] = await Promise.all([send("POST", `/businesses/${demoId}/deals/`, demo, body), send("POST", `/businesses/${demoId}/deals/`, demo, body)]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await offersNamed("Draft Brunch")).toHaveLength(1);
  });
});

describe("a doubled add-card", () => {
  const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2039, cvc: "123" } };
  const sourcesOf = async (businessId: number) => api.db.select().from(billingSources).where(eq(billingSources.businessId, businessId));

  it("adds the card once, one after the other and at the same moment", async () => {
    expect((await send("POST", "/payments/customer", rival, { email: "billing@rival.example" })).statusCode).toBeLessThan(300);
    const before = (await sourcesOf(rivalId)).length;
    const first = await send("POST", "/payments/sources", rival, card, { "idempotency-key": "proof-card-0001" });
    const repeat = await send("POST", "/payments/sources", rival, card, { "idempotency-key": "proof-card-0001" });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await sourcesOf(rivalId)).toHaveLength(before + 1);
    const together = await Promise.all(
      Array.from({ length: 4 }, () => send("POST", "/payments/sources", rival, card, { "idempotency-key": "proof-card-0002" })),
    );
    expect(together.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await sourcesOf(rivalId)).toHaveLength(before + 2);
    // Keys are per business: Demo's same key is another request.
    expect((await send("POST", "/payments/sources", demo, card, { "idempotency-key": "proof-card-0001" })).statusCode).toBe(201);
  });

  it("frees the key when the first attempt is refused, and checks the key's shape", async () => {
    const declined = { card: { ...card.card, number: "4000000000000002" } };
    const refused = await send("POST", "/payments/sources", rival, declined, { "idempotency-key": "proof-card-0003" });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const retried = await send("POST", "/payments/sources", rival, card, { "idempotency-key": "proof-card-0003" });
    expect(retried.statusCode).toBe(201);
    const short = await send("POST", "/payments/sources", rival, card, { "idempotency-key": "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Idempotency-Key must be 8 to 100 characters.");
  });
});

describe("a doubled cancel", () => {
  it("cancels an offer once: one canceled_at, each attendee canceled once", async () => {
    const created = await send("POST", `/businesses/${demoId}/deals/`, demo, await offerBody("Cancel Twice"));
    const id = created.json().data.id as number;
    const answers = await Promise.all([send("DELETE", `/deals/${id}`, demo), send("DELETE", `/deals/${id}`, demo), send("DELETE", `/deals/${id}`, demo)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.canceled_at)).size).toBe(1);
    const [row] = await api.db.select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ state: "canceled" });
  });

  it("cancels a claim once when the request is doubled", async () => {
    const [offer] = await api.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.businessId, demoId), eq(offers.subtitle, "Dinner Reservations")));
    const [target] = await api.db
      .select()
      .from(claims)
      .where(and(eq(claims.offerId, offer!.id), eq(claims.status, "active")));
    const body = { attendees: [target!.id] };
    const answers = await Promise.all([
      send("DELETE", `/deals/${offer!.id}/attendees/`, demo, body),
      send("DELETE", `/deals/${offer!.id}/attendees/`, demo, body),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const [after] = await api.db
      .select()
      .from(claims)
      .where(inArray(claims.id, [target!.id]));
    expect(after).toMatchObject({ status: "canceled" });
    const stamps = answers.map(
      (a) => (a.json().data.attendees as Array<{ id: number; canceled_at: string | null }>).find((c) => c.id === target!.id)?.canceled_at,
    );
    expect(stamps[0]).toBe(stamps[1]);
    expect(after!.canceledAt!.toISOString()).toBe(stamps[0]);
  });
});
