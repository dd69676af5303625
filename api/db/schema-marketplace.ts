// The marketplace: businesses with their media, models, offers, groups, claims and shipments,
// and the reference lists. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";
import { users } from "./schema-accounts";
import { locations } from "./schema-locations";

export type Location = { lat: number | null; lon: number | null; address: string };
export type WorkingHours = Record<string, { open: string; close: string } | null>;

export const businesses = pgTable("businesses", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  contactName: text("contact_name").notNull().default(""),
  contactEmail: text("contact_email").notNull().default(""),
  phoneNumber: text("phone_number").notNull().default(""),
  website: text("website").notNull().default(""),
  description: text("description").notNull().default(""),
  instagramId: text("instagram_id"),
  /** Posts due: reminders to models go out by themselves unless the brand turns them off. */
  autoReminders: boolean("auto_reminders").notNull().default(true),
  /** The weekly digest to contact_email; its one-click unsubscribe link carries digest_token. */
  weeklyDigest: boolean("weekly_digest").notNull().default(true),
  digestToken: text("digest_token").unique(),
  /** The brand's rule for who may claim: skip models with this many no-shows in 90 days, or posting under this per cent. */
  skipNoShows: integer("skip_no_shows"),
  skipBelowRate: integer("skip_below_rate"),
  /** The brand's own disclosure words, beside the default ones (contract/content.ts). */
  disclosureWords: jsonb("disclosure_words").$type<string[]>().notNull().default([]),
  /** Whether shared reports show "Cleared for ads" on posts with granted rights to paid ads. */
  showCleared: boolean("show_cleared").notNull().default(false),
  createdAt: createdAt(),
});

/** Profile media of a business; offers reference these by id. */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    thumbnail: text("thumbnail").notNull(),
    width: integer("width"),
    height: integer("height"),
    sort: integer("sort").notNull().default(0),
    isProfile: boolean("is_profile").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("media_business").on(t.businessId, t.sort)],
);

/** The business's own Instagram images, offered for import in the wizard and profile. */
export const instagramImages = pgTable(
  "instagram_images",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    mediaUrl: text("media_url").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    postedAt: ts("posted_at").notNull(),
  },
  (t) => [index("instagram_images_business").on(t.businessId, t.id)],
);

