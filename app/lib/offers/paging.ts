// The Active and Upcoming lists, a page of offers at a time (issue 16): `?page=N` shows the
// first N pages, so 'Show more offers' is a link that works without JavaScript, and with it
// the list grows in place (the navigation keeps the scroll position).
export const OFFERS_PAGE_SIZE = 20;
/** The most pages one view shows (500 offers); further offers are a narrower search away. */
export const MAX_OFFER_PAGES = 25;
/** The API's largest page. */
export const API_PAGE_LIMIT = 100;

/** `?page=` as the number of pages to show: 1 unless it is a whole number from 1 to MAX_OFFER_PAGES. */
export function shownPages(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_OFFER_PAGES ? n : 1;
}

/** The list's URL showing `pages` pages (the first page is the bare tab). */
export function pagesHref(pathname: string, pages: number): string {
  return pages > 1 ? `${pathname}?page=${pages}` : pathname;
}
