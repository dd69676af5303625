// Accounts and sessions: users, their sign-in state (sessions, one-time tokens, failures, known
// addresses, requests for sign-in help), their properties, the seats of a business and their
// invitations, and server-wide settings. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";
// A cycle of imports between the two table files: drizzle reads `references` lazily, when
// both modules have loaded.
import { businesses } from "./schema-marketplace";

/** What a person signed in to a business may do (api/services/accounts/roles.ts). */
export type SeatRole = "owner" | "manager" | "door";

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
    /**
     * The owner is the user a business row points to (businesses.user_id, one per business);
     * every other seat names its business here, and the owner's stays null.
     */
    role: text("role").$type<SeatRole>().notNull().default("owner"),
    businessId: integer("business_id").references((): AnyPgColumn => businesses.id, { onDelete: "cascade" }),
    /** A seat's own name, as the owner invited it (the owner's is the business's contact name). */
    name: text("name").notNull().default(""),
    /**
     * The locations a seat is limited to (locations.id); null: every location. The door list and
     * check-ins hold a door seat to them (docs/features/locations.md#seats-by-location).
     */
    locationIds: jsonb("location_ids").$type<number[]>(),
    /** A removed seat stays, so what it did can still name it; it can no longer sign in. */
    removedAt: ts("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower").on(sql`lower(${t.username})`),
    index("users_email_lower").on(sql`lower(${t.email})`),
    index("users_business").on(t.businessId),
    check("users_role", sql`${t.role} in ('owner', 'manager', 'door') and (${t.role} = 'owner') = (${t.businessId} is null)`),
  ],
);

/** An owner's invitation of a person to a seat: a single-use link, stored as a sha256 hash. */
export const seatInvitations = pgTable(
  "seat_invitations",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references((): AnyPgColumn => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role").$type<Exclude<SeatRole, "owner">>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: ts("expires_at").notNull(),
    /** When the person joined with it (the seat's user is `user_id`). */
    usedAt: ts("used_at"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** When the owner took it back: its link then says so, until the sweep deletes it. */
    cancelledAt: ts("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("seat_invitations_business").on(t.businessId, t.createdAt), check("seat_invitations_role", sql`${t.role} in ('manager', 'door')`)],
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
 * lock the owner out (api/services/accounts/lockout.ts).
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

/** What a seat's change was (api/services/accounts/changes.ts): the changes whose author is kept. */
export type ChangeKind =
  | "check_in"
  | "cancel_offer"
  | "cancel_group"
  | "remove_attendees"
  | "cancel_reservation"
  | "select"
  | "finalize"
  | "card"
  | "rights_request"
  | "rights_revoke";

/**
 * Who did what (docs/product/accounts.md#who-did-what): the seat that made each check-in, cancellation, selection,
 * finalizing and card change, written in the change's own transaction. A claim is checked in
 * once, so its check-in has one row (the claims modal's 'by Ana (door)').
 */
export const seatChanges = pgTable(
  "seat_changes",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references((): AnyPgColumn => businesses.id, { onDelete: "cascade" }),
    /** Null once the user row is gone (a removed seat stays, so this is rare). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<ChangeKind>().notNull(),
    offerId: integer("offer_id"),
    claimId: integer("claim_id"),
    /** What the change was about beyond its offer and claim: the applicant's new status, the card's action. */
    detail: text("detail"),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [
    index("seat_changes_business").on(t.businessId, t.at),
    uniqueIndex("seat_changes_check_in")
      .on(t.claimId)
      .where(sql`${t.kind} = 'check_in'`),
  ],
);
