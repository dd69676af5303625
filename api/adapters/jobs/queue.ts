// Background jobs (docs/decisions/0020): one interface, two engines. On PostgreSQL
// (DATABASE_URL) jobs are rows of pg-boss, so they outlive a crash and run once across many
// workers (postgresql.ts); on the embedded PGlite they are kept in this process's memory
// (embedded.ts) with the same retry and backoff rules.
import type { JobsConfig } from "../../config";

/** What a job of each kind carries is in handlers.ts; the test kinds exist with API_TEST_SUPPORT=1 only. */
export type JobName = "pdf" | "mail" | "cleanup" | "test_record" | "test_fail";

export type JobState = "waiting" | "active" | "completed" | "failed";

export type JobRecord = { id: string; name: string; state: JobState; data: unknown; output: unknown };

/** pg-boss's own rules, in its words: whole seconds; with backoff the n-th retry waits about retryDelay · 2^n (jittered). */
export type JobRules = { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };

export type JobHandler = (data: unknown, job: { id: string }) => Promise<unknown>;

export type SendOptions = { expireInSeconds?: number };

export interface JobQueue {
  readonly engine: "embedded" | "postgresql";
  /** Connects (PostgreSQL: installs or migrates pg-boss's schema); errors of the engine go to `log`. */
  start(log: { warn(o: object, m: string): void }): Promise<void>;
  /** Queues a job; resolves with its id once it is stored (on PostgreSQL: committed). */
  send(name: JobName, data: object, options?: SendOptions): Promise<string>;
  /** Works jobs of this kind in this process, `concurrency` at a time. */
  work(name: JobName, handler: JobHandler, options?: { concurrency?: number }): Promise<void>;
  /** Sends a job of this kind every `minutes` (on PostgreSQL: one for the whole cluster, by cron). */
  every(name: JobName, minutes: number): Promise<void>;
  find(name: JobName, id: string): Promise<JobRecord | null>;
  /** The job once it has completed or failed for good, or as it is when `ms` have passed. */
  wait(name: JobName, id: string, ms: number): Promise<JobRecord | null>;
  /** Resolves when nothing is queued, waiting for a retry or running (tests await it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export const isFinished = (job: JobRecord | null) => job?.state === "completed" || job?.state === "failed";

/** Each kind's retry rules. An SMTP failure is retried for about half an hour; a failed drawing twice. */
export function jobRules(config: JobsConfig): Record<JobName, JobRules> {
  return {
    pdf: { retryLimit: 2, retryDelay: 2, retryBackoff: true, expireInSeconds: config.pdfExpireSeconds },
    mail: { retryLimit: 6, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
    cleanup: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300 },
    test_record: { retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
    test_fail: { retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  };
}

/** pg-boss's delay before retry number `retryCount + 1`, in ms (plans.js: delay · 2^(n+1)/2 · (1 + random)). */
export function retryDelayMs(rules: JobRules, retryCount: number, random = Math.random()): number {
  if (!rules.retryBackoff) return rules.retryDelay * 1000;
  const base = (rules.retryDelay * 2 ** Math.min(16, retryCount + 1)) / 2;
  return (base + base * random) * 1000;
}
