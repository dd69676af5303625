// Reminders to post (docs/product/offers.md#posts-due): the Remind button of a post due, and the automatic reminders,
// one the day after the visit and one when the post becomes overdue. A model hears from a brand
// about one claim at most once in REMIND_AGAIN_HOURS, and never once the post has arrived: each
// send reads the claim again through postDue, the rule every screen shows.
//
// The automatic ones run as the "reminders" job (adapters/jobs/handlers.ts). Each is sent once
// however many workers run it at the same moment, or again after one died mid-run: its mail job
// has an id made from the claim and the kind (jobIdOf), which the queue keeps only once, and its
// row in post_reminders is unique per claim and kind.
import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { REFUSALS } from "../../../contract/refusals";
import type { Db } from "../../db";
import type { Mail, Mailer } from "../../adapters/mail/transport";
import { jobIdOf } from "../../adapters/jobs/queue";
import { businesses, claims, models, offers, postReminders, shipments, type ReminderKind } from "../../db/schema";
import { HttpError, notFound } from "../../lib/errors";
import type { AccessClaims } from "../accounts/tokens";
import { when } from "./check-in";
import { completedAt, dueClaimColumns, dueOfferColumns, mayRemind, postDue, remindAgainAt, type PostDue } from "./posts-due";
import { GIFT_DONE } from "./track-record";

/** The Remind button may send again this long after the last reminder of the same claim. */
/** The automatic reminders look at claims completed within this many days. */
export const AUTO_LOOKBACK_DAYS = 30;
const HOUR = 60 * 60 * 1000;

/** The last reminder each claim was sent, for the claims given (one grouped query). */
export async function lastReminders(db: Db, claimIds: number[]): Promise<Map<number, Date>> {
  if (!claimIds.length) return new Map();
  const rows = await db
    .select({ claimId: postReminders.claimId, at: sql<number>`(extract(epoch from max(${postReminders.sentAt})) * 1000)::float8` })
    .from(postReminders)
    .where(inArray(postReminders.claimId, claimIds))
    .groupBy(postReminders.claimId);
  return new Map(rows.map((r) => [r.claimId, new Date(Number(r.at))]));
}

const facts = {
  claim: dueClaimColumns,
  offer: dueOfferColumns,
  model: { id: models.id, firstName: models.firstName, email: models.email },
  business: { id: businesses.id, name: businesses.name, autoReminders: businesses.autoReminders },
  shipment: { updatedAt: shipments.updatedAt },
};

type Facts = {
  claim: { id: number; status: string; checkedInAt: Date | null; postsCount: number; postedAt: Date | null };
  offer: { id: number; subtitle: string; type: string; timezone: string; mustPost: boolean; isStatsRequired: boolean; postWithinDays: number | null };
  model: { id: number; firstName: string; email: string | null };
  business: { id: number; name: string; autoReminders: boolean };
  shipment: { updatedAt: Date | null } | null;
};

const selectFacts = (db: Db) =>
  db
    .select(facts)
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .innerJoin(businesses, eq(businesses.id, offers.businessId))
    .innerJoin(models, eq(models.id, claims.modelId))
    .leftJoin(shipments, eq(shipments.claimId, claims.id));

const shipmentOf = (f: Facts) => (f.shipment?.updatedAt ? { updatedAt: f.shipment.updatedAt } : null);

