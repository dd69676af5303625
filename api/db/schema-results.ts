// Results: the posts models made, the reports shared by link, and what is served by link for a
// while (generated files, short links). Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";
import { businesses, claims, groups, models, offers } from "./schema-marketplace";
import { locations } from "./schema-locations";
import type { DisclosureState } from "../../contract/content";

/** Instagram posts that models made for a business (organic results). */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    claimId: integer("claim_id").references(() => claims.id, { onDelete: "set null" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    instagramId: text("instagram_id").notNull(),
    type: text("type").notNull(),
    thumbnail: text("thumbnail").notNull(),
    media: text("media").notNull(),
    postUrl: text("post_url").notNull(),
    countOfLikes: integer("count_of_likes").notNull().default(0),
    countOfComments: integer("count_of_comments").notNull().default(0),
    comments: jsonb("comments").$type<{ username: string; text: string }[]>().notNull().default([]),
    seen: boolean("seen").notNull().default(false),
    postedAt: ts("posted_at").notNull(),
    caption: text("caption").notNull().default(""),
    /** The disclosure check of the caption with the brand's words (contract/content.ts), kept so lists filter and count on it. */
    disclosure: text("disclosure").$type<DisclosureState>().notNull().default("missing"),
    /** Whether the offer's mentions and hashtags are in the caption; null when it asked for none. */
    tags: text("tags").$type<"present" | "missing">(),
    /**
     * The post's rights as the library filters on them (services/content/rights-state.ts): the
     * state of its strongest request, and when that runs out (a link's end, a grant's end).
     */
    rightsState: text("rights_state").$type<"requested" | "granted" | "declined" | "revoked">(),
    rightsUntil: ts("rights_until"),
  },
  (t) => [
    index("posts_business_posted").on(t.businessId, t.postedAt),
    index("posts_offer").on(t.offerId),
    index("posts_claim").on(t.claimId),
    index("posts_business_model").on(t.businessId, t.modelId),
  ],
);

/** Shareable reports; the id is an unguessable slug because /report/{id} is public. */
export const reports = pgTable(
  "reports",
  {
    id: text("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "set null" }),
    dateFrom: ts("date_from").notNull(),
    dateTo: ts("date_to").notNull(),
    showInPerson: boolean("show_in_person").notNull().default(false),
    showComments: boolean("show_comments").notNull().default(false),
    showPricing: boolean("show_pricing").notNull().default(false),
    /** A month's report of one location, made when the brand first shares it from Results; null: the group's. */
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // A location's month has one report, so two shares at once give the same link.
  (t) => [
    uniqueIndex("reports_location_month")
      .on(t.businessId, t.locationId, t.dateFrom)
      .where(sql`${t.locationId} is not null`),
  ],
);

export const shortLinks = pgTable("short_links", {
  code: text("code").primaryKey(),
  url: text("url").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
});

/** Generated files (PDFs) served by link until they expire. */
export const files = pgTable("files", {
  id: text("id").primaryKey(),
  businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  path: text("path").notNull(),
  size: integer("size").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
});
