// The team of a business (docs/product/accounts.md#seats-and-roles): the owner invites people by email to a seat with a
// role (roles.ts), they join with a one-time link by choosing a username and password, and the
// owner changes a seat's role or removes it. Invitation tokens are kept as sha256 hashes, like
// the sign-in tokens (tokens.ts).
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, seatInvitations, users, type SeatRole } from "../../db/schema";
import { REFUSALS } from "../../../contract/refusals";
import { badRequest, HttpError, notFound } from "../../lib/errors";
import { seatName } from "./changes";
import { requireOpenLocations } from "./locations";
import { hashPassword } from "./passwords";
import { hashToken, randomToken, revokeUserSessions } from "./tokens";

export type SeatRoleOfInvite = Exclude<SeatRole, "owner">;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const USERNAME_TAKEN = "That username is taken. Please choose another.";
export const INVITATION_NOT_VALID = "This invitation link is not valid any more. Ask the account's owner for a new one.";
const OWNER_SEAT = "The owner's seat can't be changed or removed.";
/** Why a link no longer works, told apart so its page can say it at once (GET /team/join/:token). */
export const INVITATION_USED = "This invitation link has been used already. If it was you, sign in with the username you chose.";
export const INVITATION_EXPIRED = `This invitation link has expired: it worked for ${INVITATION_DAYS} days. Ask the account's owner for a new one.`;
export const INVITATION_CANCELLED = "The account's owner cancelled this invitation. Ask them for a new one if you still need a seat.";

export type SeatView = { id: number; username: string; name: string; email: string; role: SeatRole; location_ids: number[] | null; created_at: string };
export type InvitationView = { id: number; name: string; email: string; role: SeatRoleOfInvite; expires_at: string; created_at: string };

/** Not used, not cancelled and not expired: what a join and the owner's list of invitations take. */
const waiting = () => and(isNull(seatInvitations.usedAt), isNull(seatInvitations.cancelledAt), gt(seatInvitations.expiresAt, sql`now()`));

const usableInvitation = (token: string) => and(eq(seatInvitations.tokenHash, hashToken(token)), waiting());

