// A page the seat's role may not open (app/lib/seats/gate.server.ts): whose page it is, and the
// pages the seat can open instead. A refusal, not an error: no alert and no "Try again", which
// would only be refused again.
import { Link } from "@remix-run/react";
import { whosePage, type PageRefusal } from "~/lib/seats/pages";
import { placesOf } from "./nav";

export function PageRefused({ refusal }: PageRefusal) {
  return (
    <section className="refusal" aria-labelledby="refusal-title">
      <h1 id="refusal-title" className="page-title">
        {whosePage(refusal.page, refusal.role)}
      </h1>
      <p className="lead">Your seat can open these pages instead. If you need this one, ask the account&apos;s owner.</p>
      <ul className="refusal__places" aria-label="Pages your seat can open">
        {placesOf(refusal.role).map((place) => (
          <li key={place.to}>
            <Link to={place.to} className="button button--secondary" reloadDocument={place.document}>
              {place.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
