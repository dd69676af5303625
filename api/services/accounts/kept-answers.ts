// Answers kept per brand version (decision 0045). A brand's pages read the same answers again
// and again between its changes: the dashboard, the offers lists, the month's report. Each such
// route keeps its JSON under a key made of
//   - the brand's version (brand_versions: triggers move it in the transaction of every change
//     to the brand's rows, on any API instance, so a kept answer is never older than the
//     brand's last change),
//   - the minute (what depends on the clock, check-in windows, posts due and "today", is
//     current within a minute; so are facts the brand does not own, a model's name or record),
//   - the seat and its role (answers differ by role), and the URL with its query.
// A kept answer costs one indexed lookup of the version instead of the route's statements.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { brandVersions } from "../../db/schema";
import { auth } from "./guards";
import { VERSION_HEADER } from "../../../contract/http";

declare module "fastify" {
  interface FastifyRequest {
    keptKey?: string;
  }
}

const MINUTE = 60_000;

function versionQuery(db: Db) {
  return db
    .select({ version: brandVersions.version })
    .from(brandVersions)
    .where(eq(brandVersions.businessId, sql.placeholder("id")))
    .prepare("brand_version");
}
const versionQueries = new WeakMap<Db, ReturnType<typeof versionQuery>>();

/** The brand's version: moves whenever a transaction changes the brand's rows (0: none recorded). */
export async function brandVersion(db: Db, businessId: number): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = versionQuery(db);
    versionQueries.set(db, query);
  }
  const [row] = await query.execute({ id: businessId });
  return row?.version ?? 0;
}

/** preHandler, after the route's guards: answers from the kept JSON when there is one. */
async function answerFromKept(request: FastifyRequest, reply: FastifyReply) {
  const { answers, db } = request.server.ctx;
  const { businessId, userId, role } = auth(request);
  const version = await brandVersion(db, businessId);
  reply.header(VERSION_HEADER, String(version));
  if (!answers) return;
  const key = `${version}|${Math.floor(Date.now() / MINUTE)}|${userId}|${role}|${request.url}`;
  const body = answers.get(key);
  if (body !== undefined) return reply.type("application/json; charset=utf-8").send(body);
  request.keptKey = key;
}

/** onSend: keeps a successful answer under the key its request was read with. */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.keptKey && reply.statusCode === 200 && typeof payload === "string") request.server.ctx.answers?.set(request.keptKey, payload);
  return payload;
}

/** The options of a route whose answers are kept: its guards, then the kept answer. */
export function keptRoute(guards: preHandlerAsyncHookHandler[]) {
  return { preHandler: [...guards, answerFromKept], onSend: keepAnswer };
}
