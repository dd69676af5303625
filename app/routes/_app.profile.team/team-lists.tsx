// The Team page's two lists: the seats (the owner's first, then each seat with its role form and
// the way to remove it) and the invitations waiting to be used, each with its Cancel. Removing
// asks first, as URL state (?confirm=remove&seat=…), so it works without JavaScript.
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Alert } from "~/components/alert";
import { ConfirmForm } from "~/components/confirm-form";
import { Modal, useModalLinks } from "~/components/modal";
import type { Invitation, Seat } from "../../../contract/schemas/team";
import { formatDay } from "~/lib/format";
import { placesLegend, roleLabel, SEAT_ROLES, seatPlaces } from "~/lib/seats/roles";

const PAGE = "/profile/team";

/** Who a seat is, in words: the name given in the invitation, else the username. */
const nameOf = (seat: Seat) => seat.name || seat.username;

/**
 * A row's submit button: of the many rows' forms with the same intent, only the one being sent
 * (its `field` holds `value`) says what is happening.
 */
function RowSubmit({
  intent,
  field,
  value,
  pendingText,
  children,
}: {
  intent: string;
  field: string;
  value: number;
  pendingText: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const form = navigation.state === "submitting" ? navigation.formData : undefined;
  const pending = form?.get("intent") === intent && form.get(field) === String(value);
  return (
    <button type="submit" name="intent" value={intent} className="button button--small button--secondary" aria-disabled={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  );
}

/** One person of a list: their name and how to reach them, what they are, and what can be done. */
function Person({ name, detail, about, children }: { name: string; detail: string; about: string; children?: ReactNode }) {
  return (
    <li className="team__item">
      <p className="team__who">
        <span className="team__name">{name}</span> <span className="team__detail">{detail}</span>
      </p>
      <p className="team__about">{about}</p>
      {children}
    </li>
  );
}

function RoleForm({ seat }: { seat: Seat }) {
  const id = `seat-${seat.id}-role`;
  return (
    <Form method="post" className="field team__role-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="seat" value={seat.id} />
      <label htmlFor={id}>
        Role<span className="visually-hidden"> of {nameOf(seat)}</span>
      </label>
      <select id={id} name="role" defaultValue={seat.role}>
        {SEAT_ROLES.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </select>
      <RowSubmit intent="change-role" field="seat" value={seat.id} pendingText="SAVING...">
        Save<span className="visually-hidden"> the role of {nameOf(seat)}</span>
      </RowSubmit>
    </Form>
  );
}

type Place = { id: number; name: string };

/**
 * A door or manager seat's locations, when the brand has several: a disclosure with a box per open
 * location, so it works without JavaScript. None ticked: every location. A manager limited to some
 * runs their offers and figures alone, and none of the brand's pages as a whole.
 */
function PlacesForm({ seat, places }: { seat: Seat & { role: "manager" | "door" }; places: Place[] }) {
  const chosen = new Set(seat.location_ids ?? []);
  return (
    <details className="team__places">
      <summary>
        Locations<span className="visually-hidden"> of {nameOf(seat)}</span>
      </summary>
      <Form method="post" className="team__places-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="seat" value={seat.id} />
        <fieldset>
          <legend>{placesLegend(seat.role)}</legend>
          {places.map((place) => (
            <label key={place.id} className="team__place">
              <input type="checkbox" name="locations" value={place.id} defaultChecked={chosen.has(place.id)} /> {place.name}
            </label>
          ))}
          <p className="field__hint">None ticked: every location.</p>
        </fieldset>
        <RowSubmit intent="change-locations" field="seat" value={seat.id} pendingText="SAVING...">
          Save locations<span className="visually-hidden"> of {nameOf(seat)}</span>
        </RowSubmit>
      </Form>
    </details>
  );
}

/** What a seat is, in words: its role, where a door or manager seat works when the brand has several locations, and since when. */
function seatAbout(seat: Seat, places: Place[]) {
  const where = seat.role !== "owner" && places.length > 1 ? ` · ${seatPlaces(seat.location_ids, places)}` : "";
  return `${roleLabel(seat.role)}${where} · joined ${formatDay(seat.created_at)}`;
}

export function SeatList({ seats, places }: { seats: Seat[]; places: Place[] }) {
  const confirm = useModalLinks("confirm");
  return (
    <section className="profile-card" aria-labelledby="seats-title">
      <h2 id="seats-title">Seats</h2>
      <ul className="team__list" aria-labelledby="seats-title">
        {seats.map((seat) => (
          <Person key={seat.id} name={nameOf(seat)} detail={seat.username} about={seatAbout(seat, places)}>
            {/* The owner's seat can't be changed or removed (the API refuses it too). */}
            {seat.role === "owner" ? null : (
              <div className="team__actions">
                <RoleForm seat={seat} />
                <Link to={confirm.open("remove", { seat: String(seat.id) })} className="team__remove" preventScrollReset>
                  Remove<span className="visually-hidden"> {nameOf(seat)}</span>
                </Link>
              </div>
            )}
            {/* A new form once the locations are saved: closed, with the saved boxes ticked. */}
            {seat.role !== "owner" && places.length > 1 ? (
              <PlacesForm key={String(seat.location_ids)} seat={{ ...seat, role: seat.role }} places={places} />
            ) : null}
          </Person>
        ))}
      </ul>
    </section>
  );
}

export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  return (
    <section className="profile-card" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      {invitations.length === 0 ? (
        <p className="profile__empty">No invitations are waiting to be used.</p>
      ) : (
        <ul className="team__list" aria-labelledby="invitations-title">
          {invitations.map((invitation) => (
            <Person
              key={invitation.id}
              name={invitation.name}
              detail={invitation.email}
              about={`${roleLabel(invitation.role)} · expires ${formatDay(invitation.expires_at)}`}
            >
              <Form method="post" className="team__actions">
                <AuthenticityTokenInput />
                <input type="hidden" name="invitation" value={invitation.id} />
                <RowSubmit intent="cancel-invitation" field="invitation" value={invitation.id} pendingText="CANCELLING...">
                  Cancel invitation<span className="visually-hidden"> to {invitation.name}</span>
                </RowSubmit>
              </Form>
            </Person>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The confirmation of a seat's removal; `error`: the API's refusal of the last try. */
export function RemoveConfirm({ seats, error }: { seats: Seat[]; error: string | null }) {
  const confirm = useModalLinks("confirm");
  const seat = seats.find((s) => String(s.id) === confirm.params.get("seat") && s.role !== "owner");
  if (confirm.current !== "remove" || !seat) return null;
  return (
    <Modal id="confirm" title="Remove this seat?" closeHref={PAGE}>
      {error ? (
        <Alert title="An error occurred!">
          <p>{error}</p>
        </Alert>
      ) : null}
      <p>
        {nameOf(seat)} ({seat.username}) is signed out at once and can no longer sign in. Their username stays taken.
      </p>
      <ConfirmForm hidden={{ seat: seat.id }} backHref={PAGE} back="Keep" intent="remove" pendingText="REMOVING...">
        Remove seat
      </ConfirmForm>
    </Modal>
  );
}
