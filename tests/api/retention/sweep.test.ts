import fs from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { files, idempotencyKeys, oneTimeTokens, refreshTokens, seatInvitations, shortLinks, userProperties } from "../../../api/db/schema";
import { sweepExpired } from "../../../api/services/retention/sweep";
import { useTestApi } from "../support/helpers";

const api = await useTestApi();
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

/** One record past its time and one still alive, in every table the sweep looks after. */
async function seedRecords(tag: string) {
  const userId = api.users.demo.userId;
  const businessId = api.users.demo.businessId;
  const dir = path.join(api.config.dataDir, "files");
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => {
    const p = path.join(dir, `${tag}-${name}.pdf`);
    fs.writeFileSync(p, "%PDF-1.4");
    return p;
  };
  const [oldFile, liveFile] = [file("old"), file("live")];
  await api.db.insert(files).values([
    { id: `${tag}-old-file-0000000000`, businessId, filename: "old.pdf", contentType: "application/pdf", path: oldFile, size: 8, expiresAt: at(-1) },
    { id: `${tag}-live-file-000000000`, businessId, filename: "live.pdf", contentType: "application/pdf", path: liveFile, size: 8, expiresAt: at(6) },
  ]);
  await api.db.insert(shortLinks).values([
    { code: `${tag}-old`, url: "http://web.test/files/x", expiresAt: at(-1) },
    { code: `${tag}-live`, url: "http://web.test/files/y", expiresAt: at(6) },
  ]);
  await api.db.insert(oneTimeTokens).values([
    { userId, purpose: "login", tokenHash: `${tag}-old`, expiresAt: at(-0.01) },
    { userId, purpose: "login", tokenHash: `${tag}-live`, expiresAt: at(0.04) },
  ]);
  await api.db.insert(userProperties).values([
    { userId, name: `${tag}-old-draft`, value: {}, expiresAt: at(-1) },
    { userId, name: `${tag}-live-draft`, value: {}, expiresAt: at(1) },
    { userId, name: `${tag}-forever`, value: {}, expiresAt: null },
  ]);
  await api.db.insert(refreshTokens).values([
    { userId, tokenHash: `${tag}-ended-long-ago`, expiresAt: at(-31) },
    { userId, tokenHash: `${tag}-revoked-long-ago`, expiresAt: at(10), revokedAt: at(-31) },
    { userId, tokenHash: `${tag}-revoked-yesterday`, expiresAt: at(10), revokedAt: at(-1) },
    { userId, tokenHash: `${tag}-live`, expiresAt: at(29) },
  ]);
  await api.db.insert(idempotencyKeys).values([
    { businessId, key: `${tag}-old`, statusCode: 201, body: {}, createdAt: at(-8) },
    { businessId, key: `${tag}-live`, statusCode: 201, body: {}, createdAt: at(-1) },
  ]);
  // A seat's invitation: one never used and 30 days past its 7, one expired yesterday (its link still
  // says so), one still open, one used (the record of a join).
  await api.db.insert(seatInvitations).values([
    { businessId, name: "Old", email: "old@example.com", role: "door", tokenHash: `${tag}-old`, expiresAt: at(-31) },
    { businessId, name: "Late", email: "late@example.com", role: "door", tokenHash: `${tag}-late`, expiresAt: at(-1) },
    { businessId, name: "Open", email: "open@example.com", role: "door", tokenHash: `${tag}-live`, expiresAt: at(6) },
    { businessId, name: "Joined", email: "joined@example.com", role: "manager", tokenHash: `${tag}-used`, expiresAt: at(-1), usedAt: at(-2) },
  ]);
  return { oldFile, liveFile };
}

describe("the sweep of expired records", () => {
  it("deletes what is past its time, with a generated file's bytes, and keeps the rest", async () => {
    const { oldFile, liveFile } = await seedRecords("a");
    await sweepExpired(api.db, api.storage);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(liveFile)).toBe(true);
    // [a table's key column, the keys tried, the keys left]
    const checks: [AnyPgColumn, string[], string[]][] = [
      [files.id, ["a-old-file-0000000000", "a-live-file-000000000"], ["a-live-file-000000000"]],
      [shortLinks.code, ["a-old", "a-live"], ["a-live"]],
      [oneTimeTokens.tokenHash, ["a-old", "a-live"], ["a-live"]],
      [userProperties.name, ["a-old-draft", "a-live-draft", "a-forever"], ["a-forever", "a-live-draft"]],
      [refreshTokens.tokenHash, ["a-ended-long-ago", "a-revoked-long-ago", "a-revoked-yesterday", "a-live"], ["a-live", "a-revoked-yesterday"]],
      [idempotencyKeys.key, ["a-old", "a-live"], ["a-live"]],
      [seatInvitations.tokenHash, ["a-old", "a-late", "a-live", "a-used"], ["a-late", "a-live", "a-used"]],
    ];
    for (const [column, tried, left] of checks) {
      const rows = await api.db.select({ key: column }).from(column.table).where(inArray(column, tried));
      expect(rows.map((row) => String(row.key)).sort(), column.name).toEqual(left);
    }
  });

  it("is safe when several instances sweep at once: each record is deleted once, nothing fails", async () => {
    await seedRecords("b");
    const results = await Promise.all([sweepExpired(api.db, api.storage), sweepExpired(api.db, api.storage), sweepExpired(api.db, api.storage)]);
    const total = (key: keyof (typeof results)[number]) => results.reduce((sum, r) => sum + r[key], 0);
    expect(total("files")).toBe(1);
    expect(total("shortLinks")).toBe(1);
    expect(total("oneTimeTokens")).toBe(1);
    expect(total("sessions")).toBe(2);
    expect(total("idempotencyKeys")).toBe(1);
  });
});
