import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/submit-button";
import type { ShipAttendee } from "../../../contract/schemas/shipment";
import { canMarkDelivered, shipmentLabel, shipmentTone } from "~/lib/shipment/status";
import { Avatar } from "~/components/avatar";

type Props = { attendee: ShipAttendee; giftSource: string | null; editable: boolean; openHref: (name: string, extra?: Record<string, string>) => string };

export function ShipmentRow({ attendee, giftSource, editable, openHref }: Props) {
  const shipment = attendee.shipment;
  const status = shipment?.status ?? "unknown";
  const name = attendee.model.name;
  const address = shipment?.address;
  return (
    <li className="ship-card" aria-labelledby={`ship-${attendee.id}`}>
      <div className="ship-card__head">
        <Avatar src={attendee.model.avatar} size={48} />
        <h2 id={`ship-${attendee.id}`}>{name}</h2>
        <span className={`ship-badge ship-badge--${shipmentTone(status)}`}>{shipmentLabel(status)}</span>
      </div>
      <dl className="ship-card__facts">
        <div>
          <dt>Tracking number</dt>
          <dd>{shipment?.tracking_number ?? "None yet"}</dd>
        </div>
        <div>
          <dt>Carrier</dt>
          <dd>
            {shipment?.carrier ? (
              <img className="carrier-logo" src={shipment.carrier.logo_url} alt={shipment.carrier.title} width={72} height={24} loading="lazy" />
            ) : (
              "—"
            )}
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {address ? (
              <address>
                {address.address1}
                {address.address2 ? `, ${address.address2}` : ""}
                <br />
                {address.city}, {address.state} {address.postal_code}
              </address>
            ) : (
              "Not shared yet"
            )}
          </dd>
        </div>
      </dl>
      <div className="ship-card__actions">
        {shipment?.tracking_url ? (
          <a href={shipment.tracking_url} target="_blank" rel="noreferrer noopener" className="button button--secondary">
            Track package<span className="visually-hidden"> of {name}</span>
          </a>
        ) : null}
        {editable ? (
          <Link to={openHref("tracking", { claim: String(attendee.id) })} className="button button--secondary" preventScrollReset>
            {shipment?.tracking_number ? "Edit tracking number" : "Add tracking number"}
            <span className="visually-hidden"> for {name}</span>
          </Link>
        ) : null}
        {canMarkDelivered(giftSource, status) ? (
          <Link to={openHref("delivered", { claim: String(attendee.id) })} className="button button--secondary" preventScrollReset>
            Mark delivered<span className="visually-hidden"> for {name}</span>
          </Link>
        ) : null}
        {status !== "delivered" && status !== "dropped" && status !== "cancelled" ? (
          <Form method="post" preventScrollReset>
            <AuthenticityTokenInput />
            <input type="hidden" name="claim" value={attendee.id} />
            <SubmitButton intent="push" pendingText="SENDING..." className="button button--secondary">
              Push scan notice<span className="visually-hidden"> to {name}</span>
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </li>
  );
}
