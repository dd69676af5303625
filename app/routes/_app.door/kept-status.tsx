// What the phone keeps, said above the door list (issue #30): how many check-ins wait to be
// sent, whether there is a connection, and when the list last heard from the server. Shown only
// once the page's script runs: without it every check-in is a post and nothing is kept.
import { timeLabel } from "~/lib/offers/format";
import type { DoorKept } from "./kept";

const count = (n: number) => (n === 1 ? "1 check-in" : `${n} check-ins`);

export function KeptStatus({ phone }: { phone: DoorKept }) {
  if (!phone.ready) return null;
  const waiting = phone.kept.filter((k) => k.refused === null).length;
  const synced = phone.syncedAt ? `Last synced ${timeLabel(new Date(phone.syncedAt), Intl.DateTimeFormat().resolvedOptions().timeZone)}.` : "Not synced yet.";
  return (
    <p className={`door__kept${waiting ? " door__kept--waiting" : ""}`} role="status">
      {phone.online ? null : <strong>No connection. </strong>}
      {waiting ? `${count(waiting)} waiting to send. ` : "Every check-in is sent. "}
      {synced}
      {phone.problem ? <span className="door__kept-problem"> {phone.problem}</span> : null}
    </p>
  );
}
