// What of the main navigation a seat sees (docs/product/accounts.md#navigation): the owner all of
// it; a manager all but billing; a door seat its door list alone. The API holds the
// same rule for every route (api/services/accounts/roles.ts): a link shown here is a page the
// seat may open. Pure.
export type Role = "owner" | "manager" | "door";

/** The role of the signed-in seat; an answer without one is the owner's (the spec's one user). */
export function roleOf(me: { seat?: { role: Role } | null }): Role {
  return me.seat?.role ?? "owner";
}

/** Whether `role` is shown the navigation entry that leads to `to`. */
export function navShows(role: Role, to: string): boolean {
  if (role === "door") return to === "/door";
  if (to === "/door") return false;
  return role === "owner" || to !== "/billing";
}
