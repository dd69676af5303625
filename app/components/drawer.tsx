import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "./icons";

const FOCUSABLE = "summary, a[href], button:not([disabled]), input:not([disabled])";

/**
 * The phone's slide-out menu: a <details>, so it opens and closes without JavaScript. Its
 * backdrop is part of the summary, so a tap outside the panel closes it with or without
 * JavaScript. With JavaScript it also closes on a navigation and on Escape, keeps Tab inside
 * itself while open, and gives focus back to the menu button when it closes.
 */
export function Drawer({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return;
    const toggle = drawer.querySelector("summary")!;
    const onKey = (event: KeyboardEvent) => {
      if (!drawer.open) return;
      if (event.key === "Escape") {
        drawer.open = false;
        toggle.focus();
      } else if (event.key === "Tab") {
        const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0]!;
        const last = focusable[focusable.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // A tap on the backdrop closes the drawer (it is the summary); the focus goes to the button.
    const onToggle = () => {
      if (!drawer.open && drawer.contains(document.activeElement)) toggle.focus();
    };
    document.addEventListener("keydown", onKey);
    drawer.addEventListener("toggle", onToggle);
    return () => {
      document.removeEventListener("keydown", onKey);
      drawer.removeEventListener("toggle", onToggle);
    };
  }, []);

  return (
    <details className="drawer" ref={ref}>
      <summary className="drawer__toggle">
        <Icon name="menu" />
        <span className="visually-hidden">Menu</span>
        <span className="drawer__backdrop" aria-hidden="true" />
      </summary>
      <nav className="drawer__panel" aria-label={label}>
        {children}
      </nav>
    </details>
  );
}
