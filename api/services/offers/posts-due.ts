// Posts due (docs/product/offers.md#posts-due): the one rule for when a model owes the brand posts, read by the
// dashboard's Posts due block and by every claim the Offers page shows.
//
// A claim owes posts when its offer asks for them (must post, or stats required) and the claim
// was completed (checked in, or the gift delivered or shipped: track-record.ts GIFT_DONE) and no
// post has arrived (posts_count 0 and no posted_at). It is due from its completion until the end
// of the day, in the offer's time zone, `post_within_days` days later (POST_WINDOW_DAYS when the
// offer sets none), and overdue from the day after.
import { and, asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { claims, models, offers, postReminders, shipments } from "../../db/schema";
import { homeTab, isPast } from "./lists";
import { GIFT_DONE, NOT_CLAIMS } from "./track-record";
import type { OfferRow } from "./shapes";
import { REMIND_AGAIN_HOURS } from "../../../contract/numbers";
import { offersOfSeat } from "../accounts/seat-locations";

/** The posting window when an offer sets none, in days after the visit (or the gift's arrival). */
export const POST_WINDOW_DAYS = 7;
/** The dashboard lists posts owed for claims completed within this many days. */
export const POSTS_DUE_LOOKBACK_DAYS = 90;
/** How many the dashboard lists; the rest are counted. */
export const POSTS_DUE_LIMIT = 20;

export type PostDue = {
  state: "due" | "overdue";
  /** The last day to post, in the offer's time zone (YYYY-MM-DD). */
  due_on: string;
  /** Days left (0: due today) or, when overdue, days past due_on. */
  days: number;
  /** When the claim was completed (the visit, or the gift's arrival). */
  completed_at: string;
  /** When the model was last reminded to post (reminders.ts), or null. */
  reminded_at: string | null;
  /** Whether the Remind button may send now: no reminder within REMIND_AGAIN_HOURS. */
  remindable: boolean;
};

export const owesPosts = (offer: Pick<OfferRow, "mustPost" | "type" | "isStatsRequired">) =>
  offer.mustPost || offer.type === "must_post" || offer.isStatsRequired;

const days = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of `at` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  let format = days.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (days.size >= 500) days.clear();
    days.set(timeZone, format);
  }
  return format.format(at);
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** When a claim may be reminded again after its last reminder, automatic ones included. */
export const remindAgainAt = (last: Date) => new Date(last.getTime() + REMIND_AGAIN_HOURS * HOUR);
export const mayRemind = (last: Date | null, now: Date) => last === null || now.getTime() >= remindAgainAt(last).getTime();
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

type ClaimFacts = { status: string; checkedInAt: Date | null; postsCount: number; postedAt: Date | null };

/** When the claim was completed: checked in, else a gift delivered or shipped (its shipment's last change). */
export function completedAt(claim: ClaimFacts, shipment?: { updatedAt: Date } | null): Date | null {
  if (claim.checkedInAt) return claim.checkedInAt;
  if (GIFT_DONE.includes(claim.status) && shipment) return shipment.updatedAt;
  return null;
}

/** Whether, and how, the claim owes posts at `now`; null when it owes none. */
export function postDue(
  claim: ClaimFacts,
  offer: Pick<OfferRow, "mustPost" | "type" | "isStatsRequired" | "timezone" | "postWithinDays">,
  shipment: { updatedAt: Date } | null | undefined,
  now: Date,
  remindedAt: Date | null = null,
): PostDue | null {
  if (!owesPosts(offer) || NOT_CLAIMS.includes(claim.status) || claim.postsCount > 0 || claim.postedAt) return null;
  const done = completedAt(claim, shipment);
  if (!done) return null;
  const due = dayNumber(dayIn(done, offer.timezone)) + (offer.postWithinDays ?? POST_WINDOW_DAYS);
  const today = dayNumber(dayIn(now, offer.timezone));
  const overdue = today > due;
  return {
    state: overdue ? "overdue" : "due",
    due_on: dayOf(due),
    days: overdue ? today - due : due - today,
    completed_at: done.toISOString(),
    reminded_at: remindedAt?.toISOString() ?? null,
    remindable: mayRemind(remindedAt, now),
  };
}

