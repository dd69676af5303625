// What a brand's location is, as the list and a retired location's page show it: its address,
// time zone, working hours in a few words, phone and offers.
import type { ReactNode } from "react";
import type { BrandLocation } from "../../contract/schemas/locations";
import { formatDay } from "~/lib/format";
import { hoursSummary, offersCount, timeZoneLabel } from "~/lib/locations/locations";

export function LocationFacts({ location }: { location: BrandLocation }) {
  const facts: Array<[string, ReactNode]> = [
    ["Address", location.location?.address || <span className="profile__empty">No address yet</span>],
    ["Time zone", timeZoneLabel(location.timezone)],
    [
      "Working hours",
      <ul className="location-facts__hours" key="hours">
        {hoursSummary(location.working_hours).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>,
    ],
    ["Phone", location.phone_number || <span className="profile__empty">None of its own</span>],
    ["Offers", offersCount(location.offers_count)],
  ];
  if (location.retired_at) facts.push(["Retired on", formatDay(location.retired_at)]);
  return (
    <dl className="location-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="location-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A location's name with the badge of the brand's main one; the heading's level is the page's. */
export function LocationName({ location, level }: { location: BrandLocation; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="location-name">
      <Heading className="location-name__text">{location.name}</Heading>
      {location.main ? (
        <>
          {" "}
          <span className="badge badge--info">Main location</span>
        </>
      ) : null}
    </div>
  );
}
