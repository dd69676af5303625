// The loader's and action's calls to the API for the Offers page.
import { parseWithZod } from "~/lib/forms.server";
import type { Api } from "~/lib/api/request-session.server";
import {
  cancelClaims,
  cancelGroup,
  cancelOffer,
  cancelReservation,
  checkIn,
  enterReservation,
  getOffer,
  listOfferPage,
  listPastPeriods,
} from "~/lib/api/offers.server";
import type { Offer, Period } from "../../../contract/schemas/offers";
import { simpleActionSchema } from "~/lib/offers/actions.schema";
import { listView } from "~/lib/offers/list-view";
import { API_PAGE_LIMIT, OFFERS_PAGE_SIZE } from "~/lib/offers/paging";
import { reservationSchema } from "~/lib/offers/reservation.schema";
import { type Tab } from "../../../contract/offers";

/**
 * The first `pages` pages of a list (one API call up to 100 offers), and whether more follow;
 * Past only of the month `period`.
 */
async function loadPages(api: Api, businessId: number, tab: Tab, pages: number, period?: string) {
  const offers: Offer[] = [];
  let wanted = pages * OFFERS_PAGE_SIZE;
  let after: string | null = null;
  for (;;) {
    const page: { data: Offer[]; next: string | null } = await listOfferPage(api, businessId, tab, {
      limit: Math.min(API_PAGE_LIMIT, wanted),
      after,
      periods: period ? [period] : undefined,
    });
    offers.push(...page.data);
    wanted -= page.data.length;
    after = page.next;
    if (!after || wanted <= 0) return { offers, more: after !== null };
  }
}

/**
 * Past: the months that hold offers, with the offers of the one shown (`period`, else the
 * newest). Asked at once when the month is known, else the months first.
 */
async function loadPast(api: Api, businessId: number, pages: number, period: string | null) {
  const [periods, named] = await Promise.all([
    listPastPeriods(api, businessId),
    period ? loadPages(api, businessId, "past", pages, period) : Promise.resolve(null),
  ]);
  const open = period ?? periods[0]?.period ?? null;
  const list = named ?? (open ? await loadPages(api, businessId, "past", pages, open) : { offers: [], more: false });
  return { ...list, periods, period: open };
}

/**
 * A tab's offers: the first `pages` pages (Past: of one month); with a modal open, its offer
 * with the claims the tab shows, fetched on its own in the same wave.
 */
export async function loadTab(api: Api, businessId: number, tab: Tab, place: { pages: number; period: string | null }, modalOfferId: number | null) {
  const [list, modalOffer] = await Promise.all([
    tab === "past"
      ? loadPast(api, businessId, place.pages, place.period)
      : loadPages(api, businessId, tab, place.pages).then((p) => ({ ...p, periods: [] as Period[], period: null })),
    modalOfferId ? getOffer(api, modalOfferId, tab).catch(() => null) : Promise.resolve(null),
  ]);
  const now = new Date();
  return { ...list, offers: list.offers.map((o) => listView(o, now)), modalOffer: modalOffer && listView(modalOffer, now) };
}

/** Parses and runs one of the page's forms; the caller turns failures into messages. */
export function parseAction(formData: FormData, now: Date) {
  if (formData.get("intent") === "reserve") return parseWithZod(formData, { schema: reservationSchema(now) });
  return parseWithZod(formData, { schema: simpleActionSchema });
}

export async function runAction(
  api: Api,
  value: ReturnType<typeof parseAction> extends infer S ? (S extends { status: "success"; value: infer V } ? V : never) : never,
) {
  switch (value.intent) {
    case "check-in":
      return checkIn(api, value.claim);
    case "cancel-offer":
      return cancelOffer(api, value.offer);
    case "cancel-claim":
      return cancelClaims(api, value.offer, [value.claim]);
    case "cancel-group":
      return cancelGroup(api, value.group);
    case "cancel-reservation":
      return cancelReservation(api, value.claim);
    case "reserve":
      return enterReservation(api, value.claim, value.reserveFor);
  }
}
