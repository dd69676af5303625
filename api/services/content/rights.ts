// Usage rights (docs/features/content.md): the brand asks a model for rights to posts, by a
// one-time link mailed to the model (kept as a sha256 hash, working for 14 days); the model
// accepts or declines on a public page, the exact terms' text and the time are recorded; the
// brand may revoke them, and keep the model's partnership-ad code on them. Rights an offer asked
// for up front start at the claim. Each request and revocation is in the record of who did what.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, claims, models, offers, posts, rightsRequestPosts, rightsRequests } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/errors";
import { REFUSALS } from "../../../contract/refusals";
import { RIGHTS_LINK_DAYS, RIGHTS_TERM_DAYS, termsText, type RightsState, type RightsTerms } from "../../../contract/content";
import { recordChange, type Author } from "../accounts/changes";
import { hashToken, randomToken } from "../accounts/tokens";
import { refreshRightsState, requestState } from "./rights-state";

export const LINK_NOT_VALID = "This link is not valid. Ask the brand to send you a new one.";
export const LINK_EXPIRED = `This link has expired: it worked for ${RIGHTS_LINK_DAYS} days. Ask the brand to send you a new one if you still want to answer.`;
export const LINK_REVOKED = "The brand took this request back, so there is nothing to answer.";
export const linkUsed = (answer: "granted" | "declined") =>
  `You already answered this request: you ${answer === "granted" ? "accepted" : "declined"} it. Thank you.`;

type RequestRow = typeof rightsRequests.$inferSelect;

/** A request as the brand's pages and the register show it. */
export type RightsView = {
  id: number;
  model_id: number;
  uses: RightsTerms["uses"];
  term: RightsTerms["term"];
  fee_cents: number | null;
  note: string | null;
  terms_text: string;
  state: RightsState;
  from_claim: boolean;
  requested_at: string;
  link_expires_at: string | null;
  answered_at: string | null;
  starts_at: string | null;
  ends_at: string | null;
  revoked_at: string | null;
  ad_code: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function rightsView(r: RequestRow, now = new Date()): RightsView {
  return {
    id: r.id,
    model_id: r.modelId,
    uses: r.uses,
    term: r.term,
    fee_cents: r.feeCents,
    note: r.note,
    terms_text: r.termsText,
    state: requestState(r, now),
    from_claim: r.claimId !== null,
    requested_at: r.createdAt.toISOString(),
    link_expires_at: iso(r.linkExpiresAt),
    answered_at: iso(r.answeredAt),
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
    revoked_at: iso(r.revokedAt),
    ad_code: r.adCode,
  };
}

const endOf = (term: RightsTerms["term"], start: Date) => {
  const days = RIGHTS_TERM_DAYS[term];
  return days === null ? null : new Date(start.getTime() + days * 86_400_000);
};

/** A new request's link, for the mail: the model's address and name, and the token (only its hash is kept). */
export type RequestMade = { request: RightsView; token: string; model: { name: string; email: string }; posts: number };

/**
 * Asks for rights to `postIds` (all the brand's), one request per model, each with a link of its
 * own. A model with no email address can't be asked by mail: a 400 that names them, and nothing
 * is asked of anyone.
 */
export async function requestRights(db: Db, by: Author, postIds: number[], terms: RightsTerms): Promise<{ brand: string; made: RequestMade[] }> {
  const unique = [...new Set(postIds)];
  const rows = await db
    .select({ id: posts.id, modelId: posts.modelId, name: models.name, email: models.email })
    .from(posts)
    .innerJoin(models, eq(models.id, posts.modelId))
    .where(and(eq(posts.businessId, by.businessId), inArray(posts.id, unique)));
  if (rows.length !== unique.length) throw notFound("Some of the chosen posts are not the brand's. Please reload the page and choose again.");
  const unreachable = [...new Set(rows.filter((r) => !r.email).map((r) => r.name))];
  if (unreachable.length)
    throw badRequest(`${unreachable.join(", ")} can't be asked by email: the marketplace has no email address for them.`, { post_ids: "no email" });
  const [brand] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, by.businessId));
  const byModel = new Map<number, typeof rows>();
  for (const row of rows) byModel.set(row.modelId, [...(byModel.get(row.modelId) ?? []), row]);
  const made = await db.transaction(async (tx) => {
    const out: RequestMade[] = [];
    for (const [modelId, own] of byModel) {
      const token = randomToken();
      const [request] = await tx
        .insert(rightsRequests)
        .values({
          businessId: by.businessId,
          modelId,
          uses: terms.uses,
          term: terms.term,
          feeCents: terms.fee_cents,
          note: terms.note,
          termsText: termsText(brand!.name, terms, own.length),
          tokenHash: hashToken(token),
          linkExpiresAt: sql`now() + make_interval(days => ${RIGHTS_LINK_DAYS}::int)`,
          requestedBy: by.userId,
        })
        .returning();
      await tx.insert(rightsRequestPosts).values(own.map((p) => ({ requestId: request!.id, postId: p.id })));
      await recordChange(tx, by, "rights_request", { detail: String(request!.id) });
      out.push({ request: rightsView(request!), token, model: { name: own[0]!.name, email: own[0]!.email! }, posts: own.length });
    }
    await refreshRightsState(tx, unique);
    return out;
  });
  return { brand: brand!.name, made };
}

