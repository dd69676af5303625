// Every setting of the API comes from the environment; see docs/configuration.md.
import os from "node:os";
import path from "node:path";
import { logFormat } from "../common/log-format.js";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  apiPublicUrl: string;
  /** The origins a short link may point to: the web tool's and the API's own (POST /s). */
  linkOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  clientId: string;
  clientSecret: string;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  stripeSecretKey: string | undefined;
  stripeApiHost: string | undefined;
  plaidClientId: string | undefined;
  plaidSecret: string | undefined;
  plaidEnv: string;
  partnershipsEmail: string;
  supportEmail: string;
  logLevel: string;
  /** JSON lines, or readable lines on a terminal (common/log-format.js). */
  logFormat: "json" | "pretty";
  /** Requests per minute per brand (signed in) or per address (public): the base tier. */
  rateLimitPerMinute: number;
  /** Sign-in, one-time token and forgotten-password requests per minute per address. */
  rateLimitSignInPerMinute: number;
  /** Where the request limits are counted, shared by every API instance; unset: in memory, per instance. */
  redisUrl: string | undefined;
  accessTokenTtlSeconds: number;
  /** Forgotten-password mails and username reminders per hour, per username or email, and per address. */
  signInHelpPerNamePerHour: number;
  signInHelpPerAddressPerHour: number;
  /** Worker threads that draw PDFs (0: the API's own thread). */
  renderWorkers: number;
  /** Minutes between sweeps of expired records (0: none). */
  cleanupIntervalMinutes: number;
  /** How often the automatic reminders to post are looked for (0: never); the weekly digest likewise. */
  remindersIntervalMinutes: number;
  digestIntervalMinutes: number;
  /** Fastify's trustProxy: true, false, or proxy-addr names/addresses ("loopback", "10.0.0.0/8"). */
  trustProxy: boolean | string;
  /** Background jobs (api/adapters/jobs): see jobsConfig. */
  jobs: JobsConfig;
  /** Media and generated files in an S3-compatible bucket; null: the DATA_DIR folder. */
  s3: S3Settings | null;
  /**
   * Answers kept per brand version (services/kept-answers.ts), in megabytes of JSON; 0 when
   * CACHE=off, which turns off every cache that holds a brand's pages or answers.
   */
  keptAnswersMb: number;
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

function int(value: string | undefined, fallback: number) {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

// The web tool runs on loopback and forwards the browser's address in X-Forwarded-For, so
// loopback is trusted by default; anything further out must be named explicitly.
function trustProxy(value: string | undefined): boolean | string {
  const v = (value ?? "loopback").trim();
  if (v === "true") return true;
  if (v === "" || v === "false") return false;
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.API_PORT, 3001);
  const webPort = int(env.PORT, 3000);
  const rateLimit = int(env.RATE_LIMIT_PER_MINUTE, 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${webPort}`).replace(/\/$/, "");
  const apiPublicUrl = (env.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, "");
  // Without PUBLIC_URL the web tool is reached on loopback by either name.
  const localWeb = env.PUBLIC_URL ? [] : [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`];
  return {
    port,
    host: env.API_HOST ?? "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    apiPublicUrl,
    linkOrigins: [...new Set([new URL(publicUrl).origin, new URL(apiPublicUrl).origin, ...localWeb])],
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Marketplace <no-reply@example.com>",
    clientId: env.OAUTH_CLIENT_ID ?? "business-web-tool",
    clientSecret: env.OAUTH_CLIENT_SECRET ?? "business-web-tool-secret",
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 10),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeApiHost: env.STRIPE_API_HOST || undefined,
    plaidClientId: env.PLAID_CLIENT_ID || undefined,
    plaidSecret: env.PLAID_SECRET || undefined,
    // Plaid retired its "development" environment; "sandbox" is the closest to the spec's.
    plaidEnv: env.PLAID_ENV ?? "sandbox",
    partnershipsEmail: env.PARTNERSHIPS_EMAIL ?? "partnerships@example.com",
    supportEmail: env.SUPPORT_EMAIL ?? "support@example.com",
    logLevel: env.LOG_LEVEL ?? "info",
    logFormat: logFormat(env),
    rateLimitPerMinute: rateLimit,
    // A person signs in a few times a minute at most; a script guessing passwords far more.
    rateLimitSignInPerMinute: int(env.RATE_LIMIT_SIGN_IN_PER_MINUTE, Math.max(5, Math.round(rateLimit / 100))),
    redisUrl: env.REDIS_URL || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    signInHelpPerNamePerHour: int(env.SIGN_IN_HELP_PER_NAME_PER_HOUR, 3),
    signInHelpPerAddressPerHour: int(env.SIGN_IN_HELP_PER_ADDRESS_PER_HOUR, 10),
    // One core is left for requests; on one core, one worker still keeps the event loop free.
    renderWorkers: env.RENDER_WORKERS === "0" ? 0 : int(env.RENDER_WORKERS, Math.max(1, os.availableParallelism() - 1)),
    cleanupIntervalMinutes: env.CLEANUP_INTERVAL_MINUTES === "0" ? 0 : int(env.CLEANUP_INTERVAL_MINUTES, 10),
    remindersIntervalMinutes: env.REMINDERS_INTERVAL_MINUTES === "0" ? 0 : int(env.REMINDERS_INTERVAL_MINUTES, 15),
    digestIntervalMinutes: env.DIGEST_INTERVAL_MINUTES === "0" ? 0 : int(env.DIGEST_INTERVAL_MINUTES, 60),
    trustProxy: trustProxy(env.TRUST_PROXY),
    jobs: jobsConfig(env),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || "us-east-1",
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          // MinIO and most S3-compatible servers want path-style URLs; AWS itself does not.
          forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? "true" : "false")) === "true",
        }
      : null,
    keptAnswersMb: env.CACHE === "off" ? 0 : env.KEPT_ANSWERS_MB === "0" ? 0 : int(env.KEPT_ANSWERS_MB, 32),
  };
}

// The background jobs' settings (api/adapters/jobs).
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
