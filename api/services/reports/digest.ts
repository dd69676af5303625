// The weekly digest (docs/product/accounts.md#weekly-digest): on Mondays, to each brand's contact email unless it turned the
// digest off, last week's visits, posts, no-shows and posts overdue, and the month so far against
// the same days of last month, linking to the dashboard. The month's figures are the dashboard's
// own (monthSpans, postFiguresBetween); the week's are counted by the rules the dashboard and
// the track record use (posts-due.ts, track-record.ts noShow). The week's posts without a
// disclosure and the rights ending within a week are the dashboard's notices (content/notices.ts).
// A brand with several locations also reads the week per location: the week's counts are grouped
// by the location of each visit's or post's offer (the one rule of location-figures.ts), and the
// group's are their sum, so the parts always add up to it.
//
// Sent by the "digest" job. Each brand's digest of a week is sent once: its mail job's id is made
// from the brand and the week, which the queue keeps only once however many workers send it,
// and then its row in digests_sent says it went, so later runs pass the brand by.
import { randomBytes } from "node:crypto";
import { and, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db";
import type { Mail, Mailer } from "../../adapters/mail/transport";
import { jobIdOf } from "../../adapters/jobs/queue";
import { businesses, claims, digestsSent, models, offers, posts } from "../../db/schema";
import { checkInWindowEnd } from "../offers/check-in";
import { postsDue } from "../offers/posts-due";
import { noShow } from "../offers/track-record";
import { contentNotices, type ContentNotices } from "../content/notices";
import { monthSpans, spanDates } from "./dashboard";
import { postFiguresBetween, type PostFigures } from "./trend";
import { figureVenues } from "./location-figures";
import { NO_LOCATION } from "../../../contract/locations";
import { digestHtml, digestText } from "./digest-mail";
import { plural } from "../../../common/words.js";

const DAY = 24 * 60 * 60 * 1000;

/** The week the digest of `now` tells: Monday 00:00 to the next Monday 00:00 (UTC), the last one that ended. */
export function digestWeek(now: Date): { from: Date; to: Date; week: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const to = new Date(today - sinceMonday * DAY);
  const from = new Date(to.getTime() - 7 * DAY);
  return { from, to, week: from.toISOString().slice(0, 10) };
}

type WeekCounts = { visits: number; posts: number; no_shows: number };

export type Digest = {
  business: { id: number; name: string };
  week: { from: string; to: string } & WeekCounts;
  /** The week per location, for a brand with several (else none): its locations, then "No location" when it has any. */
  locations: ({ name: string } & WeekCounts)[];
  posts_overdue: number;
  /** The week's posts without a disclosure, and the rights that end within a week of `now`. */
  content: ContentNotices;
  month: { from: string; to: string; previous_from: string; previous_to: string; current: PostFigures; previous: PostFigures };
};

/** The digest's figures for the brand at `now`. */
export async function digestOf(db: Db, business: { id: number; name: string }, now: Date): Promise<Digest> {
  const { from, to } = digestWeek(now);
  const spans = monthSpans(now);
  const mine = eq(offers.businessId, business.id);
  const counted = { place: offers.locationId, n: sql<number>`count(*)::int` };
  const [visits, missed, week, due, current, previous, content, venues] = await Promise.all([
    db
      .select(counted)
      .from(claims)
      .innerJoin(offers, eq(offers.id, claims.offerId))
      .where(and(mine, gte(claims.checkedInAt, from), lt(claims.checkedInAt, to)))
      .groupBy(offers.locationId),
    db
      .select(counted)
      .from(claims)
      .innerJoin(offers, eq(offers.id, claims.offerId))
      .where(and(mine, noShow(to), sql`${checkInWindowEnd()} >= ${from.toISOString()}::timestamptz`))
      .groupBy(offers.locationId),
    // The week's posts as postFiguresBetween counts them, by the location of their offer (none: the rest's).
    db
      .select(counted)
      .from(posts)
      .innerJoin(models, eq(models.id, posts.modelId))
      .leftJoin(offers, eq(offers.id, posts.offerId))
      .where(and(eq(posts.businessId, business.id), gte(posts.postedAt, from), lt(posts.postedAt, to)))
      .groupBy(offers.locationId),
    postsDue(db, business.id, now, 1000),
    postFiguresBetween(db, business.id, spans.from, spans.to),
    postFiguresBetween(db, business.id, spans.previousFrom, spans.previousTo),
    contentNotices(db, business.id, from, new Date(to.getTime() - 1), now),
    figureVenues(db, business.id),
  ]);
  const at = (rows: { place: number | null; n: number }[], place: number | null | undefined) =>
    rows.filter((r) => place === undefined || r.place === place).reduce((n, r) => n + r.n, 0);
  const countsAt = (place: number | null | undefined): WeekCounts => ({ visits: at(visits, place), posts: at(week, place), no_shows: at(missed, place) });
  const rest = countsAt(null);
  const locations =
    venues.length > 1
      ? [
          ...venues.map((v) => ({ name: v.name, retired: v.retired, ...countsAt(v.id) })).filter((v) => !v.retired || v.visits + v.posts + v.no_shows > 0),
          ...(rest.visits + rest.posts + rest.no_shows > 0 ? [{ name: NO_LOCATION, retired: false, ...rest }] : []),
        ].map(({ retired: _retired, ...row }) => row)
      : [];
  return {
    business,
    week: { from: from.toISOString(), to: to.toISOString(), ...countsAt(undefined) },
    locations,
    posts_overdue: due.rows.filter((r) => r.post_due.state === "overdue").length,
    content,
    month: { ...spanDates(spans), current, previous },
  };
}

/** The mail of a digest, with its one-click unsubscribe link (RFC 8058) on the web tool's origin. */
export function digestMail(to: string, digest: Digest, links: { dashboard: string; unsubscribe: string }): Mail {
  return {
    to,
    subject: `Your week on the marketplace: ${plural(digest.week.visits, "visit", "visits")}, ${plural(digest.week.posts, "post", "posts")}`,
    text: digestText(digest, links),
    html: digestHtml(digest, links),
    headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The brand's digest token (`known`, when the caller has read it), made the first time it is needed. */
export async function digestToken(db: Db, businessId: number, known: string | null = null): Promise<string> {
  if (known) return known;
  // Two runs at once may both get here: the first token written is the one both mails carry.
  const [row] = await db
    .update(businesses)
    .set({ digestToken: sql`coalesce(${businesses.digestToken}, ${randomBytes(24).toString("base64url")})` })
    .where(eq(businesses.id, businessId))
    .returning({ token: businesses.digestToken });
  return row!.token!;
}

/** Every brand's digest of the last week that has not gone yet. */
export async function sendDigests(db: Db, mailer: Mailer, webUrl: string, now = new Date()): Promise<{ sent: number }> {
  const { week } = digestWeek(now);
  const due = await db
    .select({ id: businesses.id, name: businesses.name, email: businesses.contactEmail, digestToken: businesses.digestToken })
    .from(businesses)
    .leftJoin(digestsSent, and(eq(digestsSent.businessId, businesses.id), eq(digestsSent.week, week)))
    .where(and(eq(businesses.weeklyDigest, true), ne(businesses.contactEmail, ""), isNull(digestsSent.businessId)));
  let sent = 0;
  for (const business of due) {
    const token = await digestToken(db, business.id, business.digestToken);
    const digest = await digestOf(db, business, now);
    const links = { dashboard: `${webUrl}/`, unsubscribe: `${webUrl}/digest/unsubscribe/${token}` };
    await mailer.send(digestMail(business.email, digest, links), { id: jobIdOf(`digest:${business.id}:${week}`) });
    const [first] = await db.insert(digestsSent).values({ businessId: business.id, week, sentAt: now }).onConflictDoNothing().returning();
    if (first) sent += 1;
  }
  return { sent };
}

/** The brand a digest token names, for the unsubscribe page. */
export async function digestSubscription(db: Db, token: string) {
  const [row] = await db.select({ name: businesses.name, weeklyDigest: businesses.weeklyDigest }).from(businesses).where(eq(businesses.digestToken, token));
  return row ? { business: row.name, weekly_digest: row.weeklyDigest } : null;
}

/** One click: the token's brand gets no more digests. */
export async function unsubscribeDigest(db: Db, token: string): Promise<boolean> {
  const rows = await db.update(businesses).set({ weeklyDigest: false }).where(eq(businesses.digestToken, token)).returning({ id: businesses.id });
  return rows.length > 0;
}
