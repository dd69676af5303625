// The door list (docs/product/door.md): today's check-ins across the brand's offers, as the door
// seat works through them on a phone or on paper. The rule is the dashboard's (reports/check-ins-today.ts);
// the door lists them all up to DOOR_LIMIT, with what the door needs of each.
import type { Db } from "../../db";
import type { ChangedBy } from "../accounts/changes";
import { checkInState, type CheckInState } from "../offers/check-in";
import { todaysCheckIns } from "../reports/check-ins-today";

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

export type DoorList = { check_ins: DoorCheckIn[]; more: number };

export async function getDoorList(db: Db, businessId: number, search: string | undefined, now = new Date()): Promise<DoorList> {
  const { rows, more } = await todaysCheckIns(db, businessId, now, { limit: DOOR_LIMIT, search });
  return {
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
