import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "./submit-button";

const TO_PROFILE = { to: "/profile", label: "Back to profile" };

/** A page under /profile (edit, working hours): the way back (to the profile, unless `back` says), then its title. */
export function ProfileSubpage({
  width,
  title,
  back = TO_PROFILE,
  children,
}: {
  width: "edit" | "narrow";
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={`profile profile--${width}`}>
      <p className="profile__back">
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}

/** A subpage form's buttons: save (`children` names what), or back to the profile unsaved. */
export function SaveOrCancel({ children }: { children: ReactNode }) {
  return (
    <div className="form-actions">
      <SubmitButton pendingText="SAVING...">{children}</SubmitButton>
      <Link className="button button--secondary" to="/profile">
        Cancel
      </Link>
    </div>
  );
}
