// Idempotency-Key for requests whose repeat must not act twice (a doubled submit, a retry
// after a lost answer). The key is claimed in idempotency_keys before acting, so two requests
// racing with one key cannot both act: the second waits for the first's answer and replays it.
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db";
import { idempotencyKeys } from "../db/schema";
import { badRequest, HttpError } from "./errors";

const IN_PROGRESS = 0;
const WAIT_MS = 5_000;

/** The request's Idempotency-Key header (8–100 visible characters), or null without one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers["idempotency-key"];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!raw) return null;
  if (!/^[\x21-\x7e]{8,100}$/.test(raw)) throw badRequest("Idempotency-Key must be 8 to 100 characters.");
  return raw;
}

export type Replay = { statusCode: number; body: unknown };

/**
 * Runs `act` once per (business, scope, key). A repeat gets the first answer back; a repeat
 * while the first is still running waits for it. A failed first attempt frees the key.
 */
export async function once(db: Db, businessId: number, key: string, act: () => Promise<Replay>): Promise<Replay> {
  const claimed = await db.insert(idempotencyKeys).values({ businessId, key, statusCode: IN_PROGRESS, body: null }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.businessId, businessId), eq(idempotencyKeys.key, key));
  if (!claimed.length) {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const [row] = await db.select().from(idempotencyKeys).where(where);
      if (!row) return once(db, businessId, key, act);
      if (row.statusCode !== IN_PROGRESS) return { statusCode: row.statusCode, body: row.body };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new HttpError(409, "This request is already being processed. Please wait a moment and reload.");
  }
  try {
    const answer = await act();
    await db.update(idempotencyKeys).set({ statusCode: answer.statusCode, body: answer.body as object }).where(where);
    return answer;
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}
