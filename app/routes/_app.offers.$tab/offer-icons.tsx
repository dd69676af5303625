// The offer card's feature icons (docs/product/offers.md#offer-cards): group, vegan, must-post, gift, no-location, wages.
const paths = {
  group: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75",
  vegan: "M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10zM2 21c0-3 1.85-5.36 5.08-6",
  mustPost: "M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  gift: "M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z",
  noLocation: "M12 22s-8-4.5-8-11.8A8 8 0 0 1 12 2a8 8 0 0 1 8 8.2C20 17.5 12 22 12 22zM3 3l18 18",
  wages: "M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6",
} as const;

export type OfferIconName = keyof typeof paths;

export const ICON_LABELS: Record<OfferIconName, string> = {
  group: "Group offer",
  vegan: "Vegan",
  mustPost: "Must post",
  gift: "Gift",
  noLocation: "No location",
  wages: "Paid job",
};

/** A feature icon; `text` is shown beside it (a job's wages: the amount, never a bare '$'). */
export function OfferIcon({ name, text }: { name: OfferIconName; text?: string }) {
  return (
    <li className={`offer-icon${text ? " offer-icon--text" : ""}`} title={ICON_LABELS[name]}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{text ? `${ICON_LABELS[name]}: ` : ICON_LABELS[name]}</span>
      {text ? <span className="offer-icon__text">{text}</span> : null}
    </li>
  );
}
