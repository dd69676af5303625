// A brand's content rights: what a brand asked a model for (a use, a term, a fee), the one-time
// link that asks, the model's answer with the exact terms' text, and the posts it covers.
// Re-exported by schema.ts. The rule and the words: contract/content.ts.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";
import { users } from "./schema-accounts";
import { businesses, claims, models } from "./schema-marketplace";
import { posts } from "./schema-results";
import type { RightsTerm, RightsUse } from "../../contract/content";

/**
 * One ask of a model for rights to one or more of their posts, and its answer. A request from a
 * claim (an offer with rights terms up front) has no link: the model accepted at the claim, so it
 * is granted from the claim's time and covers every post of that claim.
 */
export const rightsRequests = pgTable(
  "rights_requests",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    claimId: integer("claim_id").references(() => claims.id, { onDelete: "cascade" }),
    uses: jsonb("uses").$type<RightsUse[]>().notNull(),
    term: text("term").$type<RightsTerm>().notNull(),
    feeCents: integer("fee_cents"),
    note: text("note"),
    /** The terms as the model read them, word for word (contract/content.ts, termsText). */
    termsText: text("terms_text").notNull(),
    /** The link's token, as a sha256 hash; null for rights taken at a claim. */
    tokenHash: text("token_hash"),
    linkExpiresAt: ts("link_expires_at"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    answer: text("answer").$type<"granted" | "declined">(),
    answeredAt: ts("answered_at"),
    startsAt: ts("starts_at"),
    /** Null for perpetual rights and for those not granted. */
    endsAt: ts("ends_at"),
    revokedAt: ts("revoked_at"),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    /** The Instagram partnership-ad code the model shared, kept by the brand. */
    adCode: text("ad_code"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rights_requests_token").on(t.tokenHash),
    index("rights_requests_business").on(t.businessId, t.createdAt),
    uniqueIndex("rights_requests_claim").on(t.claimId),
    // The dashboard's and the digest's rights that end within a week.
    index("rights_requests_ending")
      .on(t.businessId, t.endsAt)
      .where(sql`${t.answer} = 'granted' and ${t.revokedAt} is null`),
  ],
);

/** The posts a request covers. */
export const rightsRequestPosts = pgTable(
  "rights_request_posts",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => rightsRequests.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.postId] }), index("rights_request_posts_post").on(t.postId)],
);
