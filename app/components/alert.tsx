import type { ReactNode } from "react";

/** An alert box; errors are announced to screen readers at once. */
export function Alert({
  title,
  tone = "error",
  heading = false,
  children,
}: {
  title?: string;
  tone?: "error" | "success" | "info";
  /** The alert is the page's main content (an error page): its title is the h1. */
  heading?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {tone === "error" ? (
        <svg className="alert__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M12 6v8M12 17v1.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      ) : null}
      <div>
        {title ? heading ? <h1 className="alert__title">{title}</h1> : <p className="alert__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
