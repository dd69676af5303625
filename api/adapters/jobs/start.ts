// Starting the queue in the API: it always sends jobs, and works them itself unless
// JOBS_IN_API=false hands them to `npm run worker` (PostgreSQL only).
import type { AppContext } from "../../context";
import type { Mailer } from "../mail/transport";
import { workJobs, type JobDeps } from "./handlers";

/** Why an API on the embedded database can't leave its jobs to others. */
export const JOBS_NEED_POSTGRESQL = "JOBS_IN_API=false needs PostgreSQL (DATABASE_URL): on the embedded database only the API can work jobs.";

export async function startJobs(ctx: AppContext, transport: Mailer, log: JobDeps["log"]) {
  if (!ctx.config.jobs.inApi && ctx.jobs.engine === "embedded") throw new Error(JOBS_NEED_POSTGRESQL);
  await ctx.jobs.start(log);
  if (ctx.config.jobs.inApi) await workJobs(ctx.jobs, { ctx, transport, log });
}
