// What of the main navigation a seat sees (docs/product/accounts.md#navigation): the owner all of
// it; a manager all but billing; a door seat its door list alone. Which pages a role may open is
// the table of pages.ts, which the web tool's gate holds too: a link shown here is never refused.
// Pure.
import { mayOpen } from "./pages";

export type Role = "owner" | "manager" | "door";

/** The role of the signed-in seat; an answer without one is the owner's (the spec's one user). */
export function roleOf(me: { seat?: { role: Role } | null }): Role {
  return me.seat?.role ?? "owner";
}

/**
 * Pages a role may open that its menu leaves out: the owner and managers reach the door list from
 * the dashboard's Today block, and a door seat's dashboard is its door list.
 */
const LEFT_OUT: Record<Role, readonly string[]> = { owner: ["/door"], manager: ["/door"], door: ["/"] };

/** Whether `role` is shown the navigation entry that leads to `to`. */
export function navShows(role: Role, to: string): boolean {
  return mayOpen(role, to) && !LEFT_OUT[role].includes(to);
}
