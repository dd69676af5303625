// The marketplace's data, one table per entity of SPEC §3. Fields that the spec lists but
// that no rule queries on live in jsonb columns, so the API can return them unchanged.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

/** Server-wide settings shared by every API instance (e.g. the token signing secret). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    type: text("type").notNull().default("business"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_username_lower").on(sql`lower(${t.username})`), index("users_email_lower").on(sql`lower(${t.email})`)],
);

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
  location: jsonb("location").$type<Location>(),
  workingHours: jsonb("working_hours").$type<WorkingHours>(),
  instagramId: text("instagram_id"),
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

export const refreshTokens = pgTable("refresh_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: ts("expires_at").notNull(),
  revokedAt: ts("revoked_at"),
  createdAt: createdAt(),
});

/** One-time tokens: login links (purpose login) and password resets (purpose reset). */
export const oneTimeTokens = pgTable("one_time_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  createdAt: createdAt(),
});

/** Failed sign-ins, kept in the database so that lockouts hold across API instances. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_username").on(t.username, t.createdAt), index("login_failures_ip").on(t.ip, t.createdAt)],
);

/**
 * The addresses a username has signed in from: from one of them, failures by others never
 * lock the owner out (api/services/lockout.ts).
 */
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    lastAt: ts("last_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);

/** Mails asked for from the sign-in page (forgotten password or username), to bound them per name and per address. */
export const mailRequests = pgTable(
  "mail_requests",
  {
    id: serial("id").primaryKey(),
    /** "forgot:<username>", "username:<email>" or "address:<ip>". */
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_requests_key").on(t.key, t.createdAt)],
);

export const userProperties = pgTable(
  "user_properties",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: jsonb("value"),
    expiresAt: ts("expires_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
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
    hasNoLocation: boolean("has_no_location").notNull().default(false),
    location: jsonb("location").$type<Location>(),
    wages: text("wages"),
    discount: text("discount"),
    contactName: text("contact_name").notNull().default(""),
    verificationStatus: text("verification_status").notNull().default("unverified"),
    templateId: integer("template_id"),
    templateKey: text("template_key"),
    /** The rest of the offer's fields (SPEC §3 Offer), returned as they were sent. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Makes a doubled create request have one effect. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [index("offers_business").on(t.businessId, t.startsAt), uniqueIndex("offers_idempotency").on(t.businessId, t.idempotencyKey)],
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
  },
  (t) => [index("claims_offer").on(t.offerId, t.status)],
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

export const billingCustomers = pgTable("billing_customers", {
  businessId: integer("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  customerId: text("customer_id").notNull(),
  email: text("email").notNull(),
  defaultSource: text("default_source"),
  createdAt: createdAt(),
});

export const billingSources = pgTable(
  "billing_sources",
  {
    id: text("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    object: text("object").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    fingerprint: text("fingerprint"),
    createdAt: createdAt(),
  },
  (t) => [index("billing_sources_business").on(t.businessId)],
);

export const billingSubscriptions = pgTable("billing_subscriptions", {
  id: text("id").primaryKey(),
  businessId: integer("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  planId: text("plan_id").notNull(),
  nickname: text("nickname").notNull(),
  frequency: text("frequency").notNull(),
  createdAt: createdAt(),
});

/** Responses to requests sent with an Idempotency-Key header, replayed on a repeat. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    businessId: integer("business_id").notNull(),
    key: text("key").notNull(),
    statusCode: integer("status_code").notNull(),
    body: jsonb("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
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
