// The door list (docs/product/door.md): today's check-ins across the brand's offers, or one location's
// (docs/features/locations.md#the-door-per-location), as the door seat works through them on a phone or on paper. The rule is the dashboard's (reports/check-ins-today.ts);
// the door lists them all up to DOOR_LIMIT, with what the door needs of each.
import type { Db } from "../../db";
import type { ChangedBy } from "../accounts/changes";
import { checkInState, type CheckInState } from "../offers/check-in";
import { todaysCheckIns } from "../reports/check-ins-today";
import { doorPlaces, type DoorPlace } from "../accounts/locations";
import { notFound } from "../../lib/errors";

/** A busy day's door list stops here; the rest are counted (and found by searching). */
export const DOOR_LIMIT = 500;

export type DoorCheckIn = {
  claim_id: number;
  offer: { id: number; title: string; type: string };
  model: { id: number; name: string; avatar: string; handle: string | null };
  /** The expected time, and the offer's time zone to read it in. */
  at: string;
  timezone: string;
  group_size: number;
  checked_in_at: string | null;
  /** The seat that checked the model in, when one did. */
  checked_in_by: ChangedBy | null;
  check_in: CheckInState;
};

export type DoorList = { check_ins: DoorCheckIn[]; more: number; location: DoorPlace | null; locations: DoorPlace[]; every_location: boolean };

/**
 * The door of one location, or of every location the seat may see. A seat limited to some
 * locations always works one door: the one it asks for among them, else its first. A location
 * it may not see is not found, as another brand's.
 */
export async function getDoorList(
  db: Db,
  businessId: number,
  opts: { search?: string; location?: number; scope?: number[] | null },
  now = new Date(),
): Promise<DoorList> {
  const places = await doorPlaces(db, businessId, opts.scope);
  const asked = opts.location === undefined ? undefined : places.find((place) => place.id === opts.location);
  if (opts.location !== undefined && !asked) throw notFound("There is no such location.");
  const location = asked ?? (opts.scope ? (places[0] ?? null) : null);
  const at = location ? [location.id] : opts.scope ? [] : null;
  const { rows, more } = await todaysCheckIns(db, businessId, now, { limit: DOOR_LIMIT, search: opts.search, locations: at });
  return {
    location,
    locations: places,
    every_location: !opts.scope,
    check_ins: rows.map(({ claim, offer, model, at, groupSize, checkedInBy }) => ({
      claim_id: claim.id,
      offer: { id: offer.id, title: offer.subtitle, type: offer.type },
      model,
      at: at.toISOString(),
      timezone: offer.timezone,
      group_size: groupSize,
      // Listed only when checked in today (the rule), so a used claim has its time.
      checked_in_at: claim.status === "used" && claim.checkedInAt ? claim.checkedInAt.toISOString() : null,
      checked_in_by: checkedInBy,
      check_in: checkInState(claim, offer, now),
    })),
    more,
  };
}
