// Who did what (docs/product/accounts.md#who-did-what): each check-in, cancellation, selection, finalizing and card change
// is written with the seat that made it, in the change's own transaction (seat_changes), and a
// claim's check-in is read back as 'by Ana (door)' wherever the claim is shown.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, type ChangeKind, claims, seatChanges, users } from "../../db/schema";

/** The seat a change is made by: the request's signed-in user and business. */
export type Author = { userId: number; businessId: number };

/** Records a change by `by`; `db` is the change's transaction where it has one. */
export async function recordChange(db: Db, by: Author, kind: ChangeKind, about: { offerId?: number; claimId?: number; detail?: string } = {}) {
  await db
    .insert(seatChanges)
    .values({ businessId: by.businessId, userId: by.userId, kind, offerId: about.offerId, claimId: about.claimId, detail: about.detail });
}

/** The seat of a change as the pages name it, and its role (the Team page's name: see team.ts). */
export type ChangedBy = { name: string; role: "owner" | "manager" | "door" };

/**
 * How the pages name a seat: its own name; the owner's is the business's contact name (the
 * Team page and every 'by …' read it here); an empty one falls back to the username.
 */
export const seatName = (seat: { name: string | null; contactName?: string | null; username?: string | null }) =>
  seat.name || seat.contactName || seat.username || "";

/** The business's contact name where the author is its owner (a seat has its own name). */
const ownersContactName = sql<string | null>`case when ${users.role} = 'owner'
  then (select b.contact_name from ${businesses} b where b.id = ${seatChanges.businessId}) end`;

/** The columns a claim query selects for its check-in's author (with checkInChange and changeAuthor). */
export const checkInAuthorColumns = { name: users.name, username: users.username, role: users.role, contactName: ownersContactName };

type AuthorRow = { name: string | null; username: string | null; role: ChangedBy["role"] | null; contactName: string | null };

/** 'Ana (door)': how a message or a page names the seat of a change. */
export const seatLabel = (by: ChangedBy) => `${by.name} (${by.role})`;

export function changedBy(row: AuthorRow | null | undefined): ChangedBy | null {
  if (!row?.role) return null;
  return { name: seatName(row), role: row.role };
}

/** Join conditions from a query over claims to the seat that checked each in (none before seats existed). */
export const checkInChange = and(eq(seatChanges.claimId, claims.id), eq(seatChanges.kind, "check_in"));
export const changeAuthor = eq(users.id, seatChanges.userId);
