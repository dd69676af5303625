import { describe, expect, it } from "vitest";
import { useSignedInApi } from "../support/helpers";
import { offerRows } from "../support/offers";

const { api, demo, rival } = await useSignedInApi();

const { send, offerId, claimsOf, claim } = offerRows(api, demo);
const DAY = 24 * 3600_000;

describe("POST /claims/:id/check_in/", () => {
  it("marks an attendee used and stamps checked_in_at, once", async () => {
    const [first] = (await claimsOf("Sunset Brunch")).filter((c) => c.status === "active");
    const response = await send("POST", `/claims/${first!.id}/check_in/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: first!.id, status: "used", checked_in_at: expect.any(String) });
    expect(await claim(first!.id)).toMatchObject({ status: "used", checkedInAt: expect.any(Date) });
    const again = await send("POST", `/claims/${first!.id}/check_in`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^This model was already checked in at \d{1,2}:\d{2} [AP]M by Dana Demo \(owner\)\.$/);
  });

  it("refuses outside the claim's window with the notice and its code, and changes nothing", async () => {
    const [early] = (await claimsOf("Tomorrow's Tasting")).filter((c) => c.status === "active");
    const response = await send("POST", `/claims/${early!.id}/check_in/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Click this button to check in a model once your offer begins.", code: "check_in_outside_offer" });
    expect(await claim(early!.id)).toMatchObject({ status: "active", checkedInAt: null });
  });

  it("on a reservation offer, allows it only around the reservation's time and says so in the offer", async () => {
    const dinner = await offerId("Dinner Reservations");
    const reserved = (await claimsOf("Dinner Reservations")).filter((c) => c.status === "active" && c.reservedFor !== null);
    const soon = reserved.find((c) => c.reservedFor!.getTime() - Date.now() < 3600_000)!;
    const tomorrow = reserved.find((c) => c.reservedFor!.getTime() - Date.now() > 24 * 3600_000)!;
    // What the offer says of each claim is what the check-in answers.
    const offer = (await api.app.inject({ method: "GET", url: `/v1.3/deals/${dinner}`, headers: api.headers(demo) })).json().data;
    const stateOf = (id: number) => [...offer.attendees, ...offer.awaitings].find((a: { id: number }) => a.id === id).check_in;
    const opens = new Date(tomorrow.reservedFor!.getTime() - 3600_000);
    const expected = `Check-in for this reservation opens at ${new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "numeric",
      minute: "2-digit",
    }).format(
      opens,
    )} on ${new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "short", month: "short", day: "numeric" }).format(opens)}.`;
    expect(stateOf(tomorrow.id)).toEqual({ open: false, opens_at: opens.toISOString(), closes_at: expect.any(String), notice: expected });
    expect(stateOf(soon.id)).toMatchObject({ open: true, notice: null });

    const refused = await send("POST", `/claims/${tomorrow.id}/check_in/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(expected);
    expect(await claim(tomorrow.id)).toMatchObject({ status: "active", checkedInAt: null });
    const accepted = await send("POST", `/claims/${soon.id}/check_in/`);
    expect(accepted.statusCode).toBe(200);
    expect(await claim(soon.id)).toMatchObject({ status: "used" });
  });

  it("answers 404 for another business's claim", async () => {
    const [mine] = (await claimsOf("Weekend Tasting")).filter((c) => c.status === "active");
    const response = await send("POST", `/claims/${mine!.id}/check_in/`, undefined, rival);
    expect(response.statusCode).toBe(404);
    expect(await claim(mine!.id)).toMatchObject({ status: "active" });
  });
});

describe("POST and DELETE /claims/:id/reserve", () => {
  const soon = () => new Date(Date.now() + 2 * DAY).toISOString();

  it("enters a reservation time and cancelling it clears it", async () => {
    const [waiting] = (await claimsOf("Dinner Reservations")).filter((c) => c.reservedFor === null && c.status === "incomplete");
    const when = soon();
    const response = await send("POST", `/claims/${waiting!.id}/reserve`, { reserve_for: when });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reserved_for).toBe(when);
    expect((await claim(waiting!.id))!.reservedFor!.toISOString()).toBe(when);
    const cleared = await send("DELETE", `/claims/${waiting!.id}/reserve`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.reserved_for).toBeNull();
    expect((await claim(waiting!.id))!.reservedFor).toBeNull();
  });

  it("refuses a missing date, a past date and one more than 60 days away", async () => {
    const [waiting] = (await claimsOf("Weekend Brunch Bookings")).filter((c) => c.reservedFor === null);
    const cases: [object, string][] = [
      [{}, "Please select a date."],
      [{ reserve_for: "" }, "Please select a date."],
      [{ reserve_for: "not a date" }, "Please select a date."],
      [{ reserve_for: new Date(Date.now() - 3600_000).toISOString() }, "Date must be in future."],
      [{ reserve_for: new Date(Date.now() + 61 * DAY).toISOString() }, "Pick a date within 60 days."],
    ];
    for (const [body, message] of cases) {
      const response = await send("POST", `/claims/${waiting!.id}/reserve`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await claim(waiting!.id))!.reservedFor).toBeNull();
  });

  it("refuses offers that take no reservations, and another business's claims", async () => {
    const [timed] = await claimsOf("Sunset Brunch");
    expect((await send("POST", `/claims/${timed!.id}/reserve`, { reserve_for: soon() })).json().message).toBe(
      "Only reservation offers take reservation times.",
    );
    const [theirs] = (await claimsOf("Dinner Reservations")).filter((c) => c.reservedFor !== null);
    expect((await send("POST", `/claims/${theirs!.id}/reserve`, { reserve_for: soon() }, rival)).statusCode).toBe(404);
    expect((await send("DELETE", `/claims/${theirs!.id}/reserve`, undefined, rival)).statusCode).toBe(404);
    expect((await claim(theirs!.id))!.reservedFor).not.toBeNull();
  });
});
