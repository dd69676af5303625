// `npm run api`: opens the database (seeding a fresh embedded one), then serves the API.
import { exposureProblem } from "../common/exposed.js";
import { loadConfig } from "./config";
import { MigrationError, openDatabase } from "./db";
import { ensureInternalSecret } from "./lib/internal-secret";
import { seed } from "./seed";
import { createStorage } from "./adapters/storage";
import { scheduleCleanup, scheduleReminders } from "./adapters/jobs/handlers";
import { jobRules } from "./adapters/jobs/queue";
import { JOBS_NEED_POSTGRESQL } from "./adapters/jobs/start";
import { buildServer } from "./server";

async function main() {
  const problem = exposureProblem(process.env, "API_HOST", "the web machines that call this API (or the balancer in front of it)");
  if (problem) {
    process.stderr.write(`API not started: ${problem}`);
    process.exit(1);
  }
  const config = loadConfig();
  if (!config.jobs.inApi && !config.databaseUrl) {
    // buildServer refuses too; said here in one line, before the database is opened.
    process.stderr.write(`${JOBS_NEED_POSTGRESQL}\n`);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Only the embedded database seeds itself: a PostgreSQL may be shared or real, so it is
  // seeded on purpose with `npm run seed -- --force`.
  const storage = createStorage(config);
  const seeded = database.kind === "embedded" ? await seed(database.db, { storage }) : null;
  const app = await buildServer({
    db: database.db,
    config,
    logger: true,
    storage,
    internalSecret: await ensureInternalSecret(config.dataDir),
    // On PostgreSQL jobs are rows of pg-boss, shared by every API and worker (docs/decisions/0020).
    // pg-boss is loaded only then.
    jobs:
      database.kind === "postgres"
        ? (await import("./adapters/jobs/postgresql")).createPgBossQueue(config.databaseUrl!, config.jobs, jobRules(config.jobs))
        : undefined,
  });
  if (seeded?.seeded) app.log.info("seeded the demo data (demo / demo1234, rival / rival1234)");
  // Expired files, links, tokens and drafts are deleted by a periodic job (api/services/retention/sweep.ts).
  if (config.jobs.inApi) await scheduleCleanup(app.ctx.jobs, { db: database.db, config, storage, log: app.log });
  // Reminders to post and the weekly digest go out by themselves.
  if (config.jobs.inApi) await scheduleReminders(app.ctx.jobs, { db: database.db, config, mailer: app.ctx.mailer, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`API listening on http://${config.host}:${config.port}${"/v1.3"}`);
}

main().catch((err) => {
  // A failed migration is an expected failure whose message says all (which one, and
  // PostgreSQL's reason): one line, no stack. Anything else keeps its stack.
  const told = err instanceof MigrationError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`API failed to start: ${told}\n`);
  process.exit(1);
});
