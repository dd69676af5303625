// The loader's and action's calls to the API for the Offers page.
import { parseWithZod } from "@conform-to/zod";
import type { Api } from "~/lib/api/context.server";
import {
  cancelClaims,
  cancelGroup,
  cancelOffer,
  cancelReservation,
  checkIn,
  enterReservation,
  getOffer,
  listOfferPage,
  listOffers,
  listPastPeriods,
} from "~/lib/api/offers.server";
import type { Offer, Period } from "~/lib/api/offers.schemas";
import { simpleActionSchema } from "~/lib/offers/actions";
import { listView } from "~/lib/offers/list-view";
import { API_PAGE_LIMIT, OFFERS_PAGE_SIZE } from "~/lib/offers/paging";
import { periodRequests } from "~/lib/offers/periods";
import { reservationSchema } from "~/lib/offers/reservation-schema";
import type { Tab } from "~/lib/offers/visibility";

export type PastPeriod = Period & { offers: Offer[] };

/** Past: every period row with its offers, fetched three months per request, all at once. */
async function loadPast(api: Api, businessId: number): Promise<PastPeriod[]> {
  const periods = (await listPastPeriods(api, businessId)).slice(0, 12);
  const lists = await Promise.all(periodRequests(periods.map((p) => p.period)).map((window) => listOffers(api, businessId, "past", window)));
  const seen = new Set<number>();
  const offers = lists.flat().filter((o) => (seen.has(o.id) ? false : (seen.add(o.id), true)));
  return periods.map((p) => ({ ...p, offers: offers.filter((o) => o.period === p.period).map(listView) }));
}

/** The first `pages` pages of the Active or Upcoming list (one API call up to 100 offers), and whether more follow. */
async function loadPages(api: Api, businessId: number, tab: "active" | "upcoming", pages: number) {
  const offers: Offer[] = [];
  let wanted = pages * OFFERS_PAGE_SIZE;
  let after: string | null = null;
  for (;;) {
    const page: { data: Offer[]; next: string | null } = await listOfferPage(api, businessId, tab, Math.min(API_PAGE_LIMIT, wanted), after);
    offers.push(...page.data);
    wanted -= page.data.length;
    after = page.next;
    if (!after || wanted <= 0) return { offers, more: after !== null };
  }
}

/**
 * A tab's offers: Active and Upcoming the first `pages` pages, Past by month; with a modal open,
 * its offer with the claims the tab shows, fetched on its own in the same wave.
 */
export async function loadTab(api: Api, businessId: number, tab: Tab, pages: number, modalOfferId: number | null) {
  const [list, modalOffer] = await Promise.all([
    tab === "past"
      ? loadPast(api, businessId).then((periods) => ({ periods, offers: [] as Offer[], more: false }))
      : loadPages(api, businessId, tab, pages).then((p) => ({ ...p, periods: [] as PastPeriod[] })),
    modalOfferId ? getOffer(api, modalOfferId, tab).catch(() => null) : Promise.resolve(null),
  ]);
  return { offers: list.offers.map(listView), periods: list.periods, more: list.more, modalOffer: modalOffer && listView(modalOffer) };
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
