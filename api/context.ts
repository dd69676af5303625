// What every route can reach through `app.ctx` / `request.server.ctx`: set once in buildServer.
import type { Config } from "./config";
import type { Db } from "./db";
import type { JobQueue } from "./adapters/jobs/queue";
import type { Mailer } from "./adapters/mail/transport";
import type { RenderPool } from "./adapters/render-pool";
import type { FileStore } from "./adapters/storage";
import type { KeptAnswers } from "./lib/kept-answers";
import type { TokenSigner } from "./services/accounts/tokens";

export type AppContext = {
  db: Db;
  config: Config;
  /** Queues each mail as a job (adapters/mail/queued.ts). */
  mailer: Mailer;
  tokens: TokenSigner;
  /** Where PDFs are drawn: worker threads, off the event loop. */
  renderer: RenderPool;
  /** Media and generated files: the DATA_DIR folder, or an S3 bucket (S3_BUCKET). */
  storage: FileStore;
  /** Background jobs (PDFs, mails, the sweep): pg-boss on PostgreSQL, in memory on PGlite. */
  jobs: JobQueue;
  /** Answers kept per brand version (services/accounts/kept-answers.ts); null when CACHE=off. */
  answers: KeptAnswers | null;
  /** Shared secret of POST /internal/login-link; the route is absent when unset. */
  internalSecret?: string;
};

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
