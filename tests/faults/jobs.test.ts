// Background jobs on PostgreSQL (pg-boss, api/adapters/jobs/postgresql.ts) with real worker
// processes (api/worker.ts) on a cluster of their own: a job runs once with two workers, a job
// whose worker is SIGKILLed mid-job is done after the worker restarts, and a failing job is
// retried with growing pauses. The test kinds (API_TEST_SUPPORT=1) sleep, record and fail.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db";
import { jobsConfig } from "../../api/config";
import { createPgBossQueue } from "../../api/adapters/jobs/postgresql";
import { jobRules, type JobName, type JobQueue, type JobRecord } from "../../api/adapters/jobs/queue";
import { type Cluster, pgUnavailable, type Script, sleep, startCluster, startWorker as startWorkerOf } from "./support/helpers";

const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5451) + 5;
const skip = pgUnavailable();
/** Every worker a test started, killed after it whatever happens. */
const workers: Script[] = [];

/** A worker of this file: the test kinds (API_TEST_SUPPORT=1) are worked too. */
const startWorker = (databaseUrl: string, dataDir: string) => startWorkerOf(databaseUrl, dataDir, workers, { API_TEST_SUPPORT: "1" });

/** Polls the job until `done` holds (or fails the test after `ms`). */
async function until(jobs: JobQueue, name: JobName, id: string, done: (job: JobRecord | null) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const job = await jobs.find(name, id);
    if (done(job)) return job!;
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${job?.state}`);
    await sleep(100);
  }
}

const lines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : []);

describe.skipIf(skip)(`jobs on PostgreSQL with worker processes${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let cluster: Cluster;
  let dataDir: string;
  let jobs: JobQueue;

  beforeAll(async () => {
    cluster = startCluster(PG_PORT);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-jobs-"));
    const database = await openDatabase({ databaseUrl: cluster.url, dataDir });
    await database.close();
    // This side only sends and reads jobs (an API with JOBS_IN_API=false); its maintenance runs too.
    const config = jobsConfig({ JOBS_MAINTENANCE_SECONDS: "1" } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv);
    jobs = createPgBossQueue(cluster.url, config, jobRules(config));
    await jobs.start({ warn: () => {} });
  }, 120_000);
  // No worker outlives its test: a leftover one would take the next test's jobs.
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.kill("SIGKILL")));
  });
  afterAll(async () => {
    await jobs?.stop();
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs each job once when two workers take from the same queue", async () => {
    const [a, b] = await Promise.all([startWorker(cluster.url, dataDir), startWorker(cluster.url, dataDir)]);
    const file = path.join(dataDir, "once.txt");
    const ids = await Promise.all(Array.from({ length: 20 }, () => jobs.send("test_record", { ms: 150, file })));
    for (const id of ids) await until(jobs, "test_record", id, (job) => job?.state === "completed", 60_000);
    const recorded = lines(file).map((line) => line.split(" "));
    expect(recorded.map(([id]) => id).sort()).toEqual([...ids].sort());
    // Both workers took a share.
    expect(new Set(recorded.map(([, pid]) => pid)).size).toBe(2);
    await Promise.all([a!.kill(), b!.kill()]);
    expect(a!.output()).toContain("worker shutting down");
  });

  it("finishes a job whose worker was SIGKILLed mid-job, once a worker runs again", async () => {
    const first = await startWorker(cluster.url, dataDir);
    const file = path.join(dataDir, "killed.txt");
    // Three seconds of work, lost for good if still active five seconds after it started.
    const id = await jobs.send("test_record", { ms: 3000, file }, { expireInSeconds: 5 });
    await until(jobs, "test_record", id, (job) => job?.state === "active", 20_000);
    await first.kill("SIGKILL");
    expect(lines(file)).toEqual([]);

    const second = await startWorker(cluster.url, dataDir);
    const started = Date.now();
    const job = await until(jobs, "test_record", id, (j) => j?.state === "completed", 60_000);
    expect(job.output).toEqual({ pid: second.child.pid });
    expect(lines(file)).toEqual([`${id} ${second.child.pid}`]);
    // Expiry (5 s) + maintenance (1 s) + the retry's pause + the work: well within a minute.
    expect(Date.now() - started).toBeLessThan(30_000);
    await second.kill();
  });

  it("retries a failing job with growing pauses until it succeeds", async () => {
    const worker = await startWorker(cluster.url, dataDir);
    const file = path.join(dataDir, "fail.txt");
    const id = await jobs.send("test_fail", { failures: 2, file });
    const job = await until(jobs, "test_fail", id, (j) => j?.state === "completed", 60_000);
    expect(job.output).toEqual({ tries: 3 });
    const tries = lines(file).map(Number);
    const pauses = tries.slice(1).map((t, i) => t - tries[i]!);
    // retryDelay 1 s with backoff: about 1–2 s, then 2–4 s (plus polling).
    expect(pauses[0]).toBeGreaterThanOrEqual(950);
    expect(pauses[1]).toBeGreaterThanOrEqual(1950);
    await worker.kill();
  });
});
