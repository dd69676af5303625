// The API's route table as the server really has it (not a hand list), for the proof tests
// that must cover every route: a route added later shows up here and fails them until covered.
import type { FastifyInstance } from "fastify";

export type ApiRoute = { method: string; url: string; key: string };

const LINE = /^((?:[│ ] {3})*)[├└]── (.*?) \(([A-Z, ]+)\)$/;

/**
 * Every method + URL of the server, from `printRoutes` (HEAD and OPTIONS left out). The server
 * ignores trailing slashes (routerOptions.ignoreTrailingSlash), so each route is listed once,
 * without one, and answers both spellings.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of tree.split("\n")) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`Unexpected printRoutes line: ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (depth ? stack[depth - 1]! : "") + match[2]!;
    stack[depth] = url;
    for (const method of match[3]!.split(",").map((m) => m.trim())) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      routes.push({ method, url, key: `${method} ${url}` });
    }
  }
  return routes;
}

export const isMutating = (route: ApiRoute) => !["GET", "HEAD", "OPTIONS"].includes(route.method);