/** The reminder's words: what was given, by whom, and the last day to post. */
export function reminderMail(f: Facts, due: PostDue): Mail {
  const deadline = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${due.due_on}T12:00:00Z`),
  );
  const asked =
    due.state === "overdue"
      ? `Your posts for ${f.offer.subtitle} were due on ${deadline}. ${f.business.name} is still looking forward to them.`
      : `${f.business.name} is looking forward to your posts for ${f.offer.subtitle}. Please post by ${deadline}.`;
  return {
    to: f.model.email!,
    subject: due.state === "overdue" ? `Your posts for ${f.business.name} are overdue` : `A reminder from ${f.business.name}: your posts`,
    text: [
      `Hi ${f.model.firstName},`,
      "",
      asked,
      "",
      "Once your posts are up they reach the brand by themselves: there is nothing else to do.",
      "",
      f.business.name,
    ].join("\n"),
  };
}

/**
 * The Remind button: a reminder to the model of one of the brand's claims that owes posts, at
 * most one per claim in REMIND_AGAIN_HOURS (automatic ones included). The claim's row is locked
 * while it is decided, so two presses at once send one mail.
 */
export async function remindModel(db: Db, mailer: Mailer, by: AccessClaims, claimId: number, now = new Date()): Promise<{ reminded_at: string }> {
  return db.transaction(async (tx) => {
    const [f] = await selectFacts(tx)
      .where(and(eq(claims.id, claimId), eq(offers.businessId, by.businessId)))
      .for("update", { of: claims });
    if (!f) throw notFound();
    const due = postDue(f.claim, f.offer, shipmentOf(f), now);
    if (!due) throw new HttpError(409, "This model owes no posts: they have posted, or the visit is not done yet.");
    if (!f.model.email) throw new HttpError(409, "This model has no email address with us, so no reminder can be sent.");
    const [last] = await tx
      .select({ sentAt: postReminders.sentAt })
      .from(postReminders)
      .where(eq(postReminders.claimId, claimId))
      .orderBy(desc(postReminders.sentAt))
      .limit(1);
    if (last && !mayRemind(last.sentAt, now)) {
      const next = remindAgainAt(last.sentAt);
      throw new HttpError(
        429,
        `A reminder went to this model at ${when(last.sentAt, f.offer.timezone)}. The next can be sent from ${when(next, f.offer.timezone)}.`,
        undefined,
        REFUSALS.remindTooSoon,
      );
    }
    await tx.insert(postReminders).values({ claimId, kind: "manual", userId: by.userId, sentAt: now });
    await mailer.send(reminderMail(f, due));
    return { reminded_at: now.toISOString() };
  });
}

/** Which automatic reminder, if any, the claim is owed at `now`. */
export function automaticReminder(due: PostDue | null, done: Date | null, sent: Set<ReminderKind>, last: Date | null, now: Date): ReminderKind | null {
  if (!due || !done) return null;
  if (!mayRemind(last, now)) return null;
  if (due.state === "overdue") return sent.has("overdue") ? null : "overdue";
  return !sent.has("day_after") && now.getTime() - done.getTime() >= 24 * HOUR ? "day_after" : null;
}

/**
 * The automatic reminders due at `now`, for every brand that has them on: each queued once as a
 * mail whose job id says which claim and kind it is, then recorded. A worker that dies between
 * the two leaves the row out; the next run queues the same job id again, which the queue
 * ignores, and writes the row.
 */
export async function sendDueReminders(db: Db, mailer: Mailer, now = new Date()): Promise<{ sent: number }> {
  const since = new Date(now.getTime() - AUTO_LOOKBACK_DAYS * 24 * HOUR);
  const found = await selectFacts(db).where(
    and(
      eq(businesses.autoReminders, true),
      isNotNull(models.email),
      or(eq(offers.mustPost, true), eq(offers.type, "must_post"), eq(offers.isStatsRequired, true)),
      eq(claims.postsCount, 0),
      isNull(claims.postedAt),
      or(gte(claims.checkedInAt, since), and(inArray(claims.status, GIFT_DONE), gte(shipments.updatedAt, since))),
    ),
  );
  if (!found.length) return { sent: 0 };
  const ids = found.map((f) => f.claim.id);
  const history = await db
    .select({ claimId: postReminders.claimId, kind: postReminders.kind, sentAt: postReminders.sentAt })
    .from(postReminders)
    .where(inArray(postReminders.claimId, ids));
  const kindsOf = new Map<number, Set<ReminderKind>>();
  const last = new Map<number, Date>();
  for (const h of history) {
    kindsOf.set(h.claimId, (kindsOf.get(h.claimId) ?? new Set()).add(h.kind));
    if ((last.get(h.claimId)?.getTime() ?? 0) < h.sentAt.getTime()) last.set(h.claimId, h.sentAt);
  }
  let sent = 0;
  for (const f of found) {
    const due = postDue(f.claim, f.offer, shipmentOf(f), now);
    const kind = automaticReminder(due, completedAt(f.claim, shipmentOf(f)), kindsOf.get(f.claim.id) ?? new Set(), last.get(f.claim.id) ?? null, now);
    if (!kind || !due) continue;
    await mailer.send(reminderMail(f, due), { id: jobIdOf(`post-reminder:${f.claim.id}:${kind}`) });
    const [row] = await db.insert(postReminders).values({ claimId: f.claim.id, kind, sentAt: now }).onConflictDoNothing().returning({ id: postReminders.id });
    if (row) sent += 1;
  }
  return { sent };
}
