// What each kind of job does, worked by the API itself (JOBS_IN_API, the default) or by
// `npm run worker` (api/worker.ts). The handlers take plain data from the job and read
// everything else when their turn comes.
import fs from "node:fs/promises";
import type { Config } from "../../config";
import type { AppContext } from "../../context";
import type { Db } from "../../db";
import { HttpError } from "../../lib/errors";
import { sweepExpired } from "../../services/retention/sweep";
import type { Mail, Mailer } from "../mail/transport";
import type { FileStore } from "../storage";
import { exportApplicantsPdf } from "../../services/reports/applicants-pdf/export";
import { exportReportPdf } from "../../services/reports/report-pdf/export";
import type { PdfJob } from "../../services/reports/pdf-jobs";
import type { JobQueue } from "./queue";
import { sendDueReminders } from "../../services/offers/reminders";
import { sendDigests } from "../../services/reports/digest";

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };

export type JobDeps = {
  /** Read when a job runs (a test may swap the renderer). */
  ctx: Pick<AppContext, "db" | "config" | "mailer" | "renderer" | "storage">;
  /** The mailer that really sends (SMTP or the outbox), behind the mail jobs. */
  transport: Mailer;
  log: Log;
};

/**
 * A PDF job: what POST /v1.3/pdf answered before jobs existed, as the job's output. A refusal
 * (the report or offer is gone, another business's) is an answer too, never retried; any
 * other failure is thrown, and retried by the queue.
 */
export async function runPdfJob(deps: JobDeps, job: PdfJob): Promise<unknown> {
  try {
    const reply =
      job.kind === "applicants" ? await exportApplicantsPdf(deps.ctx, job.businessId, job.input) : await exportReportPdf(deps.ctx, job.businessId, job.input);
    return { reply };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) return { refused: { statusCode: err.statusCode, message: err.message } };
    deps.log.error({ err, businessId: job.businessId, kind: job.kind }, "a PDF job failed");
    throw err;
  }
}

/** Registers the handlers of every job kind on this process. */
export async function workJobs(jobs: JobQueue, deps: JobDeps) {
  // As many PDFs at once as there are render threads: the rest wait in the queue, holding no data.
  await jobs.work("pdf", (data) => runPdfJob(deps, data as PdfJob), { concurrency: Math.max(1, deps.ctx.config.renderWorkers) });
  await jobs.work(
    "mail",
    async (data) => {
      try {
        await deps.transport.send(data as Mail);
      } catch (err) {
        deps.log.warn({ err }, "a mail could not be sent; it is tried again later");
        throw err;
      }
    },
    { concurrency: 4 },
  );
  if (process.env.API_TEST_SUPPORT === "1") await workTestJobs(jobs);
}

/** The periodic sweep of expired records (docs/data-retention.md), as a job; on PostgreSQL one for the cluster. */
export async function scheduleCleanup(jobs: JobQueue, deps: { db: Db; config: Config; storage: FileStore; log: Log }) {
  if (deps.config.cleanupIntervalMinutes <= 0) return;
  await jobs.work("cleanup", async () => {
    const swept = await sweepExpired(deps.db, deps.storage);
    if (Object.values(swept).some((n) => n > 0)) deps.log.info({ swept }, "expired records deleted");
    return swept;
  });
  await jobs.every("cleanup", deps.config.cleanupIntervalMinutes);
}

/**
 * The automatic reminders to post and the weekly digest, as periodic jobs; on
 * PostgreSQL one run for the cluster at each tick. Each mail is sent once even when two runs
 * overlap (services/offers/reminders.ts, services/reports/digest.ts).
 */
export async function scheduleReminders(jobs: JobQueue, deps: { db: Db; config: Config; mailer: Mailer; log: Log }) {
  await jobs.work("reminders", async () => {
    const result = await sendDueReminders(deps.db, deps.mailer);
    if (result.sent) deps.log.info(result, "reminders to post sent");
    return result;
  });
  await jobs.work("digest", async () => {
    const result = await sendDigests(deps.db, deps.mailer, deps.config.publicUrl);
    if (result.sent) deps.log.info(result, "weekly digests sent");
    return result;
  });
  if (deps.config.remindersIntervalMinutes > 0) await jobs.every("reminders", deps.config.remindersIntervalMinutes);
  if (deps.config.digestIntervalMinutes > 0) await jobs.every("digest", deps.config.digestIntervalMinutes);
}

/**
 * Tests only (API_TEST_SUPPORT=1, tests/faults/jobs.test.ts): `test_record` sleeps `ms`, then
 * appends its id to `file`; `test_fail` appends the time to `file` and fails its first
 * `failures` tries.
 */
async function workTestJobs(jobs: JobQueue) {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await jobs.work(
    "test_record",
    async (data, job) => {
      const { ms, file } = data as { ms: number; file: string };
      await sleep(ms);
      await fs.appendFile(file, `${job.id} ${process.pid}\n`);
      return { pid: process.pid };
    },
    { concurrency: 2 },
  );
  await jobs.work("test_fail", async (data) => {
    const { failures, file } = data as { failures: number; file: string };
    await fs.appendFile(file, `${Date.now()}\n`);
    const tries = (await fs.readFile(file, "utf8")).trim().split("\n").length;
    if (tries <= failures) throw new Error(`try ${tries} fails on purpose`);
    return { tries };
  });
}
