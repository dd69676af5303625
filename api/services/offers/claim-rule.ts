// A brand's rule for who may claim (docs/product/accounts.md#who-may-claim): skip models with `skip_no_shows` or more no-shows
// in the last NO_SHOW_DAYS days, and models whose posting rate is under `skip_below_rate` per
// cent. The rate needs a record: a model with fewer than NEW_BELOW claims ("New") is never
// skipped by it. Both read the track record's own definitions (track-record.ts), with all brands.
//
// The marketplace applies it where it takes a claim or an application (takeClaim): a claim is
// refused with the reason; an application is taken, marked with the reason (claims.rule_note)
// and sorted last in the brand's review (applicants.ts).
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, claims, models, offers } from "../../db/schema";
import { HttpError, notFound } from "../../lib/errors";
import { checkInWindowEnd } from "./check-in";
import { countClaims } from "./claim-counts";
import { countSpots } from "./shapes";
import { offerRightsTerms, RIGHTS_NOT_ACCEPTED } from "./rights-terms";
import { grantAtClaim } from "../content/rights";
import { NEW_BELOW, NOT_CLAIMS, noShow, trackRecords } from "./track-record";
import { NO_SHOW_DAYS } from "../../../contract/numbers";
import { plural } from "../../../common/words.js";

/** No-shows count for the rule when their window closed within this many days. */
const DAY = 24 * 60 * 60 * 1000;

export type ClaimRule = { skip_no_shows: number | null; skip_below_rate: number | null };

/** The model's no-shows, with every brand, whose check-in window closed within NO_SHOW_DAYS of `now`. */
export async function recentNoShows(db: Db, modelId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - NO_SHOW_DAYS * DAY);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .where(and(eq(claims.modelId, modelId), noShow(now), sql`${checkInWindowEnd()} >= ${since.toISOString()}::timestamptz`));
  return row?.n ?? 0;
}

/** Why the rule skips the model, in the brand's words ("2 no-shows in the last 90 days"), or null. */
export async function ruleVerdict(db: Db, businessId: number, rule: ClaimRule, modelId: number, now: Date): Promise<string | null> {
  if (rule.skip_no_shows) {
    const missed = await recentNoShows(db, modelId, now);
    if (missed >= rule.skip_no_shows) return `${plural(missed, "no-show", "no-shows")} in the last ${NO_SHOW_DAYS} days`;
  }
  if (rule.skip_below_rate) {
    const record = (await trackRecords(db, businessId, [modelId], now)).get(modelId)!;
    const rate = record.all.posting_rate;
    if (record.all.claims >= NEW_BELOW && rate !== null && rate < rule.skip_below_rate) {
      return `posted for ${rate}% of ${plural(record.all.completed, "completed claim", "completed claims")}`;
    }
  }
  return null;
}

export const ruleOf = (b: { skipNoShows: number | null; skipBelowRate: number | null }): ClaimRule => ({
  skip_no_shows: b.skipNoShows,
  skip_below_rate: b.skipBelowRate,
});

/**
 * The marketplace takes a model's claim (claim-mode offers) or application (apply mode) on one
 * offer. Refused: an offer that is gone or cancelled, a model already on it, an offer asking for
 * usage rights whose terms the model did not accept, no spot left, and a claim the brand's rule
 * skips. Accepted terms are granted with the claim, in its transaction, from its time on.
 * Answers the new claim's id and, for an application, the note.
 */
export async function takeClaim(
  db: Db,
  offerId: number,
  modelId: number,
  now = new Date(),
  accepted: { rightsTerms?: boolean } = {},
): Promise<{ claim_id: number; rule_note: string | null }> {
  const [found] = await db
    .select({ offer: offers, business: { skipNoShows: businesses.skipNoShows, skipBelowRate: businesses.skipBelowRate }, model: { id: models.id } })
    .from(offers)
    .innerJoin(businesses, eq(businesses.id, offers.businessId))
    .innerJoin(models, eq(models.id, modelId))
    .where(eq(offers.id, offerId));
  if (!found) throw notFound("No such offer or model.");
  const { offer } = found;
  if (offer.state === "canceled" || (offer.endsAt ?? offer.visibleUntil ?? now).getTime() < now.getTime()) {
    throw new HttpError(409, "This offer has ended.");
  }
  const terms = offerRightsTerms(offer.details);
  if (terms && !accepted.rightsTerms) throw new HttpError(409, RIGHTS_NOT_ACCEPTED);
  const [mine] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.offerId, offerId), eq(claims.modelId, modelId), notInArray(claims.status, NOT_CLAIMS)))
    .limit(1);
  if (mine) throw new HttpError(409, "This model has already claimed or applied to this offer.");
  const note = await ruleVerdict(db, offer.businessId, ruleOf(found.business), modelId, now);
  const take = (values: Omit<typeof claims.$inferInsert, "offerId" | "modelId" | "claimedAt">) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(claims)
        .values({ offerId, modelId, claimedAt: now, ...values })
        .returning({ id: claims.id });
      if (terms) await grantAtClaim(tx, row!.id, terms);
      return row!.id;
    });
  if (offer.mode === "apply") {
    const id = await take({ status: "pending", applicationStatus: "unreviewed", ruleNote: note });
    return { claim_id: id, rule_note: note };
  }
  if (note) throw new HttpError(409, `This brand takes claims from models with a steadier record: ${note}.`);
  const held = (await countClaims(db, [offerId], undefined, now)).get(offerId)!.held;
  if (countSpots(offer, held).available_spots === 0) throw new HttpError(409, "Every spot of this offer is taken.");
  return { claim_id: await take({ status: "active" }), rule_note: null };
}