/** What postDue reads of a claim and of its offer (with the offer's title), for queries that apply it. */
export const dueClaimColumns = {
  id: claims.id,
  status: claims.status,
  checkedInAt: claims.checkedInAt,
  postsCount: claims.postsCount,
  postedAt: claims.postedAt,
};
export const dueOfferColumns = {
  id: offers.id,
  subtitle: offers.subtitle,
  type: offers.type,
  timezone: offers.timezone,
  mustPost: offers.mustPost,
  isStatsRequired: offers.isStatsRequired,
  postWithinDays: offers.postWithinDays,
};

export type PostsDueRow = {
  claim_id: number;
  /** `tab`: the Offers list that shows the offer (lists.ts), for a link to its claims. */
  offer: { id: number; title: string; type: string; tab: "active" | "upcoming" | "past" };
  /** profile_url: where the model's posts are (their Instagram), or null without an account. */
  model: { id: number; name: string; avatar: string; instagram_id: string | null; profile_url: string | null };
  timezone: string;
  post_due: PostDue;
};

/**
 * The dashboard's Posts due: the brand's claims that owe posts, completed within
 * POSTS_DUE_LOOKBACK_DAYS, the earliest due first (so the overdue lead), the first `limit`, and
 * how many more. One query on the claims' completion indexes.
 */
export async function postsDue(
  db: Db,
  businessId: number,
  now: Date,
  limit = POSTS_DUE_LIMIT,
  scope: number[] | null = null,
): Promise<{ rows: PostsDueRow[]; more: number }> {
  const since = new Date(now.getTime() - POSTS_DUE_LOOKBACK_DAYS * DAY);
  const done = sql`coalesce(${claims.checkedInAt}, ${shipments.updatedAt})`;
  const dueAt = sql`${done} + make_interval(days => coalesce(${offers.postWithinDays}, ${POST_WINDOW_DAYS}))`;
  const found = await db
    .select({
      claim: dueClaimColumns,
      offer: { ...dueOfferColumns, startsAt: offers.startsAt, visibleFrom: offers.visibleFrom },
      shipment: { updatedAt: shipments.updatedAt },
      model: { id: models.id, name: models.name, avatar: models.avatar, instagram: models.instagram },
      past: sql<boolean>`${isPast(now)}`,
      remindedAt: sql<
        number | null
      >`(select (extract(epoch from max(${postReminders.sentAt})) * 1000)::float8 from ${postReminders} where ${postReminders.claimId} = ${claims.id})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .innerJoin(models, eq(models.id, claims.modelId))
    .leftJoin(shipments, eq(shipments.claimId, claims.id))
    .where(
      and(
        eq(offers.businessId, businessId),
        offersOfSeat(scope),
        or(eq(offers.mustPost, true), eq(offers.type, "must_post"), eq(offers.isStatsRequired, true)),
        eq(claims.postsCount, 0),
        isNull(claims.postedAt),
        or(gte(claims.checkedInAt, since), and(inArray(claims.status, GIFT_DONE), gte(shipments.updatedAt, since))),
      ),
    )
    .orderBy(asc(dueAt), asc(claims.id))
    .limit(limit);
  const rows = found.flatMap(({ claim, offer, shipment, model, past, remindedAt }): PostsDueRow[] => {
    const reminded = remindedAt === null ? null : new Date(Number(remindedAt));
    const due = postDue(claim, offer, shipment?.updatedAt ? { updatedAt: shipment.updatedAt } : null, now, reminded);
    return due
      ? [
          {
            claim_id: claim.id,
            offer: { id: offer.id, title: offer.subtitle, type: offer.type, tab: homeTab(offer, past, now) },
            model: {
              id: model.id,
              name: model.name,
              avatar: model.avatar,
              instagram_id: model.instagram?.id ?? null,
              profile_url: model.instagram?.profile_url ?? null,
            },
            timezone: offer.timezone,
            post_due: due,
          },
        ]
      : [];
  });
  return { rows, more: found.length ? found[0]!.total - found.length : 0 };
}
