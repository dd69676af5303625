// The roles a seat can be given, in the owner's words (docs/product/accounts.md#seats-and-roles): what the Team page offers when
// inviting or changing a seat, and how it names each role. The API holds what each role may do
// (api/services/accounts/roles.ts); these sentences must say the same. Pure, no zod: the page's
// components import it.
import type { Role } from "./nav";

export type SeatRoleOfInvite = Exclude<Role, "owner">;

/** The roles an invitation or a change can give, in the order the select offers them. */
export const SEAT_ROLES: ReadonlyArray<{ value: SeatRoleOfInvite; label: string; hint: string }> = [
  { value: "manager", label: "Manager", hint: "Everything but billing and this Team page." },
  { value: "door", label: "Door", hint: "The door list and the dashboard's Today block only." },
];

const LABELS: Record<Role, string> = { owner: "Owner", manager: "Manager", door: "Door" };

export function roleLabel(role: Role): string {
  return LABELS[role];
}

/** A seat's role as a sentence says it: 'door staff', 'a manager'. */
export const roleInWords = (role: SeatRoleOfInvite) => (role === "door" ? "door staff" : "a manager");

/** The notice the Team page shows after a change went through (a flash, for the next page only). */
export const teamNotice = {
  invited: (name: string, email: string) => `Invitation sent to ${name} (${email}).`,
  cancelled: "Invitation cancelled: its link no longer works.",
  roleChanged: (name: string, role: SeatRoleOfInvite) => `Role changed: ${name} is now ${roleInWords(role)}.`,
  removed: "Seat removed: their sessions have ended.",
  locationsChanged: (name: string, places: string[], role: SeatRoleOfInvite = "door") =>
    role === "manager"
      ? places.length
        ? `Locations changed: ${name} manages ${listInWords(places)} only.`
        : `Locations changed: ${name} manages every location.`
      : places.length
        ? `Locations changed: ${name} works the door of ${listInWords(places)} only.`
        : `Locations changed: ${name} works every location's door.`,
};

const AND = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** 'A', 'A and B', 'A, B, and C'. */
export const listInWords = (items: string[]) => AND.format(items);

/** The names of the places among `ids`, in the brand's order: none for every location (null). */
export function placeNames(ids: number[] | null, places: ReadonlyArray<{ id: number; name: string }>): string[] {
  return ids ? places.filter((place) => ids.includes(place.id)).map((place) => place.name) : [];
}

/** Where a door or manager seat works, for its line on the Team page: its locations' names, or every location. */
export function seatPlaces(ids: number[] | null, places: ReadonlyArray<{ id: number; name: string }>): string {
  if (!ids) return "Every location";
  const names = placeNames(ids, places);
  return names.length ? listInWords(names) : "No open location";
}

/** What a seat's locations are to it, as the Team page's boxes are headed. */
export const placesLegend = (role: SeatRoleOfInvite) => (role === "manager" ? "Manages" : "Works the door of");

/** The invitation form's fields: the API's field messages for them show under them. */
export const INVITE_FIELDS = ["name", "email", "role"];
