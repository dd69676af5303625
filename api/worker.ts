// `npm run worker`: works the API's background jobs (PDFs, mails, the sweep, reminders, digests) in a process of
// its own, so that drawing PDFs takes no CPU from an API instance. PostgreSQL only: the jobs
// are rows of pg-boss there, and any number of workers and APIs share them (run the APIs with
// JOBS_IN_API=false). An embedded PGlite database is owned by one process, the API.
import pino from "pino";
import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { createMailer } from "./adapters/mail/transport";
import { createRenderPool } from "./adapters/render-pool";
import { createStorage } from "./adapters/storage";
import { scheduleCleanup, scheduleReminders, workJobs } from "./adapters/jobs/handlers";
import { queuedMailer } from "./adapters/mail/queued";
import { createPgBossQueue } from "./adapters/jobs/postgresql";
import { jobRules } from "./adapters/jobs/queue";
import { prettyStream } from "../common/log-format.js";

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { worker: process.pid } }, config.logFormat === "pretty" ? prettyStream("api") : undefined);
  if (!config.databaseUrl) {
    process.stderr.write(
      "The worker needs PostgreSQL (DATABASE_URL): on the embedded database the API works its jobs itself, and no other process can open that database.\n",
    );
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const jobs = createPgBossQueue(config.databaseUrl, config.jobs, jobRules(config.jobs));
  const renderer = createRenderPool(config.renderWorkers);
  await jobs.start(log);
  const storage = createStorage(config);
  const ctx = { db: database.db, config, mailer: queuedMailer(jobs), renderer, storage };
  await workJobs(jobs, { ctx, transport: createMailer(config), log });
  await scheduleCleanup(jobs, { db: database.db, config, storage, log });
  await scheduleReminders(jobs, { db: database.db, config, mailer: ctx.mailer, log });
  log.info({ renderWorkers: config.renderWorkers }, "worker ready");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "worker shutting down");
    try {
      // Jobs in hand may finish; whatever is left is retried by another worker after its expiry.
      await jobs.stop();
      await renderer.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, "worker shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  process.stderr.write(`The worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
