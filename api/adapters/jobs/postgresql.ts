// The job queue on PostgreSQL: pg-boss (schema "pgboss" beside the app's tables). A job is a
// row, so it survives the crash of the API that sent it or of the worker that runs it: an
// active job whose worker died is failed by pg-boss's maintenance once it has expired, then
// retried by any live worker. Workers take jobs with SELECT … FOR UPDATE SKIP LOCKED, so
// each runs once however many workers poll. Cron schedules are kept once for the cluster.
import PgBoss from "pg-boss";
import type { JobsConfig } from "../../config";
import { type JobName, type JobQueue, type JobRecord, type JobRules, type JobState } from "./queue";

const STATES: Record<string, JobState> = {
  created: "waiting",
  retry: "waiting",
  active: "active",
  completed: "completed",
  cancelled: "failed",
  failed: "failed",
};

/** A cron line for "every `minutes`" (whole minutes; at most one a day). */
export function everyCron(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `*/${m} * * * *`;
  const hours = Math.min(24, Math.round(m / 60));
  return hours >= 24 ? "0 0 * * *" : `0 */${hours} * * *`;
}

export function createPgBossQueue(databaseUrl: string, config: JobsConfig, rules: Record<JobName, JobRules>): JobQueue {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: "pgboss",
    // Expired jobs (a worker that died mid-job) are found this often, by one instance at a time.
    maintenanceIntervalSeconds: config.maintenanceSeconds,
    max: 4,
    application_name: "brandtool-jobs",
  });
  const created = new Set<string>();

  // pg-boss 10 wants a queue created before its first send or work; the rules are set again
  // each time, so a changed rule reaches a queue made by an older release.
  async function queue(name: JobName) {
    if (created.has(name)) return;
    // Processes starting at once on a new database may all create it: one wins, and a loser
    // may even be chosen as a deadlock's victim. It tries again and finds the queue there.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, { name, ...rules[name] });
        break;
      } catch (err) {
        if (await boss.getQueue(name)) break;
        if (attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    await boss.updateQueue(name, { name, ...rules[name] });
    created.add(name);
  }

  const record = (job: PgBoss.JobWithMetadata<unknown>): JobRecord => ({
    id: job.id,
    name: job.name,
    state: STATES[job.state] ?? "waiting",
    data: job.data,
    output: job.output ?? null,
  });

  const find = async (name: JobName, id: string) => {
    await queue(name);
    const job = await boss.getJobById<unknown>(name, id, { includeArchive: true });
    return job ? record(job) : null;
  };

  return {
    engine: "postgresql",
    async start(log) {
      boss.on("error", (err) => log.warn({ err }, "job queue error"));
      await boss.start();
    },
    async send(name, data, options = {}) {
      await queue(name);
      const id = await boss.send(name, data, options);
      // pg-boss answers null for an id it already holds: that job is the one asked for.
      if (!id && options.id) return options.id;
      if (!id) throw new Error(`the ${name} job was not queued`);
      return id;
    },
    async work(name, handler, options = {}) {
      await queue(name);
      // One pg-boss worker takes one job at a time: `concurrency` of them run side by side.
      for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
        await boss.work<object>(name, { pollingIntervalSeconds: 0.5 }, async ([job]) => handler(job!.data, { id: job!.id }));
      }
    },
    async every(name, minutes) {
      await queue(name);
      await boss.schedule(name, everyCron(minutes), {});
    },
    find,
    async wait(name, id, ms) {
      const until = Date.now() + ms;
      for (;;) {
        const job = await find(name, id);
        if (!job || job.state === "completed" || job.state === "failed" || Date.now() >= until) return job;
        await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(0, until - Date.now()))));
      }
    },
    async idle() {
      for (;;) {
        const { rows } = await boss.getDb().executeSql("select count(*)::int as n from pgboss.job where state < 'completed'", []);
        if (rows[0].n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      // Jobs in hand get ten seconds to finish; what is left is retried after its expiry.
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
