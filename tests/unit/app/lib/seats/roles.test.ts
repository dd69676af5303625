// The roles in the owner's words (app/lib/seats/roles.ts): what the Team page offers and the
// notices it shows after a change.
import { describe, expect, it } from "vitest";
import { placeNames, roleLabel, SEAT_ROLES, seatPlaces, teamNotice } from "~/lib/seats/roles";

describe("the roles a seat can be given", () => {
  it("offers a manager and door staff, never a second owner, each with what it may do", () => {
    expect(SEAT_ROLES.map((role) => role.value)).toEqual(["manager", "door"]);
    expect(SEAT_ROLES.find((role) => role.value === "manager")?.hint).toBe("Everything but billing and this Team page.");
    expect(SEAT_ROLES.find((role) => role.value === "door")?.hint).toBe("The door list and the dashboard's Today block only.");
  });

  it("names every role", () => {
    expect([roleLabel("owner"), roleLabel("manager"), roleLabel("door")]).toEqual(["Owner", "Manager", "Door"]);
  });

  it("says who was invited and what a role change made of the seat", () => {
    expect(teamNotice.invited("Robin Door", "robin@example.com")).toBe("Invitation sent to Robin Door (robin@example.com).");
    expect(teamNotice.roleChanged("Robin Door", "door")).toBe("Role changed: Robin Door is now door staff.");
    expect(teamNotice.roleChanged("Robin Door", "manager")).toBe("Role changed: Robin Door is now a manager.");
  });
});

describe("where a door seat works", () => {
  const places = [
    { id: 1, name: "Demo Bistro" },
    { id: 2, name: "Demo Bistro Downtown" },
    { id: 3, name: "Demo Bistro Uptown" },
  ];

  it("names its locations in the brand's order, every location, or none still open", () => {
    expect(seatPlaces(null, places)).toBe("Every location");
    expect(seatPlaces([3, 1], places)).toBe("Demo Bistro and Demo Bistro Uptown");
    expect(seatPlaces([1, 2, 3], places)).toBe("Demo Bistro, Demo Bistro Downtown, and Demo Bistro Uptown");
    expect(seatPlaces([9], places)).toBe("No open location");
    expect(placeNames(null, places)).toEqual([]);
  });

  it("says what a change of locations made of the seat", () => {
    expect(teamNotice.locationsChanged("Casey", ["Demo Bistro Downtown"])).toBe("Locations changed: Casey works the door of Demo Bistro Downtown only.");
    expect(teamNotice.locationsChanged("Casey", [])).toBe("Locations changed: Casey works every location's door.");
    expect(teamNotice.locationsChanged("Riley", ["Downtown"], "manager")).toBe("Locations changed: Riley manages Downtown only.");
    expect(teamNotice.locationsChanged("Riley", [], "manager")).toBe("Locations changed: Riley manages every location.");
  });
});
