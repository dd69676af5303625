// The rows an offer card lists by type (docs/product/offers.md#rows-per-type): groups, the reservation schedule and the
// awaiting reservations of placeholders, plus the check-in form they share with the modals.
import { Link } from "@remix-run/react";
import { CheckInForm as SharedCheckInForm } from "~/components/check-in-form";
import type { Group } from "../../../contract/schemas/offers";
import { checkInName } from "~/lib/offers/format";
import type { AttendeeView as Attendee, OfferView as Offer, ScheduleDay } from "~/lib/offers/list-view";
import { useOfferModal } from "./modal-links";
import { CHECKABLE } from "../../../contract/offers";
import { checkInButton } from "~/lib/offers/check-in-button";

/** The check-in button of a card's row or the claims modal, posting back to the page it is on. */
export function CheckInForm({ offer, claim }: { offer: Offer; claim: Attendee }) {
  const modal = useOfferModal();
  const { reason, waiting } = checkInButton(offer.type, claim.check_in ?? { open: true, notice: null });
  // The reason is the row's last line (CSS order), after the row's other actions.
  return (
    <SharedCheckInForm
      offerId={offer.id}
      claimId={claim.id}
      name={claim.model.name}
      action={modal.formAction}
      reason={reason}
      waiting={waiting}
      reasonClassName="check-in__reason"
    />
  );
}

function groupStatus(group: Group) {
  if (group.status === "cancelled") return "Cancelled";
  if (group.status === "finalized") return "Finalized";
  return "Forming";
}