/** Takes a request back before it is answered, or ends granted rights now. A second revocation, or another brand's, is a 404. */
export async function revokeRights(db: Db, by: Author, id: number): Promise<RightsView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rightsRequests)
      .set({ revokedAt: sql`now()`, revokedBy: by.userId })
      .where(and(eq(rightsRequests.id, id), eq(rightsRequests.businessId, by.businessId), isNull(rightsRequests.revokedAt)))
      .returning();
    if (!row || requestState(row) === "declined") throw notFound("These rights can't be revoked: they were declined or revoked already.");
    await recordChange(tx, by, "rights_revoke", { claimId: row.claimId ?? undefined, detail: String(row.id) });
    await refreshRightsState(tx, await coveredPosts(tx, row));
    return rightsView(row);
  });
}

/** Keeps (or clears, with null) the partnership-ad code the model shared on granted rights. */
export async function keepAdCode(db: Db, businessId: number, id: number, code: string | null): Promise<RightsView> {
  const [row] = await db
    .update(rightsRequests)
    .set({ adCode: code })
    .where(and(eq(rightsRequests.id, id), eq(rightsRequests.businessId, businessId), eq(rightsRequests.answer, "granted")))
    .returning();
  if (!row) throw notFound("Only granted rights can keep a partnership-ad code.");
  return rightsView(row);
}

/** The posts a request covers: its list, or every post of its claim. */
async function coveredPosts(db: Db, row: RequestRow): Promise<number[]> {
  const listed = await db.select({ id: rightsRequestPosts.postId }).from(rightsRequestPosts).where(eq(rightsRequestPosts.requestId, row.id));
  const ofClaim = row.claimId ? await db.select({ id: posts.id }).from(posts).where(eq(posts.claimId, row.claimId)) : [];
  return [...listed, ...ofClaim].map((p) => p.id);
}

/** What a link shows the model: the brand, the posts, the terms and where the request stands. */
export type RightsLink = {
  brand: string;
  model: string;
  terms_text: string;
  uses: RightsTerms["uses"];
  term: RightsTerms["term"];
  fee_cents: number | null;
  note: string | null;
  link_expires_at: string;
  posts: { id: number; thumbnail: string; post_url: string; type: string; posted_at: string }[];
};

async function requestOfToken(db: Db, token: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(rightsRequests)
    .where(eq(rightsRequests.tokenHash, hashToken(token)));
  if (!row) throw notFound(LINK_NOT_VALID);
  return row;
}

/** Why a link no longer takes an answer, as a 410 with its code; null while it does. */
function closed(row: RequestRow): HttpError | null {
  if (row.answer) return new HttpError(410, linkUsed(row.answer), undefined, REFUSALS.rightsLinkUsed);
  if (row.revokedAt) return new HttpError(410, LINK_REVOKED, undefined, REFUSALS.rightsLinkRevoked);
  if (row.linkExpiresAt && row.linkExpiresAt <= new Date()) return new HttpError(410, LINK_EXPIRED, undefined, REFUSALS.rightsLinkExpired);
  return null;
}

