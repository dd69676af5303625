import { describe, expect, it } from "vitest";
import { claimSections, claimsTitle, heldElsewhereNote } from "~/lib/offers/claims-tally";

// What the API answers for a list (api/README.md, Offers): the claims it shows and its counts.
const claim = (status: string, holds_spot = true) => ({ status, holds_spot });
const RELEASED = ["canceled", "cancelled", "expired", "declined"];
const offerOf = (attendees: string[], awaitings: number, heldElsewhere = 0) => {
  const listed = { attendees: attendees.map((s) => claim(s, !RELEASED.includes(s))), awaitings: Array.from({ length: awaitings }, () => claim("incomplete")) };
  const holding = [...listed.attendees, ...listed.awaitings].filter((c) => c.holds_spot).length;
  return { ...listed, claims_count: attendees.length + awaitings, held_elsewhere_count: heldElsewhere, taken_spots: holding + heldElsewhere };
};

/** The title's N, the sections' sizes, and the spots held that the sections show. */
function tally(offer: ReturnType<typeof offerOf>) {
  const sections = claimSections(offer);
  return {
    title: claimsTitle(offer),
    sections: sections.map((s) => `${s.label} (${s.claims.length})${s.holdsSpots ? "" : ", not counted in spots"}`),
    listed: sections.reduce((n, s) => n + s.claims.length, 0),
    counted: sections.filter((s) => s.holdsSpots).reduce((n, s) => n + s.claims.length, 0),
  };
}

describe("the claims modal's title counts what its sections list", () => {
  it("counts awaiting reservations with the attendees: Weekend Brunch Bookings is 6 claims, as its sections and its 6 spots held say", () => {
    const brunch = offerOf(["active"], 5);
    expect(tally(brunch)).toEqual({ title: "6 CLAIMS", sections: ["Active (1)", "Awaiting reservation (5)"], listed: 6, counted: 6 });
    expect(brunch.taken_spots).toBe(6);
    expect(heldElsewhereNote(brunch.held_elsewhere_count, "active")).toBeNull();
  });

  it("counts a listed claim that holds no spot in the title, and its section says it is not counted in spots", () => {
    // Dinner Reservations in Active: two reservations today, one checked in, one expired, two awaiting.
    const dinner = offerOf(["active", "used", "expired", "active"], 2, 2);
    const { title, sections, listed, counted } = tally(dinner);
    expect(title).toBe("6 CLAIMS");
    expect(listed).toBe(6);
    expect(sections).toEqual(["Active (2)", "Checked in (1)", "Expired (1), not counted in spots", "Awaiting reservation (2)"]);
    // The counters: 5 listed claims hold spots, and 2 reservations Active does not list.
    expect(counted + dinner.held_elsewhere_count).toBe(dinner.taken_spots);
    expect(dinner.taken_spots).toBe(7);
  });

  it("leaves declined claims out of the sections, and says CLAIM for one", () => {
    const one = { ...offerOf(["active"], 0), attendees: [claim("active"), claim("declined", false)] };
    expect(claimSections(one).map((s) => s.key)).toEqual(["active"]);
    expect(claimsTitle({ claims_count: 1 })).toBe("1 CLAIM");
    expect(claimsTitle({ claims_count: 0 })).toBe("0 CLAIMS");
    expect(claimsTitle({ claims_count: 17 })).toBe("17 CLAIMS");
  });
});

describe("spots held by claims the tab does not list are said in words", () => {
  it("in Active, names the reservations more than 24 hours away and points to Upcoming", () => {
    expect(heldElsewhereNote(2, "active")).toEqual({
      text: "The counters also count 2 reservations more than 24 hours away, which Active does not list:",
      upcoming: true,
    });
    expect(heldElsewhereNote(1, "active")?.text).toBe("The counters also count 1 reservation more than 24 hours away, which Active does not list:");
  });

  it("says nothing when the sections show every spot held, and plainly elsewhere", () => {
    expect(heldElsewhereNote(0, "active")).toBeNull();
    expect(heldElsewhereNote(0, "upcoming")).toBeNull();
    expect(heldElsewhereNote(3, "past")).toEqual({ text: "The counters also count 3 claims this list does not show.", upcoming: false });
  });
});