export function GroupRows({ offer, live }: { offer: Offer; live: boolean }) {
  const modal = useOfferModal();
  if (!offer.groups.length) return <p className="offer-rows__empty">No groups yet.</p>;
  return (
    <section className="offer-rows" aria-label={`Groups of ${offer.subtitle}`}>
      <h3 className="offer-rows__title">Groups</h3>
      <ul className="offer-rows__list">
        {offer.groups.map((group) => {
          const owner = group.owner ? `${group.owner.first_name} ${group.owner.last_name}` : "A group";
          return (
            <li key={group.id} className="offer-row offer-row--group">
              <span className="offer-row__main">
                <span className="offer-row__name">{checkInName(`${owner}'s group`)}</span>{" "}
                <span className="offer-row__sub">
                  <span className="nowrap">{group.confirmed.length} confirmed ·</span> <span className="nowrap">{group.uncertain.length} uncertain ·</span>{" "}
                  <span className="nowrap">{group.invitees.length} invited</span>
                </span>
              </span>{" "}
              <span className={`status status--${group.status ?? "forming"}`}>{groupStatus(group)}</span>{" "}
              <Link className="offer-row__link" to={modal.open("group", { offer: offer.id, group: group.id })} preventScrollReset>
                View<span className="visually-hidden"> {owner}'s group</span>
              </Link>
              {live && group.status !== "cancelled" ? (
                <Link
                  className="offer-row__link offer-row__link--danger"
                  to={modal.open("cancel-group", { offer: offer.id, group: group.id })}
                  preventScrollReset
                >
                  Cancel<span className="visually-hidden"> {owner}'s group</span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A card lists the first rows of a long schedule; the claims modal lists them all. */
function MoreRows({ offer, listed, total, what }: { offer: Offer; listed: number; total: number; what: string }) {
  const modal = useOfferModal();
  if (total <= listed) return null;
  return (
    <p className="offer-rows__more">
      <Link to={modal.open("claims", { offer: offer.id })} preventScrollReset>
        {total - listed} more {what}
        <span className="visually-hidden"> of {offer.subtitle}</span>
      </Link>
    </p>
  );
}

function AwaitingRow({ offer, claim, live }: { offer: Offer; claim: Attendee; live: boolean }) {
  return (
    <li className="offer-row">
      <span className="offer-row__main">
        <span className="offer-row__name">{checkInName(claim.model.name)}</span> <span className="offer-row__sub">Awaiting reservation</span>
      </span>{" "}
      {live ? <EnterTimeLink offer={offer} claim={claim} className="button button--secondary button--small" /> : null}
    </li>
  );
}

/** Opens the reservation form for a model awaiting a time (on a card and in the claims modal). */
export function EnterTimeLink({ offer, claim, className }: { offer: Offer; claim: Attendee; className: string }) {
  const modal = useOfferModal();
  return (
    <Link className={className} to={modal.open("reserve", { offer: offer.id, claim: claim.id })} preventScrollReset>
      Enter time<span className="visually-hidden"> for {claim.model.name}</span>
    </Link>
  );
}

/** The rows of a schedule's days, in the order the server gave. */
function rowsOf(day: ScheduleDay, claims: Attendee[]) {
  return day.ids.map((id) => claims.find((c) => c.id === id)).filter((c): c is Attendee => c !== undefined);
}

export function ReservationRows({ offer, live }: { offer: Offer; live: boolean }) {
  const modal = useOfferModal();
  const days = offer.schedule;
  return (
    <section className="offer-rows" aria-label={`Schedule of ${offer.subtitle}`}>
      <details className="schedule" open>
        <summary className="schedule__toggle">
          <span className="schedule__hide">Hide Schedule</span> <span className="schedule__show">Show Schedule</span>
        </summary>
        {days.length ? null : <p className="offer-rows__empty">No reservations yet.</p>}
        {days.map((day) => (
          <div key={day.day} className="schedule__day">
            <h3 className="offer-rows__title">{day.label}</h3>
            <ul className="offer-rows__list">
              {rowsOf(day, offer.attendees).map((claim) => (
                <li key={claim.id} className="offer-row">
                  {/* Spaces between the parts: a text browser reads "7:42 AM Chloe Okafor Checked in". */}
                  <span className="offer-row__time">{claim.time}</span>{" "}
                  <span className="offer-row__main">
                    <span className="offer-row__name">{checkInName(claim.model.name)}</span> <span className="offer-row__sub">{claim.status_label}</span>
                  </span>{" "}
                  {live && CHECKABLE.includes(claim.status) ? (
                    <>
                      <CheckInForm offer={offer} claim={claim} />
                      <Link
                        className="offer-row__link offer-row__link--danger"
                        to={modal.open("cancel-reservation", { offer: offer.id, claim: claim.id })}
                        preventScrollReset
                      >
                        Cancel<span className="visually-hidden"> reservation of {claim.model.name}</span>
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <MoreRows
          offer={offer}
          listed={offer.attendees.length}
          total={offer.attendees_count}
          what={offer.attendees_count - offer.attendees.length === 1 ? "reservation" : "reservations"}
        />
        {offer.awaitings.length ? (
          <div className="schedule__day">
            <h3 className="offer-rows__title">Awaiting reservation</h3>
            <ul className="offer-rows__list">
              {offer.awaitings.map((claim) => (
                <AwaitingRow key={claim.id} offer={offer} claim={claim} live={live} />
              ))}
            </ul>
            <MoreRows offer={offer} listed={offer.awaitings.length} total={offer.awaitings_count} what="awaiting" />
          </div>
        ) : null}
      </details>
    </section>
  );
}

export function PlaceholderRows({ offer, live }: { offer: Offer; live: boolean }) {
  const days = offer.awaiting_days;
  return (
    <section className="offer-rows" aria-label={`Awaiting reservations of ${offer.subtitle}`}>
      <h3 className="offer-rows__title">Awaiting reservations</h3>
      {days.length ? null : <p className="offer-rows__empty">Nobody is waiting for a reservation.</p>}
      {days.map((day) => (
        <div key={day.day} className="schedule__day">
          <h4 className="offer-rows__day">{day.label}</h4>
          <ul className="offer-rows__list">
            {rowsOf(day, offer.awaitings).map((claim) => (
              <AwaitingRow key={claim.id} offer={offer} claim={claim} live={live} />
            ))}
          </ul>
        </div>
      ))}
      <MoreRows offer={offer} listed={offer.awaitings.length} total={offer.awaitings_count} what="awaiting" />
    </section>
  );
}
