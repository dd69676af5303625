import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

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