/** The business's seats (the owner first) and its invitations still waiting to be used. */
export async function listTeam(db: Db, businessId: number): Promise<{ seats: SeatView[]; invitations: InvitationView[] }> {
  const [owner] = await db
    .select({ user: users, contactName: businesses.contactName })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.id, businessId));
  const seats = await db
    .select()
    .from(users)
    .where(and(eq(users.businessId, businessId), isNull(users.removedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
  const invitations = await db
    .select()
    .from(seatInvitations)
    .where(and(eq(seatInvitations.businessId, businessId), waiting()))
    .orderBy(asc(seatInvitations.createdAt), asc(seatInvitations.id));
  const seat = (user: typeof users.$inferSelect, name: string): SeatView => ({
    id: user.id,
    username: user.username,
    name,
    email: user.email,
    role: user.role,
    location_ids: user.locationIds ?? null,
    created_at: user.createdAt.toISOString(),
  });
  return {
    seats: [
      ...(owner ? [seat(owner.user, seatName({ ...owner.user, contactName: owner.contactName }))] : []),
      ...seats.map((user) => seat(user, seatName(user))),
    ],
    invitations: invitations.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      expires_at: row.expiresAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** The signed-in person's own seat (GET /users/me carries it as `seat`). */
export async function getSeat(db: Db, userId: number): Promise<Omit<SeatView, "created_at"> | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      role: users.role,
      location_ids: users.locationIds,
      contactName: businesses.contactName,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { contactName, ...seat } = row;
  return { ...seat, name: seatName({ ...seat, contactName }) };
}

/** A new invitation and the token its link carries (only its hash is kept). */
export async function createInvitation(
  db: Db,
  input: { businessId: number; invitedBy: number; name: string; email: string; role: SeatRoleOfInvite },
): Promise<{ invitation: InvitationView; token: string; businessName: string }> {
  const token = randomToken();
  const [row] = await db
    .insert(seatInvitations)
    .values({ ...input, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS}::int)` })
    .returning();
  const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, input.businessId));
  const invitation = {
    id: row!.id,
    name: row!.name,
    email: row!.email,
    role: row!.role,
    expires_at: row!.expiresAt.toISOString(),
    created_at: row!.createdAt.toISOString(),
  };
  return { invitation, token, businessName: business?.name ?? "" };
}

/**
 * Takes back an invitation not used yet; 404 for another business's, a used or a cancelled one.
 * The row stays, marked, so its link can say it was cancelled until the sweep deletes it.
 */
export async function cancelInvitation(db: Db, businessId: number, id: number): Promise<void> {
  const cancelled = await db
    .update(seatInvitations)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(seatInvitations.id, id), eq(seatInvitations.businessId, businessId), isNull(seatInvitations.usedAt), isNull(seatInvitations.cancelledAt)))
    .returning({ id: seatInvitations.id });
  if (!cancelled.length) throw notFound();
}

export type InvitationOfLink = { business: { name: string }; name: string; email: string; role: SeatRoleOfInvite; expires_at: string };

/**
 * What an invitation's link is for, read when its page opens: the brand and the person invited,
 * or a 410 that says (and codes) whether it was used, cancelled or has expired; 404 for a token
 * that is none of ours (or one the sweep deleted).
 */
export async function invitationOfLink(db: Db, token: string): Promise<InvitationOfLink> {
  const [row] = await db
    .select({ invitation: seatInvitations, businessName: businesses.name, expired: sql<boolean>`${seatInvitations.expiresAt} <= now()` })
    .from(seatInvitations)
    .innerJoin(businesses, eq(businesses.id, seatInvitations.businessId))
    .where(eq(seatInvitations.tokenHash, hashToken(token)));
  if (!row) throw notFound();
  const { invitation } = row;
  if (invitation.usedAt) throw new HttpError(410, INVITATION_USED, undefined, REFUSALS.invitationUsed);
  if (invitation.cancelledAt) throw new HttpError(410, INVITATION_CANCELLED, undefined, REFUSALS.invitationCancelled);
  if (row.expired) throw new HttpError(410, INVITATION_EXPIRED, undefined, REFUSALS.invitationExpired);
  return {
    business: { name: row.businessName },
    name: invitation.name,
    email: invitation.email,
    role: invitation.role,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: unknown } | null;
  return !!e && (e.code === "23505" || isUniqueViolation(e.cause));
};

/**
 * Joins a business with an invitation: the invitation is used and the seat's user created in
 * one transaction, so a taken username leaves the link usable, and of two joins with one link
 * exactly one succeeds (the UPDATE … WHERE used_at IS NULL).
 */
export async function joinTeam(db: Db, input: { token: string; username: string; password: string }): Promise<SeatView> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .update(seatInvitations)
        .set({ usedAt: sql`now()` })
        .where(usableInvitation(input.token))
        .returning();
      if (!invitation) throw badRequest(INVITATION_NOT_VALID, { token: INVITATION_NOT_VALID });
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: invitation.email,
          passwordHash,
          type: "business",
          role: invitation.role,
          businessId: invitation.businessId,
          name: invitation.name,
        })
        .returning();
      await tx.update(seatInvitations).set({ userId: user!.id }).where(eq(seatInvitations.id, invitation.id));
      return {
        id: user!.id,
        username: user!.username,
        name: user!.name,
        email: user!.email,
        role: user!.role,
        location_ids: null,
        created_at: user!.createdAt.toISOString(),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw err;
  }
}

/** A seat of this business other than its owner's; 400 for the owner's, 404 for anyone else's. */
async function otherSeat(db: Db, businessId: number, seatId: number) {
  const [owner] = await db.select({ userId: businesses.userId }).from(businesses).where(eq(businesses.id, businessId));
  if (owner?.userId === seatId) throw badRequest(OWNER_SEAT);
  const [seat] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, seatId), eq(users.businessId, businessId), isNull(users.removedAt)));
  if (!seat) throw notFound();
  return seat;
}

/**
 * A seat's new role, and the locations it is limited to (left out: unchanged; null: every
 * location). A manager limited to some is a venue's manager (roles.ts). Its next request already
 * has them (tokens.ts currentClaims), and so does its next token.
 */
export async function changeSeatRole(
  db: Db,
  businessId: number,
  seatId: number,
  change: { role?: SeatRoleOfInvite; locationIds?: number[] | null },
): Promise<SeatView> {
  const seat = await otherSeat(db, businessId, seatId);
  // Only the owner's seat is "owner", and otherSeat refuses it.
  const role = change.role ?? (seat.role as SeatRoleOfInvite);
  if (change.locationIds) await requireOpenLocations(db, businessId, change.locationIds);
  const locationIds = change.locationIds === undefined ? (seat.locationIds ?? null) : change.locationIds;
  await db.update(users).set({ role, locationIds }).where(eq(users.id, seat.id));
  return {
    id: seat.id,
    username: seat.username,
    name: seat.name,
    email: seat.email,
    role,
    location_ids: locationIds,
    created_at: seat.createdAt.toISOString(),
  };
}

/**
 * Removes a seat: it can no longer sign in, and its sessions end at once, on every API instance
 * (its refresh tokens are revoked in the database, which every instance reads for a seat's
 * requests). The user row stays, so what the seat did can still name it.
 */
export async function removeSeat(db: Db, businessId: number, seatId: number): Promise<void> {
  const seat = await otherSeat(db, businessId, seatId);
  await db
    .update(users)
    .set({ removedAt: sql`now()` })
    .where(eq(users.id, seat.id));
  await revokeUserSessions(db, seat.id);
}