/** The link's request, for its page; a used, revoked or expired link is a 410 that says which. */
export async function readRightsLink(db: Db, token: string): Promise<RightsLink> {
  const row = await requestOfToken(db, token);
  const refusal = closed(row);
  if (refusal) throw refusal;
  const [who] = await db
    .select({ brand: businesses.name, model: models.name })
    .from(businesses)
    .innerJoin(models, eq(models.id, row.modelId))
    .where(eq(businesses.id, row.businessId));
  const covered = await db
    .select({ id: posts.id, thumbnail: posts.thumbnail, postUrl: posts.postUrl, type: posts.type, postedAt: posts.postedAt })
    .from(rightsRequestPosts)
    .innerJoin(posts, eq(posts.id, rightsRequestPosts.postId))
    .where(eq(rightsRequestPosts.requestId, row.id))
    .orderBy(desc(posts.postedAt), asc(posts.id));
  return {
    brand: who?.brand ?? "",
    model: who?.model ?? "",
    terms_text: row.termsText,
    uses: row.uses,
    term: row.term,
    fee_cents: row.feeCents,
    note: row.note,
    link_expires_at: row.linkExpiresAt!.toISOString(),
    posts: covered.map((p) => ({ id: p.id, thumbnail: p.thumbnail, post_url: p.postUrl, type: p.type, posted_at: p.postedAt.toISOString() })),
  };
}

/**
 * The model's answer. The same answer again is taken as the first (a doubled post, a reload),
 * and answers the same; another answer after the first, a revoked or an expired link are 410s.
 */
export async function answerRights(db: Db, token: string, answer: "granted" | "declined"): Promise<{ answer: "granted" | "declined"; ends_at: string | null }> {
  return db.transaction(async (tx) => {
    const row = await requestOfToken(tx, token);
    if (row.answer === answer) return { answer, ends_at: iso(row.endsAt) };
    const refusal = closed(row);
    if (refusal) throw refusal;
    const now = new Date();
    const [answered] = await tx
      .update(rightsRequests)
      .set(answer === "granted" ? { answer, answeredAt: now, startsAt: now, endsAt: endOf(row.term, now) } : { answer, answeredAt: now })
      .where(and(eq(rightsRequests.id, row.id), isNull(rightsRequests.answer), isNull(rightsRequests.revokedAt)))
      .returning();
    // Another answer won the race: say what it was.
    if (!answered) throw closed(await requestOfToken(tx, token))!;
    await refreshRightsState(tx, await coveredPosts(tx, answered));
    return { answer, ends_at: iso(answered.endsAt) };
  });
}

/**
 * Rights an offer asked for up front, granted by the model's claim (POST /internal/claims): they
 * start at the claim and cover the claim's posts as they come. `db` is the claim's transaction.
 */
export async function grantAtClaim(db: Db, claimId: number, terms: RightsTerms): Promise<void> {
  const [row] = await db
    .select({ businessId: offers.businessId, brand: businesses.name, modelId: claims.modelId, claimedAt: claims.claimedAt })
    .from(claims)
    .innerJoin(offers, eq(offers.id, claims.offerId))
    .innerJoin(businesses, eq(businesses.id, offers.businessId))
    .where(eq(claims.id, claimId));
  if (!row) return;
  await db
    .insert(rightsRequests)
    .values({
      businessId: row.businessId,
      modelId: row.modelId,
      claimId,
      uses: terms.uses,
      term: terms.term,
      feeCents: terms.fee_cents,
      note: terms.note,
      termsText: termsText(row.brand, terms, "offer"),
      answer: "granted",
      answeredAt: row.claimedAt,
      startsAt: row.claimedAt,
      endsAt: endOf(terms.term, row.claimedAt),
    })
    .onConflictDoNothing();
  const claimPosts = await db.select({ id: posts.id }).from(posts).where(eq(posts.claimId, claimId));
  await refreshRightsState(
    db,
    claimPosts.map((p) => p.id),
  );
}
