import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, isNotNull, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../api/db";
import { businesses, claims as claimRows, media, models, postReminders, users } from "../../../api/db/schema";
import { seed } from "../../../api/seed";
import { createLocalStore } from "../../../api/adapters/storage/local";

let database: Database;
let dataDir: string;
let mediaDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-seed-"));
  mediaDir = path.join(dataDir, "media");
  const url = process.env.TEST_DATABASE_URL;
  database = await openDatabase({ databaseUrl: url, dataDir: null });
  // On a shared PostgreSQL, force empties the tables first.
  expect(await seed(database.db, { storage: createLocalStore(dataDir), force: Boolean(url) })).toMatchObject({ seeded: true });
});
afterAll(async () => {
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function snapshot() {
  const accounts = await database.db
    .select({ id: users.id, username: users.username, email: users.email, name: businesses.name, businessId: businesses.id })
    .from(users)
    .innerJoin(businesses, eq(businesses.userId, users.id))
    .orderBy(asc(users.id));
  const items = await database.db
    .select({ id: media.id, businessId: media.businessId, path: media.path, thumbnail: media.thumbnail, sort: media.sort })
    .from(media)
    .orderBy(asc(media.id));
  return { accounts, items };
}

describe("demo seed", () => {
  it("creates Demo Bistro and Rival Studio with three profile images each", async () => {
    const { accounts, items } = await snapshot();
    expect(accounts).toEqual([
      { id: 1, username: "demo", email: "demo@example.com", name: "Demo Bistro", businessId: 1 },
      { id: 2, username: "rival", email: "rival@example.com", name: "Rival Studio", businessId: 2 },
    ]);
    expect(items.filter((m) => m.businessId === 1)).toHaveLength(3);
    expect(items.filter((m) => m.businessId === 2)).toHaveLength(3);
  });

  it("writes real 1200x800 JPEGs with 300px-wide thumbnails", async () => {
    const { items } = await snapshot();
    for (const item of items) {
      const full = await sharp(path.join(mediaDir, item.path.replace(/^\/media\//, ""))).metadata();
      const thumb = await sharp(path.join(mediaDir, item.thumbnail.replace(/^\/media\//, ""))).metadata();
      expect([full.format, full.width, full.height]).toEqual(["jpeg", 1200, 800]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(["jpeg", 300, 200]);
    }
  });

  it("does nothing on a database that already has users", async () => {
    const before = await snapshot();
    expect(await seed(database.db, { storage: createLocalStore(dataDir) })).toEqual({ seeded: false });
    expect(await snapshot()).toEqual(before);
  });

  it("gives the same rows and the same image bytes when forced again", async () => {
    const before = await snapshot();
    const otherData = await fs.mkdtemp(path.join(os.tmpdir(), "api-seed-"));
    const otherDir = path.join(otherData, "media");
    try {
      expect(await seed(database.db, { storage: createLocalStore(otherData), force: true })).toMatchObject({ seeded: true });
      expect(await snapshot()).toEqual(before);
      const names = (await fs.readdir(mediaDir)).sort();
      expect((await fs.readdir(otherDir)).sort()).toEqual(names);
      for (const name of names) {
        expect((await fs.readFile(path.join(otherDir, name))).equals(await fs.readFile(path.join(mediaDir, name)))).toBe(true);
      }
    } finally {
      await fs.rm(otherData, { recursive: true, force: true });
    }
  });
});

describe("reminders and claims", () => {
  it("has an applicant the demo's rule skips, a reminded post due, and an address for every model", async () => {
    const marked = await database.db.select({ note: claimRows.ruleNote }).from(claimRows).where(isNotNull(claimRows.ruleNote));
    expect(marked).toEqual([{ note: "2 no-shows in the last 90 days" }]);
    expect(await database.db.select().from(postReminders)).toHaveLength(1);
    expect(await database.db.select({ id: models.id }).from(models).where(isNull(models.email))).toEqual([]);
  });
});
