// The roles in the owner's words (app/lib/seats/roles.ts): what the Team page offers and the
// notices it shows after a change.
import { describe, expect, it } from "vitest";
import { roleLabel, SEAT_ROLES, teamNotice } from "~/lib/seats/roles";

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
