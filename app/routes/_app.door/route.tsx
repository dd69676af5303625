// /door (docs/product/door.md): the door seat's home, phone-first. Today's expected check-ins across the
// brand's offers (the dashboard's rule, one API call), a search over model names and handles, a
// Check in button per row (the dashboard's form and messages); checked-in models move to Here.
// Plain forms and a reload after each check-in: it works the same without JavaScript. With it,
// public/door.js keeps check-ins on the phone when there is no connection.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Avatar } from "~/components/avatar";
import { RowCheckInForm } from "~/components/check-in-form";
import { CheckInNotice } from "~/components/check-in-notice";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LocationChoice } from "~/components/location-choice";
import { ALL_LOCATIONS } from "../../../contract/locations";
import { getDoorList } from "~/lib/api/door.server";
import { throwApiError } from "~/lib/api/errors.server";
import { getApi } from "~/lib/api/request-session.server";
import { getBusinessId } from "~/lib/api/users.server";
import { doorScript } from "~/lib/door/script.server";
import { doorHref, locationOf } from "~/lib/door/place";
import { doorView, type DoorRow, type DoorView } from "~/lib/door/view";
import { useNonce } from "~/lib/nonce";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { checkInFromForm } from "~/lib/offers/check-in-action.server";
import type { CheckInRefusal } from "~/lib/offers/check-in-button";
import doorStyles from "~/styles/door.css";

/**
 * Plain HTML (no React in the browser): the page works the same without JavaScript, and with it
 * only the door's own script runs (public/door.js, a few kilobytes), so a cheap phone loads it fast.
 */
export const handle = { hydrate: false };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: doorStyles }];
export const meta: MetaFunction = () => [{ title: "Door list" }];

/** The search as typed, bounded as the API bounds it. */
const searchOf = (url: string) => (new URL(url).searchParams.get("q") ?? "").trim().slice(0, 100);

export async function loader(args: LoaderFunctionArgs) {
  const q = searchOf(args.request.url);
  const api = await getApi(args);
  try {
    const list = await getDoorList(api, await getBusinessId(api), q, locationOf(args.request.url));
    return data({ q, script: doorScript(), ...doorView(list) });
  } catch (error) {
    throwApiError(error);
  }
}

export async function action(args: ActionFunctionArgs) {
  // Back to the same list: the location and the search stay.
  const q = searchOf(args.request.url);
  return checkInFromForm(args, doorHref("/door", locationOf(args.request.url), { q, done: "check-in" }));
}

/** A row's refused check-in, said beside it: on a long list the page's alert may be out of sight. */
function Refusal({ refusal }: { refusal: CheckInRefusal }) {
  return refusal.message ? (
    <p className="door__refusal door__refusal--error" role="alert">
      {refusal.message}
    </p>
  ) : (
    <p className="door__refusal" role="status">
      {refusal.notice}
    </p>
  );
}

function Row({ row, refusal }: { row: DoorRow; refusal?: CheckInRefusal }) {
  return (
    <li className="door__row" data-claim={row.claimId}>
      <Avatar src={row.avatar} size={36} />
      <span className="door__who">
        <span className="door__model">{row.model}</span> {row.handle ? <span className="door__handle">@{row.handle}</span> : null}{" "}
        <span className="door__what">
          <span className={`door__time${row.here ? " door__time--here" : ""}`}>{row.here ? `Here ${row.here}` : row.time}</span>{" "}
          <span className="door__offer">{row.offer}</span> <span className="door__group">· {row.group}</span>
        </span>
      </span>{" "}
      {row.here ? null : <RowCheckInForm row={row} block="door" />}
      {refusal?.claim === row.claimId ? <Refusal refusal={refusal} /> : null}
    </li>
  );
}

/** One of the page's two lists; `children` says why it is empty. */
function Section({ id, title, label, rows, children }: { id: string; title: string; label: string; rows: DoorRow[]; children: ReactNode }) {
  const refusal = useActionData<typeof action>();
  return (
    <section className="door__section" aria-labelledby={id}>
      <h2 id={id} className="door__title">
        {title}
      </h2>
      {rows.length ? (
        <ul className="door__list" aria-label={label}>
          {rows.map((row) => (
            <Row key={row.claimId} row={row} refusal={refusal} />
          ))}
        </ul>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The choice of a location's door, when the seat may work more than one: a get form, so it works
 * without JavaScript; with it, the door's script remembers the choice on the phone. A seat not
 * limited to some locations may also see every location's at once.
 */
function PlaceChooser({ view }: { view: DoorView }) {
  if (view.locations.length < 2) return null;
  const options = [
    ...(view.everyLocation ? [{ value: "", label: ALL_LOCATIONS }] : []),
    ...view.locations.map((place) => ({ value: String(place.id), label: place.name })),
  ];
  return (
    <LocationChoice
      id="door-location"
      options={options}
      value={String(view.location?.id ?? "")}
      className="door__place-form"
      data-door-place={String(view.location?.id ?? "")}
    />
  );
}

export default function Door() {
  const view: DoorView & { q: string; script: string } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const csrf = useAuthenticityToken();
  const refusal = useActionData<typeof action>();
  const done = new URLSearchParams(useLocation().search).get("done");
  // A refusal of a listed row is said beside it; any other in the page's alert.
  const listed = refusal?.claim != null && [...view.expected, ...view.here].some((row) => row.claimId === refusal.claim);
  const none = view.q ? `No one expected today matches \u201c${view.q}\u201d.` : "Nothing to check in today.";
  const here = view.location?.id;
  return (
    // The form token for the script's posts (public/door.js), the one every form here carries.
    <div className="door" data-csrf={csrf}>
      <h1 className="page-title">Door list{view.location ? <span className="door__place">: {view.location.name}</span> : null}</h1>
      <PlaceChooser view={view} />
      <p className="door__lead" data-date={view.date ?? ""}>
        {view.date ? `${view.date} · ` : null}
        {view.expected.length} expected · {view.here.length} here
      </p>
      <CheckInNotice refusal={listed ? undefined : refusal} done={done} />
      {/* What the phone keeps: the door's script (public/door.js) says more; without it each check-in is a post. */}
      <p className="door__kept" role="status">
        Every check-in is sent.
      </p>
      <Form method="get" role="search" className="field door__search">
        {here ? <input type="hidden" name="location" value={here} /> : null}
        <label htmlFor="door-q">Search models</label>
        <span className="door__search-row">
          <input id="door-q" type="search" name="q" defaultValue={view.q} maxLength={100} placeholder="Name or @handle" autoComplete="off" />
          <button type="submit" className="button button--small">
            Search
          </button>
        </span>
        {view.q ? <Link to={doorHref("/door", here)}>Show everyone</Link> : null}
      </Form>
      <div data-door-lists>
        <Section id="door-expected" title="Expected" label="Expected today" rows={view.expected}>
          <p className="door__empty">{view.here.length && !view.q ? "Everyone expected today is here." : none}</p>
        </Section>
        {view.more > 0 ? <p className="door__more">{view.more} more today: search for a name to find them.</p> : null}
        <Section id="door-here" title="Here" label="Checked in today" rows={view.here}>
          <p className="door__empty">No one checked in yet.</p>
        </Section>
      </div>
      <p className="door__print">
        <Link to={doorHref("/door/print", here)}>Print the list</Link> · <Link to={doorHref("/door/print", here, { paper: "receipt" })}>Receipt width</Link>
      </p>
      <script type="module" src={view.script} nonce={nonce} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
