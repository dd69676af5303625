// Builds the marketplace API (never listens: main.ts does, tests use app.inject).
// Conventions every route follows are in api/README.md.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { ZodError } from "zod";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Db } from "./db";
import { badRequest, errorBody, HttpError } from "./lib/errors";
// Accounts: sign-in, the signed-in account, its profile media and working hours.
import { authRoutes } from "./routes/accounts/auth";
import { internalRoutes } from "./routes/accounts/internal";
import { profileMediaRoutes } from "./routes/accounts/profile-media";
import { teamRoutes } from "./routes/accounts/team";
import { usersRoutes } from "./routes/accounts/users";
import { reminderSettingsRoutes } from "./routes/accounts/reminder-settings";
import { workingHoursRoutes } from "./routes/accounts/working-hours";
import { locationsRoutes } from "./routes/accounts/locations";
// Offers (the API's /deals): lists, creation, claims, applicants, call sheets, shipments.
import { applicantsInstagramRoutes } from "./routes/offers/applicants-instagram";
import { applicantsRoutes } from "./routes/offers/applicants";
import { callSheetRoutes } from "./routes/offers/call-sheet";
import { claimsRoutes } from "./routes/offers/claims";
import { offerCreateRoutes } from "./routes/offers/create";
import { offersRoutes } from "./routes/offers/offers";
import { shipmentsRoutes } from "./routes/offers/shipments";
// Reports: the dashboard, results, Instagram results, PDFs, short links and generated files.
import { dashboardRoutes } from "./routes/reports/dashboard";
import { doorRoutes } from "./routes/door/door";
import { pdfRoutes, reportFileRoutes } from "./routes/reports/files";
import { instagramRoutes } from "./routes/reports/instagram";
import { reportsRoutes } from "./routes/reports/reports";
import { archiveRoutes } from "./routes/reports/archives";
import { contentRoutes } from "./routes/content/content";
import { rightsRoutes } from "./routes/content/rights";
import { internalPostRoutes } from "./routes/content/internal-posts";
// Billing (the API's /payments).
import { billingRoutes } from "./routes/billing/billing";
import { mediaRoutes } from "./routes/media/media";
import { createRenderPool } from "./adapters/render-pool";
import { createMailer, type Mailer } from "./adapters/mail/transport";
import { createStorage, FILE_STORE_UNAVAILABLE, isFileStoreUnavailable, type FileStore } from "./adapters/storage";
import { createEmbeddedQueue } from "./adapters/jobs/embedded";
import { queuedMailer } from "./adapters/mail/queued";
import { jobRules, type JobQueue } from "./adapters/jobs/queue";
import { startJobs } from "./adapters/jobs/start";
import { createTokenSigner, loadTokenSecret } from "./services/accounts/tokens";
import { prettyStream } from "../common/log-format.js";
import { healthAnswer, referenceAnswer, registerOpenApi, SHARED_SCHEMAS } from "./lib/openapi";
import { redactUrl } from "../common/redact-url.js";
import { baseRateLimit } from "./lib/rate-limits";
import { createLimitCounters } from "./lib/limit-counters";
import { createKeptAnswers } from "./lib/kept-answers";

export const API_PREFIX = "/v1.3";
const BODY_LIMIT = 1024 * 1024;
// The longest path parameter the router reads (Fastify's own default, named for its message).
const MAX_PARAM_LENGTH = 100;

// Secrets that must never reach the logs, wherever a route or plugin puts them.
const SECRET_FIELDS = ["password", "token", "refresh_token", "access_token", "client_secret"];
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-internal-secret"]',
  "headers.authorization",
  "headers.cookie",
  'headers["x-internal-secret"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `req.body.${f}`]),
];

export type ServerDeps = {
  db: Db;
  config: Config;
  /** The mailer that really sends, behind the mail jobs (tests: a memory mailer). */
  mailer?: Mailer;
  storage?: FileStore;
  /** The job queue; the embedded one unless given (main.ts passes pg-boss on PostgreSQL). */
  jobs?: JobQueue;
  /** false for silence, true for pino at config.logLevel, or pino options (e.g. {stream}). */
  logger?: boolean | object;
  internalSecret?: string;
  /** Hold every answer to its declared schema, a 500 when it breaks it (the API tests). */
  checkAnswers?: boolean;
};

