import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "./submit-button";

/** A page under /profile (edit, working hours): the way back to the profile, then its title. */
export function ProfileSubpage({ width, title, children }: { width: "edit" | "narrow"; title: string; children: ReactNode }) {
  return (
    <div className={`profile profile--${width}`}>
      <p className="profile__back">
        <Link to="/profile">Back to profile</Link>
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
