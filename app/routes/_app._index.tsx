import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Icon, type IconName } from "~/components/icons";
import { useModalLinks } from "~/components/modal";
import type { AppLoaderData } from "./_app";

export const meta: MetaFunction = () => [{ title: "Home" }];

const quickLinks: { to: string; label: string; text: string; icon: IconName }[] = [
  { to: "/offers/active", label: "View offers", text: "Active, upcoming and past offers, claims and check-ins.", icon: "list" },
  { to: "/offers/create", label: "Create an offer", text: "A perk, a gift or a paid job for models.", icon: "plus" },
  { to: "/results", label: "View results", text: "What models posted, month by month.", icon: "chart" },
  { to: "/profile", label: "Profile details", text: "Contact details, working hours and photos.", icon: "user" },
];

export default function Dashboard() {
  const { business } = useRouteLoaderData<AppLoaderData>("routes/_app")!;
  const modal = useModalLinks();
  return (
    <div className="dashboard">
      <h1 className="page-title">Welcome, {business.name}</h1>
      <p className="lead">What would you like to do today?</p>
      <ul className="quick-links">
        {quickLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="quick-link">
              <Icon name={link.icon} size={28} />
              <span className="quick-link__label">{link.label}</span> <span className="quick-link__text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mobile-actions" aria-label="Shortcuts">
        {[
          { to: "/instagram", icon: "chart" as const, text: "Results" },
          { to: "/billing", icon: "card" as const, text: "Billing" },
          { to: modal.open("logout"), icon: "logout" as const, text: "Logout" },
        ].map((shortcut) => (
          <li key={shortcut.text}>
            <Link to={shortcut.to} className="mobile-action" preventScrollReset={shortcut.text === "Logout"}>
              <Icon name={shortcut.icon} size={32} />
              <span>{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
