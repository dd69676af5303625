// What the API keeps, and for how long (docs/data-retention.md): a sweep deletes what has
// expired. It runs as a periodic job (api/adapters/jobs/handlers.ts): on PostgreSQL one for the
// whole cluster. Each statement is a plain DELETE of rows past their time, so sweeps that ever
// overlap only share the work (one deletes a row, the other finds it gone), and a file is
// unlinked only by the sweep whose DELETE returned its row.
import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db";
import { forgetOldMailRequests } from "../accounts/mail-limits";
import { fileKey } from "../reports/generated-files";
import type { FileStore } from "../../adapters/storage";
import { files, idempotencyKeys, oneTimeTokens, refreshTokens, seatInvitations, shortLinks, userProperties } from "../../db/schema";

/** How long a replayable answer to an Idempotency-Key is kept. */
export const IDEMPOTENCY_KEEP_DAYS = 7;
/** How long an expired or revoked refresh token is kept (for the record), then deleted. */
export const ENDED_SESSION_KEEP_DAYS = 30;
/** How long an invitation never used is kept past its days (cancelled or not): its link says why it no longer works. */
export const ENDED_INVITATION_KEEP_DAYS = 30;

export type Swept = {
  files: number;
  shortLinks: number;
  oneTimeTokens: number;
  drafts: number;
  sessions: number;
  idempotencyKeys: number;
  mailRequests: number;
  invitations: number;
};

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Deletes everything past its time: generated files (and their bytes), short links, one-time tokens, expired drafts, ended sessions, old idempotency answers, unused seat invitations. */
export async function sweepExpired(db: Db, storage: FileStore, now = new Date()): Promise<Swept> {
  const goneFiles = await db.delete(files).where(lt(files.expiresAt, now)).returning({ path: files.path });
  await Promise.all(goneFiles.map((file) => storage.remove(fileKey(file.path))));
  const [links, tokens, drafts, sessions, keys, mails, invitations] = await Promise.all([
    db.delete(shortLinks).where(lt(shortLinks.expiresAt, now)).returning({ code: shortLinks.code }),
    db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now)).returning({ id: oneTimeTokens.id }),
    // The wizard's draft and other expiring properties of a user.
    db
      .delete(userProperties)
      .where(and(isNotNull(userProperties.expiresAt), lt(userProperties.expiresAt, now)))
      .returning({ name: userProperties.name }),
    db
      .delete(refreshTokens)
      .where(or(lt(refreshTokens.expiresAt, daysAgo(now, ENDED_SESSION_KEEP_DAYS)), lt(refreshTokens.revokedAt, daysAgo(now, ENDED_SESSION_KEEP_DAYS))))
      .returning({ id: refreshTokens.id }),
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, daysAgo(now, IDEMPOTENCY_KEEP_DAYS)))
      .returning({ key: idempotencyKeys.key }),
    forgetOldMailRequests(db),
    // A seat's invitation never used, a while after its 7 days (a used one is the record of who joined).
    db
      .delete(seatInvitations)
      .where(and(isNull(seatInvitations.usedAt), lt(seatInvitations.expiresAt, daysAgo(now, ENDED_INVITATION_KEEP_DAYS))))
      .returning({ id: seatInvitations.id }),
  ]);
  return {
    files: goneFiles.length,
    shortLinks: links.length,
    oneTimeTokens: tokens.length,
    drafts: drafts.length,
    sessions: sessions.length,
    idempotencyKeys: keys.length,
    mailRequests: mails.length,
    invitations: invitations.length,
  };
}
