// The job queue of the embedded install: jobs kept in this process's memory, worked in this
// process, with pg-boss's retry and backoff rules (queue.ts). One process owns a PGlite
// database, so no other process could work them anyway; a job in flight when the API stops
// is lost, as a request in flight is.
import { randomUUID } from "node:crypto";
import { type JobHandler, type JobName, type JobQueue, type JobRecord, type JobRules, retryDelayMs } from "./queue";

/** Finished jobs are kept this long for GET /pdf/:job, then forgotten. */
const KEEP_FINISHED_MS = 60 * 60_000;

type Job = JobRecord & { retryCount: number; finishedAt?: number };
type Worker = { handler: JobHandler; concurrency: number; running: number };

export function createEmbeddedQueue(rules: Record<JobName, JobRules>): JobQueue {
  const jobs = new Map<string, Job>();
  const ready: Job[] = [];
  const workers = new Map<string, Worker>();
  const timers = new Set<NodeJS.Timeout>();
  const listeners = new Set<() => void>();
  let pending = 0; // jobs not finished for good
  let stopped = false;

  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    // Nothing here keeps the process alive: stopping the API ends its jobs' timers.
    timer.unref();
    timers.add(timer);
  };

  function finish(job: Job, state: "completed" | "failed", output: unknown) {
    Object.assign(job, { state, output, finishedAt: Date.now() });
    pending -= 1;
    later(KEEP_FINISHED_MS, () => jobs.delete(job.id));
    changed();
  }

  // Starts every ready job a free worker can take. A job's first step runs in the caller's
  // tick, so a memory mailer in tests holds its mail as soon as the request has answered.
  function pump() {
    if (stopped) return;
    for (let i = 0; i < ready.length;) {
      const job = ready[i]!;
      const worker = workers.get(job.name);
      if (!worker || worker.running >= worker.concurrency) {
        i += 1;
        continue;
      }
      ready.splice(i, 1);
      run(job, worker);
    }
  }

  function run(job: Job, worker: Worker) {
    worker.running += 1;
    job.state = "active";
    const rule = rules[job.name as JobName];
    let attempt: Promise<unknown>;
    try {
      attempt = Promise.resolve(worker.handler(job.data, { id: job.id }));
    } catch (err) {
      attempt = Promise.reject(err);
    }
    void attempt
      .then(
        (output) => finish(job, "completed", output ?? null),
        (err: unknown) => {
          const output = { message: err instanceof Error ? err.message : String(err) };
          if (job.retryCount >= rule.retryLimit) return finish(job, "failed", output);
          const delay = retryDelayMs(rule, job.retryCount);
          Object.assign(job, { state: "waiting", output, retryCount: job.retryCount + 1 });
          later(delay, () => {
            ready.push(job);
            pump();
          });
          changed();
        },
      )
      .finally(() => {
        worker.running -= 1;
        pump();
      });
  }

  const find = async (_name: JobName, id: string) => {
    const job = jobs.get(id);
    return job ? { id: job.id, name: job.name, state: job.state, data: job.data, output: job.output } : null;
  };

  /** Resolves when `done()` holds, or after `ms` (Infinity: never times out). */
  const until = (done: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve();
      const check = () => done() && end();
      const timer = Number.isFinite(ms) ? setTimeout(() => end(), ms) : null;
      const end = () => {
        listeners.delete(check);
        if (timer) clearTimeout(timer);
        resolve();
      };
      listeners.add(check);
    });

  return {
    engine: "embedded",
    async start() {},
    async send(name, data, options = {}) {
      if (options.id && jobs.has(options.id)) return options.id;
      const job: Job = { id: options.id ?? randomUUID(), name, state: "waiting", data, output: null, retryCount: 0 };
      jobs.set(job.id, job);
      pending += 1;
      ready.push(job);
      pump();
      return job.id;
    },
    async work(name, handler, options = {}) {
      workers.set(name, { handler, concurrency: Math.max(1, options.concurrency ?? 1), running: 0 });
      pump();
    },
    async every(name, minutes) {
      // The first a minute after start (at most), as the sweep's timer always did.
      const period = minutes * 60_000;
      const tick = () => {
        void this.send(name, {});
        later(period, tick);
      };
      later(Math.min(60_000, period), tick);
    },
    find,
    async wait(name, id, ms) {
      const finished = () => ["completed", "failed"].includes(jobs.get(id)?.state ?? "completed");
      await until(finished, ms);
      return find(name, id);
    },
    async idle() {
      await until(() => pending === 0, Infinity);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
