// Idempotency-Key for requests whose repeat must not act twice (a doubled submit, a retry
// after a lost answer): creating an offer and adding a payment method. One mechanism for both:
// the key is claimed in idempotency_keys inside the same transaction as the request's effect
// and the answer is stored with it. A second request with the key waits on the claim until the
// first commits, then gets the first answer back; a failed or interrupted first attempt (an
// error, a crash, the database going away) rolls back with its claim, so a retry acts afresh.
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db";
import { idempotencyKeys } from "../db/schema";
import { badRequest } from "./errors";

/** Marks a claim whose answer isn't stored yet. Only a request that died under the earlier
 *  claim-then-act scheme can have left one committed; it is taken over. */
const IN_PROGRESS = 0;

/**
 * The request's Idempotency-Key header, else `fallback` (the wizard's draft id), as 8–100
 * visible characters; null without either.
 */
export function idempotencyKeyOf(request: FastifyRequest, fallback?: string | null): string | null {
  const header = request.headers["idempotency-key"];
  const raw = ((Array.isArray(header) ? header[0] : header) ?? fallback ?? undefined)?.trim();
  if (!raw) return null;
  if (!/^[\x21-\x7e]{8,100}$/.test(raw)) throw badRequest("Idempotency-Key must be 8 to 100 characters.");
  return raw;
}

export type Answer = { statusCode: number; body: unknown };

/**
 * Runs `act` in a transaction, once per (business, scope, key): a repeat gets the first answer
 * back with `replayed`. Without a key it simply runs `act` in a transaction. `act` must do its
 * database work through the `tx` it is given.
 */
export async function once(
  db: Db,
  businessId: number,
  scoped: { scope: string; key: string | null },
  act: (tx: Db) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  if (!scoped.key) return { ...(await db.transaction((tx) => act(tx))), replayed: false };
  const key = `${scoped.scope}:${scoped.key}`;
  const where = and(eq(idempotencyKeys.businessId, businessId), eq(idempotencyKeys.key, key));
  return db.transaction(async (raw) => {
    const tx: Db = raw;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ businessId, key, statusCode: IN_PROGRESS, body: null })
      .onConflictDoUpdate({
        target: [idempotencyKeys.businessId, idempotencyKeys.key],
        set: { statusCode: IN_PROGRESS },
        setWhere: eq(idempotencyKeys.statusCode, IN_PROGRESS),
      })
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [row] = await tx.select().from(idempotencyKeys).where(where);
      return { statusCode: row!.statusCode, body: row!.body, replayed: true };
    }
    const answer = await act(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, body: answer.body as object })
      .where(where);
    return { ...answer, replayed: false };
  });
}
