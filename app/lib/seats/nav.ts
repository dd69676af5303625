// What of the main navigation a seat sees (docs/product/accounts.md#navigation): the owner all of
// it; a manager all but billing; a venue's manager (one limited to some locations) its offers and
// results; a door seat its door list alone. Which pages a role may open is
// the table of pages.ts, which the web tool's gate holds too: a link shown here is never refused.
// Pure.
import { mayOpen } from "./pages";

export type Role = "owner" | "manager" | "door";

/**
 * What a seat may open by: its role, and a manager limited to some of the brand's locations is a
 * venue's, as the API's table has it (api/services/accounts/roles.ts, accessOf).
 */
export type Access = Role | "venue";

type Seated = { seat?: { role: Role; location_ids?: number[] | null } | null };

/** The access of the signed-in seat; an answer without one is the owner's (the spec's one user). */
export function roleOf(me: Seated): Access {
  const role = me.seat?.role ?? "owner";
  return role === "manager" && me.seat?.location_ids ? "venue" : role;
}

/** The locations a seat is limited to, or null for every one. */
export function seatLocations(me: Seated): number[] | null {
  return me.seat?.location_ids ?? null;
}

/**
 * Pages a role may open that its menu leaves out: the owner and managers reach the door list from
 * the dashboard's Today block, and a door seat's dashboard is its door list.
 */
const LEFT_OUT: Record<Access, readonly string[]> = { owner: ["/door"], manager: ["/door"], venue: ["/door"], door: ["/"] };

/** Whether `role` is shown the navigation entry that leads to `to`. */
export function navShows(role: Access, to: string): boolean {
  return mayOpen(role, to) && !LEFT_OUT[role].includes(to);
}
