// Results: the posts models made, the reports shared by link, and what is served by link for a
// while (generated files, short links). Re-exported by schema.ts.
import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";
import { businesses, claims, groups, models, offers } from "./schema-marketplace";

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
  },
  (t) => [index("posts_business_posted").on(t.businessId, t.postedAt), index("posts_offer").on(t.offerId)],
);

/** Shareable reports; the id is an unguessable slug because /report/{id} is public. */
export const reports = pgTable("reports", {
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
  createdAt: createdAt(),
});

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
