// Every query the API sends through the pool is a named prepared statement of its connection,
// so PostgreSQL parses it once per connection and, after five runs, may keep one plan for it.
// Unnamed, each of a page's statements was parsed and planned on every run: on the dashboard,
// 14 ms of planning against 5 ms of execution (docs/figures.md).
//
// A name is the hash of the statement's text, so equal texts share one prepared statement and
// different texts never collide. A connection prepares at most MAX_PER_CONNECTION statements
// (texts with other lengths of `in (...)` lists are other statements); later ones run unnamed,
// as before.
import { createHash } from "node:crypto";
import type { PoolClient } from "pg";

export const MAX_PER_CONNECTION = 300;
/** Only plannable statements: a transaction's `begin` or a migration's DDL gain nothing. */
const PLANNABLE = /^\s*\(*\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();

/** The statement name of `text` (memoised: the same few hundred texts come back all day). */
function nameOf(text: string) {
  let name = names.get(text);
  if (!name) {
    name = `s${createHash("sha1").update(text).digest("base64url")}`;
    if (names.size >= 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/** Makes `client`'s plannable queries named prepared statements (pool.on("connect")). */
export function prepareStatements(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    // A plain query object (drizzle's), not one that submits itself (a cursor, a stream).
    if (config && typeof config === "object" && !(config as QueryConfig).name && !(config as QueryConfig).submit) {
      const { text } = config as QueryConfig;
      if (typeof text === "string" && PLANNABLE.test(text)) {
        const name = nameOf(text);
        if (prepared.has(name) || prepared.size < MAX_PER_CONNECTION) {
          prepared.add(name);
          return query({ ...config, name }, ...rest);
        }
      }
    }
    return query(config, ...rest);
  };
}
