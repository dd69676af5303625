// Background jobs (docs/decisions/0020): one interface, two engines. On PostgreSQL
// (DATABASE_URL) jobs are rows of pg-boss, so they outlive a crash and run once across many
// workers (postgresql.ts); on the embedded PGlite they are kept in this process's memory
// (embedded.ts) with the same retry and backoff rules.
import { createHash } from "node:crypto";
import type { JobsConfig } from "../../config";

/** What a job of each kind carries is in handlers.ts; the test kinds exist with API_TEST_SUPPORT=1 only. */
export type JobName = "pdf" | "mail" | "cleanup" | "reminders" | "digest" | "test_record" | "test_fail";

export type JobState = "waiting" | "active" | "completed" | "failed";

export type JobRecord = { id: string; name: string; state: JobState; data: unknown; output: unknown };

/** pg-boss's own rules, in its words: whole seconds; with backoff the n-th retry waits about retryDelay · 2^n (jittered). */
export type JobRules = { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };

export type JobHandler = (data: unknown, job: { id: string }) => Promise<unknown>;

export type SendOptions = {
  expireInSeconds?: number;
  /**
   * The job's id, a UUID the sender derives from what the job is (jobIdOf): a second send with
   * the same id, by another worker or a retry, queues nothing and answers the same id.
   */
  id?: string;
};

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
    // A run that died is retried by the next tick anyway; one retry covers a worker lost mid-run.
    reminders: { retryLimit: 1, retryDelay: 5, retryBackoff: false, expireInSeconds: 300 },
    digest: { retryLimit: 1, retryDelay: 5, retryBackoff: false, expireInSeconds: 600 },
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

/** A UUID (version 5's layout) made from `what`: the same thing to do gets the same job id. */
export function jobIdOf(what: string): string {
  const hex = createHash("sha256").update(what).digest("hex").slice(0, 32).split("");
  hex[12] = "5";
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
