import { describe, expect, it } from "vitest";
import type { DoorData } from "../../../../../contract/schemas/door";
import { doorView, groupLabel } from "~/lib/door/view";

type CheckIn = DoorData["check_ins"][number];
const closed = { open: false, notice: "Check-in for this reservation opens at 9:00 PM on Thu, Nov 26.", opens_at: null, closes_at: null };
const open = { open: true, notice: null, opens_at: null, closes_at: null };
const AT_EVERY_LOCATION = { location: null, locations: [], every_location: true };
const AT_EVERY_LOCATION_VIEW = { location: null, locations: [], everyLocation: true };

function checkIn(id: number, over: Partial<CheckIn> = {}): CheckIn {
  return {
    claim_id: id,
    offer: { id: 1, title: "Dinner", type: "timed" },
    model: { id: id, name: `Model ${id}`, avatar: "/a.jpg", handle: `model${id}` },
    at: "2026-11-27T01:14:00.000Z",
    timezone: "America/New_York",
    group_size: 1,
    checked_in_at: null,
    check_in: open,
    ...over,
  };
}

describe("the door list", () => {
  it("writes times in the offer's own zone and says how many come", () => {
    const view = doorView({ check_ins: [checkIn(1, { group_size: 3 })], more: 0, ...AT_EVERY_LOCATION });
    expect(view.date).toBe("Thu, Nov 26");
    expect(view.expected[0]).toMatchObject({ time: "8:14 PM", group: "3 people", handle: "model1", here: null, reason: null, waiting: false });
    expect(groupLabel(1)).toBe("1 person");
  });

  it("moves checked-in models to Here, the latest first, with the time they came", () => {
    const view = doorView({
      check_ins: [
        checkIn(1, { checked_in_at: "2026-11-27T01:00:00.000Z" }),
        checkIn(2),
        checkIn(3, { checked_in_at: "2026-11-27T01:20:00.000Z", checked_in_by: { name: "Ana", role: "door" } }),
      ],
      more: 4,
      ...AT_EVERY_LOCATION,
    });
    expect(view.expected.map((r) => r.claimId)).toEqual([2]);
    expect(view.here.map((r) => [r.claimId, r.here])).toEqual([
      [3, "8:20 PM by Ana (door)"],
      [1, "8:00 PM"],
    ]);
    expect(view.more).toBe(4);
  });

  it("disables a reservation's button outside its time with the reason, and greys the others before they begin", () => {
    const view = doorView({
      check_ins: [
        checkIn(1, { offer: { id: 2, title: "Table", type: "reservation_required" }, check_in: closed }),
        checkIn(2, { check_in: { ...closed, notice: "x" } }),
      ],
      more: 0,
      ...AT_EVERY_LOCATION,
    });
    expect(view.expected.map((r) => [r.reason, r.waiting])).toEqual([
      [closed.notice, false],
      [null, true],
    ]);
  });

  it("has no day to name when nothing is listed", () => {
    expect(doorView({ check_ins: [], more: 0, ...AT_EVERY_LOCATION })).toEqual({ date: null, expected: [], here: [], more: 0, ...AT_EVERY_LOCATION_VIEW });
  });
});
