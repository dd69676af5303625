// The background jobs' settings (README, Configuration), read with the rest of api/config.ts.

export type JobsConfig = {
  /** Whether this API works jobs itself (JOBS_IN_API, default true); it always sends them. */
  inApi: boolean;
  /** How long POST /pdf waits for its job before answering 202 "preparing" (PDF_WAIT_SECONDS). */
  pdfWaitSeconds: number;
  /** A PDF job still active after this long is taken as lost (its worker died) and retried (PDF_JOB_EXPIRE_SECONDS). */
  pdfExpireSeconds: number;
  /** On PostgreSQL: how often pg-boss looks for expired jobs (JOBS_MAINTENANCE_SECONDS). */
  maintenanceSeconds: number;
};

function seconds(value: string | undefined, fallback: number) {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function jobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  return {
    inApi: env.JOBS_IN_API !== "false" && env.JOBS_IN_API !== "0",
    pdfWaitSeconds: seconds(env.PDF_WAIT_SECONDS, 20),
    // pg-boss counts whole seconds, at least one.
    pdfExpireSeconds: Math.max(1, Math.round(seconds(env.PDF_JOB_EXPIRE_SECONDS, 60))),
    maintenanceSeconds: Math.max(1, Math.round(seconds(env.JOBS_MAINTENANCE_SECONDS, 10))),
  };
}
