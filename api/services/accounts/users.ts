// The signed-in account: its editable contact details, its user properties (e.g.
// web_tool_ask_bar_code_by_phone) and the addresses mail goes to.
import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { businesses, userProperties, users, type Location } from "../../db/schema";
import { setMainAddress } from "./locations";

export type ProfileChanges = {
  contactName?: string;
  contactEmail?: string;
  phoneNumber?: string;
  website?: string;
  description?: string;
  location?: Location | null;
};

/** Saves the fields that are set; fields left undefined are unchanged. The address is the main location's. */
export async function updateProfile(db: Db, businessId: number, { location, ...changes }: ProfileChanges) {
  await db.transaction(async (tx) => {
    if (Object.values(changes).some((v) => v !== undefined)) await tx.update(businesses).set(changes).where(eq(businesses.id, businessId));
    if (location !== undefined) await setMainAddress(tx, businessId, location);
  });
}

export type PropertyView = { name: string; value: unknown; expires_at: string | null };

/** The user's unexpired properties (only `name` when given), by name. */
export async function listProperties(db: Db, userId: number, name?: string): Promise<PropertyView[]> {
  const live = and(
    eq(userProperties.userId, userId),
    or(isNull(userProperties.expiresAt), gt(userProperties.expiresAt, new Date())),
    name ? eq(userProperties.name, name) : undefined,
  );
  const rows = await db.select().from(userProperties).where(live).orderBy(userProperties.name);
  return rows.map((row) => ({ name: row.name, value: row.value, expires_at: row.expiresAt?.toISOString() ?? null }));
}

/** Creates or replaces one property. */
export async function setProperty(db: Db, userId: number, input: { name: string; value: unknown; expiresAt: Date | null }): Promise<PropertyView> {
  const updatedAt = new Date();
  await db
    .insert(userProperties)
    .values({ userId, ...input, updatedAt })
    .onConflictDoUpdate({ target: [userProperties.userId, userProperties.name], set: { value: input.value, expiresAt: input.expiresAt, updatedAt } });
  return { name: input.name, value: input.value, expires_at: input.expiresAt?.toISOString() ?? null };
}

/** The account email of a user. */
export async function userEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** The account email of a business's user. */
export async function businessEmail(db: Db, businessId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).innerJoin(businesses, eq(businesses.userId, users.id)).where(eq(businesses.id, businessId));
  return row?.email ?? null;
}

/** Usernames of business accounts with this email (any case), sorted. */
export async function businessUsernamesByEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.type, "business")))
    .orderBy(asc(users.username));
  return rows.map((r) => r.username);
}
