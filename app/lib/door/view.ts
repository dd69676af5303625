// What the door list shows (docs/product/door.md#the-list), written on the server from the API's answer: times in
// each offer's own time zone, who is still expected and who is here. The screen and the printed
// list read the same rows. Pure, so the page reads the same in a test.
import type { DoorData } from "../../../contract/schemas/door";
import { checkInButton, type CheckInButton } from "~/lib/offers/check-in-button";
import { byLabel, checkInName, timeLabel } from "~/lib/offers/format";
import { formatInZone } from "../zoned-format";

export type DoorRow = CheckInButton & {
  claimId: number;
  offerId: number;
  offer: string;
  model: string;
  handle: string | null;
  avatar: string;
  /** The expected time, '8:14 PM'. */
  time: string;
  /** '1 person', '3 people'. */
  group: string;
  /** When the model was checked in ('8:20 PM'), null while expected. */
  here: string | null;
};

export type DoorView = {
  /** 'Thu, Nov 26', the day of the listed offers (null with nothing listed). */
  date: string | null;
  expected: DoorRow[];
  /** Checked in today, the latest first. */
  here: DoorRow[];
  /** Listed nowhere: past the API's bound. */
  more: number;
  /** The location whose door this is (null: every location's), and those the seat may choose between. */
  location: DoorData["location"];
  locations: DoorData["locations"];
  /** Whether "All locations" is one of the choices. */
  everyLocation: boolean;
};

export const groupLabel = (size: number) => (size === 1 ? "1 person" : `${size} people`);

/** Every listed row in the API's order: the expected time, then the claim. */
export function doorRows(data: DoorData): DoorRow[] {
  return data.check_ins.map((c) => ({
    claimId: c.claim_id,
    offerId: c.offer.id,
    offer: c.offer.title,
    model: checkInName(c.model.name),
    handle: c.model.handle,
    avatar: c.model.avatar,
    time: timeLabel(new Date(c.at), c.timezone),
    group: groupLabel(c.group_size),
    here: c.checked_in_at ? `${timeLabel(new Date(c.checked_in_at), c.timezone)}${byLabel(c.checked_in_by)}` : null,
    ...(c.checked_in_at ? { reason: null, waiting: false } : checkInButton(c.offer.type, c.check_in)),
  }));
}

/** A day's title: 'Thu, Nov 26', the day of the listed offers (null with nothing listed). */
export function doorDate(data: DoorData) {
  const first = data.check_ins[0];
  return first ? formatInZone(new Date(first.at), first.timezone, "EEE, MMM d") : null;
}

export function doorView(data: DoorData): DoorView {
  const rows = doorRows(data);
  const checkedIn = (i: number) => Date.parse(data.check_ins[i]!.checked_in_at!);
  const here = rows.flatMap((row, i) => (row.here ? [i] : [])).sort((a, b) => checkedIn(b) - checkedIn(a));
  return {
    date: doorDate(data),
    expected: rows.filter((row) => !row.here),
    here: here.map((i) => rows[i]!),
    more: data.more,
    location: data.location,
    locations: data.locations,
    everyLocation: data.every_location,
  };
}
