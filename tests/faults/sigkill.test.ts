// SIGKILL of the API while 100 offer creations are in flight: after a restart every creation
// that was acknowledged with a 2xx is there, and no offer is missing its images (offer and
// offer_media are written in one transaction). Once on PostgreSQL, once on the embedded
// PostgreSQL server in DATA_DIR (the default install).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, type Api, call, type Cluster, login, offerBody, pgUnavailable, seedPostgres, sql, startApi, startCluster } from "./support/helpers";

const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5451) + 1;
const API_PORT = Number(process.env.FAULTS_API_PORT ?? 3651) + 1;
const CREATIONS = 100;
/** The API is killed once this many creations have been acknowledged. */
const KILL_AFTER = 10;
const skip = pgUnavailable();
const fauxSkip = process.env.FAULTS ? null : "set FAULTS=1 to run the fault tests";

type Created = Answer & { key: string };

/** Fires the creations at once and SIGKILLs the API after KILL_AFTER acknowledgements. */
async function createAndKill(api: Api, token: string, businessId: number, images: number[], label: string) {
  let acked = 0;
  let killed = false;
  const answers = await Promise.all(
    Array.from({ length: CREATIONS }, async (_, i): Promise<Created> => {
      const key = `faults-kill-${label}-${i}`;
      const answer = await call(
        api.base,
        token,
        "POST",
        `/businesses/${businessId}/deals/`,
        offerBody(`Kill ${label} ${i}`, images),
        { "idempotency-key": key },
        30_000,
      );
      if (answer.status >= 200 && answer.status < 300 && ++acked >= KILL_AFTER && !killed) {
        killed = true;
        api.child.kill("SIGKILL");
      }
      return { ...answer, key };
    }),
  );
  await api.kill("SIGKILL");
  const ok = answers.filter((a) => a.status === 200 || a.status === 201);
  const refused = answers.filter((a) => a.status === 0);
  return { answers, ok, refused };
}

/** Each acknowledged offer, read back through the restarted API with its images. */
async function expectAcknowledgedPresent(api: Api, token: string, ok: Created[], images: number[]) {
  for (const created of ok) {
    const id = (created.json?.data as { id: number }).id;
    const read = await call(api.base, token, "GET", `/deals/${id}?attendees=false`);
    expect(read.status, `offer ${id} (${created.key})`).toBe(200);
    expect((read.json?.data as { media: unknown[] }).media).toHaveLength(images.length);
  }
}

describe.skipIf(skip)(`SIGKILL during 100 offer creations on PostgreSQL${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let cluster: Cluster;
  let dataDir: string;

  beforeAll(() => {
    cluster = startCluster(PG_PORT);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-kill-"));
  }, 120_000);
  afterAll(() => {
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged offer, and none without its images", async () => {
    const seeded = await seedPostgres(cluster.url, dataDir);
    const businessId = seeded.users.demo.businessId;
    const images = (await sql<{ id: number }>(cluster.url, "select id from media where business_id = $1 order by id limit 2", [businessId])).map((r) => r.id);
    let api = await startApi({ port: API_PORT, dataDir, databaseUrl: cluster.url });
    const token = await login(api.base, "demo", "demo1234");
    const { ok, refused } = await createAndKill(api, token, businessId, images, "pg");
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(refused.length, "the kill landed while creations were in flight").toBeGreaterThan(0);

    api = await startApi({ port: API_PORT, dataDir, databaseUrl: cluster.url });
    try {
      await expectAcknowledgedPresent(api, token, ok, images);
      const halves = await sql(cluster.url, "select o.id from offers o where not exists (select 1 from offer_media m where m.offer_id = o.id)");
      expect(halves).toEqual([]);
      const counts = await sql<{ n: string }>(
        cluster.url,
        "select count(*) as n from offer_media m join offers o on o.id = m.offer_id where o.idempotency_key like 'faults-kill-pg-%' group by o.id",
      );
      expect(counts.every((c) => Number(c.n) === images.length)).toBe(true);
    } finally {
      await api.kill();
    }
  });
});

describe.skipIf(fauxSkip)(`SIGKILL during 100 offer creations on the embedded PostgreSQL server${fauxSkip ? ` (skipped: ${fauxSkip})` : ""}`, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-kill-embedded-"));
  });
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("opens again after two kills, with every acknowledged offer and its images", { timeout: 300_000 }, async () => {
    let api = await startApi({ port: API_PORT, dataDir });
    const token = await login(api.base, "demo", "demo1234");
    const me = await call(api.base, token, "GET", "/users/me");
    const businessId = (me.json?.data as { business_id: number }).business_id;
    const media = await call(api.base, token, "GET", "/users/me/media");
    const images = (media.json?.data as { id: number }[]).slice(0, 2).map((m) => m.id);
    const acknowledged: Created[] = [];
    for (const round of [1, 2]) {
      const { ok } = await createAndKill(api, token, businessId, images, `lite${round}`);
      acknowledged.push(...ok);
      // The next start opens the killed database; a corrupt one would fail to start here.
      api = await startApi({ port: API_PORT, dataDir });
    }
    try {
      expect(acknowledged.length).toBeGreaterThanOrEqual(2 * KILL_AFTER);
      await expectAcknowledgedPresent(api, token, acknowledged, images);
    } finally {
      await api.kill();
    }
  });
});
