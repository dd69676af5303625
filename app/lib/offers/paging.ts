// The Offers page's lists, a page of offers at a time (docs/product/offers.md#pages-of-offers): `?page=N` shows the first N
// pages, so 'Show more offers' is a link that works without JavaScript, and with it the list
// grows in place (the navigation keeps the scroll position). Past shows one month's offers at
// a time: `?period=YYYY-MM` (else the newest month).
export const OFFERS_PAGE_SIZE = 20;
/** The most pages one view shows (500 offers); further offers are a narrower search away. */
export const MAX_OFFER_PAGES = 25;
/** The API's largest page. */
export const API_PAGE_LIMIT = 100;

/** `?page=` as the number of pages to show: 1 unless it is a whole number from 1 to `max`. */
export function shownPages(value: string | null, max = MAX_OFFER_PAGES): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : 1;
}

/** `?period=` when it names a month (YYYY-MM), else null (the newest month is shown). */
export function shownPeriod(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

/** The parameters that say which part of a list is shown: modals and actions keep them. */
const PLACE = ["period", "page"] as const;

/** `into` with the list's place copied from `from`. */
export function keepPlace(from: URLSearchParams, into = new URLSearchParams()): URLSearchParams {
  for (const key of PLACE) if (from.has(key)) into.set(key, from.get(key)!);
  return into;
}

/** The list's URL: the month `period` (Past) with `pages` pages shown. */
export function listHref(pathname: string, { period, pages = 1 }: { period?: string | null; pages?: number }): string {
  const params = new URLSearchParams();
  if (period) params.set("period", period);
  if (pages > 1) params.set("page", String(pages));
  return params.size ? `${pathname}?${params}` : pathname;
}
