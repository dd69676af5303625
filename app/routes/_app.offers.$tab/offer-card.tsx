// One offer of the Offers page (docs/product/offers.md#offer-cards): image, subtitle, title, where it runs, description
// preview, icons, tags, date badge, the rows of its type and its actions.
import { Link } from "@remix-run/react";

import { claimsTitle } from "~/lib/offers/claims-tally";
import type { OfferView as Offer } from "~/lib/offers/list-view";
import { useOfferModal } from "./modal-links";
import { OfferIcon, type OfferIconName } from "./offer-icons";
import { GroupRows, PlaceholderRows, ReservationRows } from "./offer-rows";
import { type Tab } from "../../../contract/offers";

const TYPE_LABELS: Record<string, string> = {
  anytime: "Anytime",
  timed: "Timed",
  swing_by: "Swing by",
  reservation_required: "Reservation",
  reservation_placeholder: "Reservation request",
  gift: "Gift",
  sponsored_content: "Sponsored content",
  job: "Job",
  must_post: "Must post",
};

function iconsOf(offer: Offer): OfferIconName[] {
  const icons: OfferIconName[] = [];
  if (offer.is_group) icons.push("group");
  if (offer.is_vegan) icons.push("vegan");
  if (offer.must_post) icons.push("mustPost");
  if (offer.type === "gift") icons.push("gift");
  if (offer.has_no_location) icons.push("noLocation");
  // The wages icon carries the amount; a job without one shows no '$' alone.
  if (offer.wages?.trim()) icons.push("wages");
  return icons;
}

/** The offer's own pages: applicants of apply-mode offers, a job's call sheet, a gift's shipping. */
function offerLinks(offer: Offer): { to: string; label: string }[] {
  const links = [];
  if (offer.mode === "apply") links.push({ to: `/offer/apply/${offer.id}`, label: "View applicants" });
  if (offer.type === "job") links.push({ to: `/offers/${offer.id}/callSheet/`, label: "Call sheet" });
  if (offer.type === "gift") links.push({ to: `/offers/${offer.id}/shipment`, label: "Ship & Track" });
  return links;
}

export function DateBadge({ offer }: { offer: Offer }) {
  const badge = offer.badge;
  if (!badge) return null;
  return badge.kind === "relative" ? (
    <p className="date-badge date-badge--relative">{badge.label}</p>
  ) : (
    <p className="date-badge">
      <span className="date-badge__month">{badge.month}</span> <span className="date-badge__day">{badge.day}</span>
    </p>
  );
}

/** Where the offer runs, when it runs at one of the brand's locations: one offer per location, so two cards may share a title. */
export function VenueLine({ offer, className }: { offer: Pick<Offer, "venue">; className: string }) {
  return offer.venue ? <p className={className}>At {offer.venue.name}</p> : null;
}

export function OfferCard({ offer, tab }: { offer: Offer; tab: Tab }) {
  const modal = useOfferModal();
  const thumbnail = offer.media[0];
  const icons = iconsOf(offer);
  const links = offerLinks(offer);
  const live = tab !== "past" && !offer.is_cancelled;
  const titleId = `offer-${offer.id}-title`;
  return (
    <article className={`offer-card offer-card--${offer.type}`} aria-labelledby={titleId}>
      <div className="offer-card__head">
        {thumbnail ? (
          <img className="offer-card__image" src={thumbnail.thumbnail} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <span className="offer-card__image offer-card__image--empty" />
        )}
        <div className="offer-card__text">
          <p className="offer-card__type">{TYPE_LABELS[offer.type] ?? offer.type}</p>
          <h2 className="offer-card__subtitle" id={titleId}>
            {offer.subtitle}
          </h2>
          <p className="offer-card__title">{offer.title.toUpperCase()}</p>
          <VenueLine offer={offer} className="offer-card__venue" />
        </div>
        <DateBadge offer={offer} />
      </div>
      <p className="offer-card__description">{offer.description}</p>
      {icons.length || offer.discount || offer.state === "pending" || offer.is_cancelled ? (
        <div className="offer-card__meta">
          {icons.length ? (
            <ul className="offer-card__icons" aria-label="Features">
              {icons.map((icon) => (
                <OfferIcon key={icon} name={icon} text={icon === "wages" ? offer.wages?.trim() : undefined} />
              ))}
            </ul>
          ) : null}
          {offer.discount ? (
            <span className="tag tag--discount" title={offer.discount}>
              DISCOUNT
            </span>
          ) : null}
          {offer.state === "pending" ? <span className="tag tag--pending">PENDING</span> : null}
          {offer.is_cancelled ? <span className="tag tag--canceled">CANCELED</span> : null}
        </div>
      ) : null}
      {offer.is_group ? <GroupRows offer={offer} live={live} /> : null}
      {offer.type === "reservation_required" ? <ReservationRows offer={offer} live={live} /> : null}
      {offer.type === "reservation_placeholder" ? <PlaceholderRows offer={offer} live={live} /> : null}
      <div className="offer-card__actions">
        {offer.mode !== "apply" ? (
          <Link className="button button--secondary button--small" to={modal.open("claims", { offer: offer.id })} preventScrollReset>
            {claimsTitle(offer)}
          </Link>
        ) : null}
        {links.map((link) => (
          <Link key={link.to} className="button button--secondary button--small" to={link.to}>
            {link.label}
          </Link>
        ))}
        {live ? (
          <Link className="offer-card__cancel" to={modal.open("cancel-offer", { offer: offer.id })} preventScrollReset>
            Cancel Offer<span className="visually-hidden">: {offer.subtitle}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