type LoggedRequest = { method: string; url: string; hostname?: string; ip?: string };

function loggerOptions(logger: boolean | object | undefined, config: Config) {
  if (logger === false) return false;
  const redact = { paths: REDACT, censor: "[redacted]" };
  // The request's URL as the web tool's access log writes it: without ids that are secrets.
  // A request's completion line names the request too, so that it reads alone (on a terminal
  // it is the request's only line).
  const serializers = {
    req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip }),
    res: (reply: { statusCode: number; request?: LoggedRequest }) =>
      reply.request ? { statusCode: reply.statusCode, method: reply.request.method, url: redactUrl(reply.request.url) } : { statusCode: reply.statusCode },
  };
  const options: { stream?: { write(line: string): unknown } } = typeof logger === "object" ? logger : {};
  // Readable lines are made from pino's output, after its redaction.
  const stream = config.logFormat === "pretty" ? { stream: prettyStream("api", options.stream) } : {};
  return { level: config.logLevel, ...options, ...stream, redact, serializers };
}

// Honour the caller's request id (the web tool sends its own) so one id follows a request
// through both services; anything odd is replaced, as it ends up in logs and headers.
function requestId(req: IncomingMessage) {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
}

// What the router refuses before any route or hook runs, with messages a person can act on.
const ROUTER_REFUSALS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, "The request's path is not valid: it has a malformed %-escape."],
  FST_ERR_MAX_PARAM_LENGTH: [414, `A part of the request's path is too long: ${MAX_PARAM_LENGTH} characters at most.`],
};

// Fastify's own errors (body parsing) with messages a person can act on.
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty: send a JSON object."],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request body is too large: the limit is 1 MiB."],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Send the request body as JSON (Content-Type: application/json)."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The Content-Length header does not match the body."],
};

