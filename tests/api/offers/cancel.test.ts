import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims, groups, offers } from "../../../api/db/schema";
import { useSignedInApi } from "../support/helpers";
import { offerRows } from "../support/offers";

const { api, demo, rival } = await useSignedInApi();

const { send, offerId, claimsOf, claim } = offerRows(api, demo);

describe("DELETE /deals/:id/attendees/", () => {
  it("stamps a reservation offer's claim canceled and keeps it", async () => {
    const id = await offerId("Dinner Reservations");
    const [target] = (await claimsOf("Dinner Reservations")).filter((c) => c.status === "active");
    const response = await send("DELETE", `/deals/${id}/attendees/`, { attendees: [target!.id] });
    expect(response.statusCode).toBe(200);
    expect(await claim(target!.id)).toMatchObject({ status: "canceled", canceledAt: expect.any(Date) });
  });

  it("removes a claim of any other offer", async () => {
    const id = await offerId("Natural Wine Night");
    const [target] = await claimsOf("Natural Wine Night");
    const response = await send("DELETE", `/deals/${id}/attendees`, { attendees: [target!.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attendees.map((a: { id: number }) => a.id)).not.toContain(target!.id);
    expect(await claim(target!.id)).toBeUndefined();
  });

  it("refuses claims of another offer, an empty list, and another business", async () => {
    const id = await offerId("Vegan Pop-up");
    const [other] = await claimsOf("Weekend Tasting");
    expect((await send("DELETE", `/deals/${id}/attendees/`, { attendees: [other!.id] })).statusCode).toBe(404);
    const empty = await send("DELETE", `/deals/${id}/attendees/`, { attendees: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Choose at least one attendee.");
    const [mine] = await claimsOf("Vegan Pop-up");
    expect((await send("DELETE", `/deals/${id}/attendees/`, { attendees: [mine!.id] }, rival)).statusCode).toBe(404);
    expect(await claim(mine!.id)).toBeDefined();
  });
});

describe("DELETE /deals/groups/:id", () => {
  it("sets the group cancelled; another business gets a 404", async () => {
    const offer = await offerId("Chef's Table");
    const [, pending] = await api.db.select().from(groups).where(eq(groups.offerId, offer)).orderBy(groups.id);
    expect((await send("DELETE", `/deals/groups/${pending!.id}`, undefined, rival)).statusCode).toBe(404);
    expect((await api.db.select().from(groups).where(eq(groups.id, pending!.id)))[0]!.status).toBeNull();
    const response = await send("DELETE", `/deals/groups/${pending!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.groups.find((g: { id: number }) => g.id === pending!.id).status).toBe("cancelled");
  });
});

describe("DELETE /deals/:id", () => {
  it("cancels an offer with 50 attendees: none stays active, even with repeated and simultaneous requests", async () => {
    const id = await offerId("Vegan Pop-up");
    const [model] = await claimsOf("Vegan Pop-up");
    await api.db.insert(claims).values(Array.from({ length: 50 }, () => ({ offerId: id, modelId: model!.modelId, status: "active" })));
    const [first, second] = await Promise.all([send("DELETE", `/deals/${id}`), send("DELETE", `/deals/${id}`)]);
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(first!.json().data).toMatchObject({ state: "canceled", is_cancelled: true, canceled_at: expect.any(String) });
    const stamp = first!.json().data.canceled_at;
    const again = await send("DELETE", `/deals/${id}`);
    expect(again.json().data.canceled_at).toBe(stamp);
    const left = await api.db
      .select()
      .from(claims)
      .where(and(eq(claims.offerId, id), inArray(claims.status, ["active", "secured", "incomplete", "pending"])));
    expect(left).toEqual([]);
    // The expired claim stays expired; every other one is canceled.
    expect((await claimsOf("Vegan Pop-up")).filter((c) => c.status === "canceled")).toHaveLength(52);
  });

  it("refuses an offer that already ended, and another business's offer", async () => {
    const past = await offerId("Spring Brunch");
    const response = await send("DELETE", `/deals/${past}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("This offer has already ended, so it can't be cancelled.");
    const live = await offerId("Holiday Gift Set");
    expect((await send("DELETE", `/deals/${live}`, undefined, rival)).statusCode).toBe(404);
    const [row] = await api.db.select().from(offers).where(eq(offers.id, live));
    expect(row).toMatchObject({ state: "pending", canceledAt: null });
  });
});
