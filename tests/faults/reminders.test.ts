// The automatic reminders to post (docs/features/reminders.md) on PostgreSQL with two worker processes: two runs
// of the reminders job at once, and one worker SIGKILLed while it sends, still give each claim
// its reminder once. Once is read three ways: one row per claim and kind in post_reminders, one
// mail job per reminder (its id made from the claim and kind), and one mail in the outbox for
// each, but for a mail whose job the dead worker held, which pg-boss may send again after expiry.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../api/db";
import { jobsConfig } from "../../api/config";
import { createPgBossQueue } from "../../api/adapters/jobs/postgresql";
import { jobIdOf, jobRules, type JobQueue } from "../../api/adapters/jobs/queue";
import { createLocalStore } from "../../api/adapters/storage/local";
import { postReminders } from "../../api/db/schema";
import { seed } from "../../api/seed";
import { createTestBrand } from "../../api/test-support/kits";
import { type Cluster, pgUnavailable, type Script, sleep, startCluster, startWorker as startWorkerOf } from "./support/helpers";

const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5451) + 6;
const skip = pgUnavailable();
const workers: Script[] = [];

/** A worker of this file: the test sends the runs itself, two at once. */
const startWorker = (databaseUrl: string, dataDir: string) =>
  startWorkerOf(databaseUrl, dataDir, workers, { REMINDERS_INTERVAL_MINUTES: "0", DIGEST_INTERVAL_MINUTES: "0" });

describe.skipIf(skip)(`reminders to post with two workers${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let cluster: Cluster;
  let dataDir: string;
  let database: Database;
  let jobs: JobQueue;

  // Db's result type is the one both drivers share, which says nothing of rows.
  const rowsOf = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    cluster = startCluster(PG_PORT);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-reminders-"));
    database = await openDatabase({ databaseUrl: cluster.url, dataDir });
    const storage = createLocalStore(dataDir);
    await seed(database.db, { storage });
    // A brand whose supper three days ago was visited by 250 models who owe posts, besides the
    // demo's: a run of a second or more, long enough for the two runs to overlap and to die in.
    const brand = await createTestBrand(database.db, storage, ["posts"]);
    await database.db.execute(sql`
      insert into claims (offer_id, model_id, status, checked_in_at, claimed_at)
      select ${brand.offers.supper!.id}, m.id, 'used', now() - interval '3 days', now() - interval '4 days' from models m order by m.id desc limit 250`);
    const config = jobsConfig({ JOBS_MAINTENANCE_SECONDS: "1" } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv);
    jobs = createPgBossQueue(cluster.url, config, jobRules(config));
    await jobs.start({ warn: () => {} });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(workers.splice(0).map((w) => w.kill("SIGKILL")));
    await jobs?.stop();
    await database?.close();
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends each reminder once though two runs overlap and one worker dies mid-run", async () => {
    const [doomed] = await Promise.all([startWorker(cluster.url, dataDir), startWorker(cluster.url, dataDir)]);
    const mailJobs = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'mail'`))[0]!.n;
    // Two runs at once (each worker takes one); a run that dies is retried after five seconds.
    await Promise.all([jobs.send("reminders", {}, { expireInSeconds: 5 }), jobs.send("reminders", {}, { expireInSeconds: 5 })]);
    for (let i = 0; i < 300 && (await mailJobs()) === 0; i++) await sleep(20);
    await doomed!.kill("SIGKILL");
    await jobs.send("reminders", {}, { expireInSeconds: 5 });
    // Every run and every mail done (a mail the dead worker held expires after a minute).
    await Promise.race([jobs.idle(), sleep(150_000)]);

    const rows = await database.db
      .select({ claimId: postReminders.claimId, kind: postReminders.kind })
      .from(postReminders)
      .where(sql`kind <> 'manual'`);
    // The supper's 252 claims, and the demo's automatic ones.
    expect(rows.length).toBeGreaterThanOrEqual(252);
    expect(new Set(rows.map((r) => `${r.claimId}:${r.kind}`)).size).toBe(rows.length);
    const ids = rows.map((r) => jobIdOf(`post-reminder:${r.claimId}:${r.kind}`));
    const mails = await rowsOf<{ id: string; retry_count: number }>(sql`select id::text, retry_count from pgboss.job where name = 'mail'`);
    expect(mails.length).toBe(rows.length);
    expect(mails.map((m) => m.id).sort()).toEqual([...ids].sort());
    const outbox = fs.readdirSync(path.join(dataDir, "outbox"));
    const resent = mails.filter((m) => m.retry_count > 0).length;
    expect(outbox.length).toBeGreaterThanOrEqual(mails.length);
    expect(outbox.length).toBeLessThanOrEqual(mails.length + resent);
  }, 240_000);
});