/** The database is unreachable (restarting, connection refused or cut, pool timeout). */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || depth > 3) return false;
  if (typeof e.code === "string" && (/^(08|57P0)/.test(e.code) || ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"].includes(e.code))) return true;
  if (
    typeof e.message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(e.message)
  )
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

function isDataException(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; cause?: unknown } | null;
  if (!e || depth > 3) return false;
  if (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return isDataException(e.cause, depth + 1);
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { db, config } = deps;
  const app = Fastify({
    logger: loggerOptions(deps.logger ?? true, config),
    genReqId: requestId,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // The spec writes some paths with a trailing slash and some without: every route answers both.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // One line per request, on completion, naming the request (below), instead of Fastify's two:
    // half the logging work of every call.
    logController: new LogController({ disableRequestLogging: true }),
    // No hook runs for a path the router refuses: its answer and its line are made here, as the
    // error handler and the onResponse hook make every other's. Fastify's own would echo the path,
    // which can carry a token, and go unlogged.
    frameworkErrors: (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const [statusCode, message] = ROUTER_REFUSALS[err.code] ?? [500, "An unexpected error occurred."];
      if (statusCode === 500) request.log.error({ err }, "unexpected error");
      reply.header("x-request-id", request.id).code(statusCode).send(errorBody(statusCode, message));
      completed(request, reply);
    },
  });
  const completed = (request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  };
  app.addHook("onResponse", async (request, reply) => completed(request, reply));

  const jobs = deps.jobs ?? createEmbeddedQueue(jobRules(config.jobs));
  const ctx: AppContext = {
    db,
    config,
    mailer: queuedMailer(jobs),
    tokens: createTokenSigner(await loadTokenSecret(db), config.accessTokenTtlSeconds),
    renderer: createRenderPool(config.renderWorkers),
    storage: deps.storage ?? createStorage(config),
    jobs,
    answers: config.keptAnswersMb > 0 ? createKeptAnswers(config.keptAnswersMb * 1024 * 1024) : null,
    internalSecret: deps.internalSecret,
  };
  app.decorate("ctx", ctx);
  await startJobs(ctx, deps.mailer ?? createMailer(config), app.log);
  app.addHook("onClose", async () => {
    await ctx.jobs.stop();
    await ctx.renderer.close();
  });
  app.decorateRequest("auth", null);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    const path = request.url.split("?")[0]!;
    // Every API call carries the business type marker (api/README.md, Request headers).
    if ((path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) && request.headers["x-client-type"] !== "business") {
      throw badRequest("Missing or unsupported client type: send the header x-client-type: business.");
    }
  });

  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof HttpError && err.statusCode !== 500) {
      const extra = { ...(err.fields ? { fields: err.fields } : {}), ...(err.code ? { code: err.code } : {}) };
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, extra));
    }
    if (err instanceof ZodError) {
      const issue = err.issues[0];
      return reply.code(400).send(errorBody(400, issue ? issue.message : "The request is not valid."));
    }
    const { code, statusCode } = err as FastifyError;
    // PostgreSQL class 22 (data exception: a number out of range, a malformed date, a NUL
    // byte in text …) is the caller's bad value, not our failure. drizzle wraps the driver's
    // error, so its code sits on the cause.
    if (isDataException(err)) {
      return reply.code(400).send(errorBody(400, "A value in the request is not valid."));
    }
    // Checked first: an unreachable store is refused connections too. Pages without files still work.
    if (isFileStoreUnavailable(err)) {
      request.log.warn({ err }, "file store unavailable");
      return reply.code(503).header("Retry-After", "5").send(errorBody(503, FILE_STORE_UNAVAILABLE));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, "database unavailable");
      return reply.code(503).header("Retry-After", "5").send(errorBody(503, "The service is unavailable right now. Please try again in a moment."));
    }
    const known = code ? FASTIFY_MESSAGES[code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody(known[0], known[1]));
    if (!(err instanceof HttpError) && statusCode && statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send(errorBody(statusCode, err.message));
    }
    request.log.error({ err }, "unexpected error");
    return reply.code(500).send(errorBody(500, "An unexpected error occurred.", { requestId: String(request.id) }));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    return reply.code(404).send(errorBody(404, `There is no ${request.method} ${path} endpoint.`));
  });

  // Per brand or per address (api/lib/rate-limits.ts). With REDIS_URL the counters are in
  // Redis, shared by every instance; without it in this process's memory, so with N instances
  // the effective limit is N times higher (api/lib/limit-counters.ts).
  const counters = await createLimitCounters(config.redisUrl, app.log);
  app.addHook("onClose", async () => counters.close());
  await app.register(rateLimit, { ...baseRateLimit(config, ctx.tokens), store: counters.store });

  await registerOpenApi(app, {
    title: "Marketplace API",
    version: API_PREFIX.slice(2),
    // The test suite's routes, and the internal ones: only a caller on the API's own machine that
    // holds DATA_DIR's secret may use them, and the tests' server, which writes api/openapi.json,
    // has none, so the committed document is the one every API serves.
    hidden: (url) => url.includes("/test-support/") || url.startsWith("/internal/"),
    checkAnswers: deps.checkAnswers,
    shared: SHARED_SCHEMAS,
  });
  const health = { summary: "Whether the API is up", description: "Outside /v1.3, and not rate limited.", response: { 200: healthAnswer } };
  app.get("/health", { config: { rateLimit: false }, schema: health }, async () => ({ ok: true }));
  await app.register(mediaRoutes);
  await app.register(internalRoutes);
  await app.register(internalPostRoutes);
  await app.register(reportFileRoutes);
  await app.register(
    async (api) => {
      // The reference, made from the routes below as they are registered (api/lib/openapi.ts).
      const reference = {
        summary: "This reference: an OpenAPI 3.1 document made from the routes",
        description: "Public, like the contract it describes. What every route shares (headers, errors, paging, roles) is in the API's guide, api/README.md.",
        response: { 200: referenceAnswer },
      };
      api.get("/openapi.json", { schema: reference }, async () => app.swagger());
      // In the reference's order: accounts, offers, reports and content, billing.
      const domains = [authRoutes, usersRoutes, profileMediaRoutes, workingHoursRoutes, locationsRoutes, teamRoutes, reminderSettingsRoutes]
        .concat([offersRoutes, offerCreateRoutes, claimsRoutes, applicantsRoutes, applicantsInstagramRoutes, callSheetRoutes, shipmentsRoutes])
        .concat([dashboardRoutes, doorRoutes, reportsRoutes, archiveRoutes, contentRoutes, rightsRoutes, instagramRoutes, pdfRoutes, billingRoutes]);
      for (const routes of domains) await api.register(routes);
      if (process.env.API_TEST_SUPPORT === "1") await api.register((await import("./test-support/routes")).testSupportRoutes);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
