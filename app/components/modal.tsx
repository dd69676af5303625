import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/** Modals are URL state (?modal=name): the server renders them open, closing is a link. */
export function useModalLinks(param = "modal") {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const current = params.get(param);
  function hrefFor(name: string | null, extra: Record<string, string> = {}) {
    const next = new URLSearchParams(location.search);
    if (name) next.set(param, name);
    else next.delete(param);
    for (const [key, value] of Object.entries(extra)) next.set(key, value);
    if (!name) for (const key of Object.keys(extra)) next.delete(key);
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  }
  return { current, open: (name: string, extra?: Record<string, string>) => hrefFor(name, extra), close: hrefFor(null), params };
}

/** `wide`: a modal with much to show uses a wide screen's room; on a phone it stays a popup. */
export function Modal({ title, closeHref, children, id, wide = false }: { title: string; closeHref: string; children: ReactNode; id: string; wide?: boolean }) {
  return (
    <div className="modal-backdrop">
      <dialog open className={wide ? "modal modal--wide" : "modal"} aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className="modal__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {/* Named by hidden text, not aria-label, so a text browser shows it too. */}
          <Link to={closeHref} className="modal__close" preventScrollReset replace>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close</span>
          </Link>
        </div>
        {children}
      </dialog>
    </div>
  );
}

/** A modal that only tells something: its sentence and one button that closes it. */
export function NoticeModal({
  id,
  title,
  closeHref,
  button = "OKAY",
  children,
}: {
  id: string;
  title: string;
  closeHref: string;
  button?: string;
  children: ReactNode;
}) {
  return (
    <Modal id={id} title={title} closeHref={closeHref}>
      {children}
      <div className="modal__actions">
        <Link to={closeHref} className="button" replace>
          {button}
        </Link>
      </div>
    </Modal>
  );
}
