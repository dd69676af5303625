// What the door list shows (issue #30), written on the server from the API's answer: times in
// each offer's own time zone, who is still expected and who is here. The screen and the printed
// list read the same rows. Pure, so the page reads the same in a test.
import type { DoorData } from "~/lib/api/door.schemas";
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
  /** Checked in on this phone, not yet sent (the page's script keeps it: queue.client.ts). */
  unsent?: boolean;
  /** The API's reason for refusing this phone's check-in of the row (another phone was first). */
  refused?: string | null;
};

export type DoorView = {
  /** 'Thu, Nov 26', the day of the listed offers (null with nothing listed). */
  date: string | null;
  expected: DoorRow[];
  /** Checked in today, the latest first. */
  here: DoorRow[];
  /** Listed nowhere: past the API's bound. */
  more: number;
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
  };
}

/** A check-in this phone keeps (app/lib/door/queue.client.ts): waiting to be sent, or refused with the API's reason. */
export type KeptCheckIn = { claim: number; refused: string | null };

export const WAITING_TO_SEND = "Checked in · waiting to send";

/**
 * The list as this phone shows it: a row checked in here but not yet sent moves to Here at once,
 * 'waiting to send', first; a refused one stays where the API puts it, with the reason.
 */
export function withKept(view: DoorView, kept: KeptCheckIn[]): DoorView {
  if (!kept.length) return view;
  const waiting = new Set(kept.filter((k) => k.refused === null).map((k) => k.claim));
  const refused = new Map(kept.flatMap((k) => (k.refused === null ? [] : [[k.claim, k.refused] as const])));
  const mark = (row: DoorRow): DoorRow => (refused.has(row.claimId) ? { ...row, refused: refused.get(row.claimId) } : row);
  const sent = view.expected.filter((row) => waiting.has(row.claimId)).map((row) => ({ ...row, here: WAITING_TO_SEND, unsent: true }));
  return {
    ...view,
    expected: view.expected.filter((row) => !waiting.has(row.claimId)).map(mark),
    here: [...sent, ...view.here.map(mark)],
  };
}