/** Reference lists: cities, size lists and stat bounds (kind = cities, model_shoe_sizes …). */
export const enumValues = pgTable(
  "enum_values",
  {
    kind: text("kind").notNull(),
    id: integer("id").notNull(),
    label: text("label").notNull(),
    data: jsonb("data"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

export const carriers = pgTable("carriers", {
  code: text("code").primaryKey(),
  title: text("title").notNull(),
  logoUrl: text("logo_url").notNull(),
  /** Regular expression recognising this carrier's tracking numbers. */
  pattern: text("pattern"),
  trackingUrl: text("tracking_url").notNull(),
});

/** Models (creators) of the marketplace; not owned by any business. */
export const models = pgTable("models", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  sex: text("sex").notNull(),
  avatar: text("avatar").notNull(),
  instagram: jsonb("instagram").$type<{
    id: string;
    handle: string;
    username: string;
    profile_url: string;
    number_of_followers: number;
  } | null>(),
  stats: jsonb("stats").$type<Record<string, unknown>>(),
  photos: jsonb("photos").$type<string[]>().notNull().default([]),
  /** Where the brand's reminders to post reach the model. */
  email: text("email"),
});

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    mode: text("mode").notNull().default("claim"),
    subtitle: text("subtitle").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    state: text("state"),
    canceledAt: ts("canceled_at"),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    visibleFrom: ts("visible_from"),
    visibleUntil: ts("visible_until"),
    timezone: text("timezone").notNull().default("America/New_York"),
    repeatType: text("repeat_type"),
    isGroup: boolean("is_group").notNull().default(false),
    isVegan: boolean("is_vegan").notNull().default(false),
    mustPost: boolean("must_post").notNull().default(false),
    groupMinSize: integer("group_min_size"),
    groupMaxSize: integer("group_max_size"),
    groupMaxNumber: integer("group_max_number"),
    sharedSpots: integer("shared_spots").notNull().default(0),
    maleSpots: integer("male_spots").notNull().default(0),
    femaleSpots: integer("female_spots").notNull().default(0),
    starSpots: integer("star_spots").notNull().default(0),
    waitlistSpots: integer("waitlist_spots").notNull().default(0),
    ageLimit: integer("age_limit"),
    giftSource: text("gift_source"),
    deliberationStatus: text("deliberation_status"),
    deliberationStarts: ts("deliberation_starts"),
    deliberationUntil: ts("deliberation_until"),
    isStatsRequired: boolean("is_stats_required").notNull().default(false),
    /** Days after the visit (or the gift's arrival) the model has to post; null: the default 7. */
    postWithinDays: integer("post_within_days"),
    hasNoLocation: boolean("has_no_location").notNull().default(false),
    /** The brand's location the offer runs at (api/db/schema-locations.ts); null for an offer with no location. */
    locationId: integer("location_id").references((): AnyPgColumn => locations.id),
    location: jsonb("location").$type<Location>(),
    wages: text("wages"),
    discount: text("discount"),
    /** What one model's perk or gift is worth to the brand, in cents (for the cost per result). */
    valuePerModelCents: integer("value_per_model_cents"),
    contactName: text("contact_name").notNull().default(""),
    verificationStatus: text("verification_status").notNull().default("unverified"),
    templateId: integer("template_id"),
    templateKey: text("template_key"),
    /** The rest of the offer's fields (api/README.md, Offer), returned as they were sent. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Makes a doubled create request have one effect. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("offers_business").on(t.businessId, t.startsAt),
    index("offers_location").on(t.locationId),
    // The Active and Upcoming lists, a page at a time: ordered by start (else visible from), then id.
    index("offers_business_start").on(t.businessId, sql`coalesce(${t.startsAt}, ${t.visibleFrom})`, t.id),
    uniqueIndex("offers_idempotency").on(t.businessId, t.idempotencyKey),
  ],
);

export const offerMedia = pgTable(
  "offer_media",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    mediaId: integer("media_id"),
    path: text("path").notNull(),
    thumbnail: text("thumbnail").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("offer_media_offer").on(t.offerId, t.sort)],
);

export const groups = pgTable(
  "groups",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    ownerModelId: integer("owner_model_id")
      .notNull()
      .references(() => models.id),
    status: text("status"),
    createdAt: createdAt(),
  },
  (t) => [index("groups_offer").on(t.offerId)],
);

/** Members of a group: status confirmed, uncertain or invited. */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    status: text("status").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.modelId] })],
);

/** A model's claim of (or application to) an offer: the spec's attendee. */
export const claims = pgTable(
  "claims",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    spotType: text("spot_type"),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    callTime: ts("call_time"),
    callSheetStatus: text("call_sheet_status"),
    claimedAt: ts("claimed_at").notNull().defaultNow(),
    checkedInAt: ts("checked_in_at"),
    canceledAt: ts("canceled_at"),
    expiresAt: ts("expires_at"),
    reservedFor: ts("reserved_for"),
    postedAt: ts("posted_at"),
    postsCount: integer("posts_count").notNull().default(0),
    /** Applicant filter state for apply-mode offers: unreviewed, liked, selected, dismissed. */
    applicationStatus: text("application_status"),
    applicantStatusLockedAt: ts("applicant_status_locked_at"),
    /** Why the brand's rule skips this applicant ("2 no-shows in the last 90 days"); sorted last in review. */
    ruleNote: text("rule_note"),
  },
  (t) => [
    index("claims_offer").on(t.offerId, t.status),
    // A model's track record across every brand: one grouped query per list of models.
    index("claims_model").on(t.modelId),
    // A month's spend (services/reports/costs.ts): the claims checked in, or posted, in a date range, offer by offer.
    index("claims_offer_checked_in").on(t.offerId, t.checkedInAt),
    index("claims_offer_posted").on(t.offerId, t.postedAt),
  ],
);

export const shipments = pgTable("shipments", {
  claimId: integer("claim_id")
    .primaryKey()
    .references(() => claims.id, { onDelete: "cascade" }),
  status: text("status").notNull().default("unknown"),
  trackingStatus: text("tracking_status"),
  trackingNumber: text("tracking_number"),
  carrierCode: text("carrier_code").references(() => carriers.code),
  address: jsonb("address").$type<{
    address1: string;
    address2: string;
    city: string;
    state: string;
    postal_code: string;
  }>(),
  pushedAt: ts("pushed_at"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
