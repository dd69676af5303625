// The Offers page's lists (docs/product/offers.md#tabs): the cards of a tab, 'Show more offers', and Past's months
// as collapsible rows, each loading its offers when opened.
import { Link, useNavigate, useNavigation } from "@remix-run/react";
import type { Period } from "../../../contract/schemas/offers";
import type { OfferView as Offer } from "~/lib/offers/list-view";
import { listHref, MAX_OFFER_PAGES, OFFERS_PAGE_SIZE } from "~/lib/offers/paging";
import { OfferCard } from "./offer-card";
import { ShowMore as ShowMoreLink } from "~/components/show-more";
import { type Tab } from "../../../contract/offers";

export function OfferList({ offers, tab }: { offers: Offer[]; tab: Tab }) {
  if (!offers.length) return <p className="offers__empty">There are no offers</p>;
  return (
    <ul className="offers__list">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} tab={tab} />
        </li>
      ))}
    </ul>
  );
}

/** 'Show more offers': the next page joins the list. */
export function ShowMore({ tab, pages, period }: { tab: Tab; pages: number; period: string | null }) {
  return (
    <ShowMoreLink
      to={listHref(`/offers/${tab}`, { period, pages: pages + 1 })}
      what="offers"
      last={pages >= MAX_OFFER_PAGES}
      shown={pages * OFFERS_PAGE_SIZE}
      className="offers__more"
    />
  );
}

type PastView = { periods: Period[]; period: string | null; offers: Offer[]; more: boolean; pages: number };

/**
 * Past lists months as collapsible rows, the first open (docs/product/offers.md#past); each loads its offers when
 * opened. The open month's offers come with the page; opening another asks for its URL (with
 * JavaScript at once, without it by the link inside the row).
 */
export function PastPeriods({ view }: { view: PastView }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  if (!view.periods.length) return <p className="offers__empty">There are no offers</p>;
  const loading = navigation.state === "loading" ? new URLSearchParams(navigation.location.search).get("period") : null;
  return (
    <div className="periods">
      {view.periods.map((period) => {
        const open = period.period === view.period;
        const href = listHref("/offers/past", { period: period.period });
        return (
          <details
            key={period.period}
            className="period"
            open={open}
            onToggle={(event) => {
              if (!open && event.currentTarget.open) navigate(href, { preventScrollReset: true });
            }}
          >
            <summary className="period__summary">
              <span>{period.title}</span>
              <span className="period__count">
                {period.count} {period.count === 1 ? "offer" : "offers"}
              </span>
            </summary>
            {open ? (
              <>
                <OfferList offers={view.offers} tab="past" />
                {view.more ? <ShowMore tab="past" pages={view.pages} period={period.period} /> : null}
              </>
            ) : loading === period.period ? (
              <p className="offers__loading" role="status">
                Loading offers...
              </p>
            ) : (
              <p className="offers__more">
                <Link to={href} preventScrollReset>
                  Show the offers of {period.title}
                </Link>
              </p>
            )}
          </details>
        );
      })}
    </div>
  );
}
