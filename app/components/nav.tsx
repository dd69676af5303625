import { Form, Link, NavLink } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { navShows, type Access } from "~/lib/seats/nav";
import { mayOpen } from "~/lib/seats/pages";
import { Drawer } from "./drawer";
import { Icon, type IconName } from "./icons";
import { Modal, useModalLinks } from "./modal";

type NavBusiness = { name: string | null; logo: string | null };
/** `document`: a page served as plain HTML (handle `hydrate: false`), so it is loaded, not rendered here. */
type Entry = { to: string; label: string; icon: IconName; mobile: boolean; mobileTo?: string; end?: boolean; document?: boolean };

const entries: Entry[] = [
  { to: "/", label: "Dashboard", icon: "home", mobile: true, end: true },
  { to: "/results", label: "Results", icon: "chart", mobile: true, mobileTo: "/instagram" },
  { to: "/content", label: "Content", icon: "image", mobile: false },
  { to: "/offers/create", label: "Create Offer", icon: "plus", mobile: false },
  { to: "/offers/active", label: "Offers", icon: "list", mobile: false },
  { to: "/profile", label: "Profile", icon: "user", mobile: false },
  { to: "/billing", label: "Plan + Accounting", icon: "card", mobile: true },
  // A door seat's one page; the owner reaches it from the dashboard's Today block.
  { to: "/door", label: "Door list", icon: "list", mobile: true, document: true },
];

/** The pages a refused seat is offered instead (refusal.tsx): the dashboard, and its menu's. */
export function placesOf(role: Access): Entry[] {
  return entries.filter((entry) => entry.to === "/" || navShows(role, entry.to));
}

function Brand({ business }: { business: NavBusiness }) {
  return (
    <div className="nav__brand">
      {business.logo ? <img className="nav__logo" src={business.logo} alt="" width="48" height="48" /> : <span className="nav__logo nav__logo--empty" />}
      <span className="nav__name">{business.name ? business.name.toUpperCase() : "Loading..."}</span>
    </div>
  );
}

/**
 * Side navigation on desktop; at phone widths a slide-out drawer (drawer.tsx) with Dashboard,
 * Results, Plan + Accounting and Logout only (a phone reaches Content from Results).
 * `compact` shrinks it to icons with the brand logo (the monthly results page).
 */
export function Nav({ business, compact = false, role = "owner" }: { business: NavBusiness; compact?: boolean; role?: Access }) {
  const modal = useModalLinks();
  const shown = entries.filter((entry) => navShows(role, entry.to));
  return (
    <>
      <nav className={`nav nav--side${compact ? " nav--compact" : ""}`} aria-label="Main">
        <Brand business={business} />
        <ul>
          {shown.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end} className="nav__link" title={compact ? entry.label : undefined} reloadDocument={entry.document}>
                <Icon name={entry.icon} />
                <span className="nav__label">{entry.label}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={modal.open("logout")} className="nav__link" preventScrollReset>
              <Icon name="logout" />
              <span className="nav__label">Logout</span>
            </Link>
          </li>
        </ul>
      </nav>
      <header className="topbar">
        <Drawer label="Main (mobile)">
          <Brand business={business} />
          <ul>
            {shown
              .filter((entry) => entry.mobile)
              .map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.mobileTo && mayOpen(role, entry.mobileTo) ? entry.mobileTo : entry.to}
                    end={entry.end}
                    className="nav__link"
                    reloadDocument={entry.document}
                  >
                    <Icon name={entry.icon} />
                    <span>{entry.label}</span>
                  </NavLink>
                </li>
              ))}
            <li>
              <Link to={modal.open("logout")} className="nav__link" preventScrollReset>
                <Icon name="logout" />
                <span>Logout</span>
              </Link>
            </li>
          </ul>
        </Drawer>
        <span className="topbar__name">{business.name ? business.name.toUpperCase() : "Loading..."}</span>
        {business.logo ? <img className="topbar__logo" src={business.logo} alt="" width="32" height="32" /> : null}
      </header>
      {modal.current === "logout" ? (
        <Modal id="logout" title="Logout" closeHref={modal.close}>
          <p>Are you sure you want to logout?</p>
          <Form method="post" action="/logout" className="modal__actions" reloadDocument>
            <AuthenticityTokenInput />
            <Link to={modal.close} className="button button--secondary" preventScrollReset replace>
              Cancel
            </Link>
            <button type="submit" className="button">
              Confirm
            </button>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
