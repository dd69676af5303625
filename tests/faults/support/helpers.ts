// Fault tests run the real API (api/main.ts) as a child process, so it can be killed, on a
// PostgreSQL cluster of their own that they can stop and start with pg_ctl.
import { createLocalStore } from "../../../api/adapters/storage/local";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../../api/db";
import { resetDatabase } from "../../../api/db/reset";
import { seed } from "../../../api/seed";

export const HEADERS = { "x-client-type": "business", "x-client-version": "2.8", "content-type": "application/json" };

/** The PostgreSQL bin dir: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin. */
export function pgBin(): string | null {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, "pg_ctl")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(a) - Number(b));
  for (const v of versions.reverse()) if (fs.existsSync(path.join(root, v, "bin", "pg_ctl"))) return path.join(root, v, "bin");
  return null;
}

/**
 * Why the PostgreSQL fault tests can't run here, or null when they can. They kill processes
 * and take a minute or two, so `npm test` (which runs every vitest project) skips them
 * unless FAULTS=1; .ci/run sets it.
 */
export function pgUnavailable(): string | null {
  if (!process.env.FAULTS) return "set FAULTS=1 to run the fault tests";
  if (!pgBin()) return "no PostgreSQL binaries (set PG_BIN to the dir holding pg_ctl)";
  if (process.getuid?.() === 0) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      return "running as root without a postgres user for initdb";
    }
  }
  return null;
}

export type Cluster = { url: string; stop(): void; start(): void; restart(): void; destroy(): void };

/** initdb + start a throwaway cluster on loopback (as the postgres user when we are root). */
export function startCluster(port: number): Cluster {
  const bin = pgBin()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const run = (cmd: string, args: string[]) => {
    const quoted = [path.join(bin, cmd), ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
    if (asRoot) execFileSync("su", ["postgres", "-c", quoted], { stdio: "ignore" });
    else execFileSync(path.join(bin, cmd), args, { stdio: "ignore" });
  };
  const ctl = (...args: string[]) => run("pg_ctl", ["-D", dir, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "-w", ...args]);
  run("initdb", ["-D", dir, "-U", "postgres", "--auth=trust", "--no-sync"]);
  ctl("start");
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "faults"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/faults`,
    stop: () => ctl("-m", "fast", "stop"),
    start: () => ctl("start"),
    restart: () => ctl("-m", "fast", "restart"),
    destroy() {
      try {
        ctl("-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Migrates and seeds the cluster (main.ts seeds only the embedded database). */
export async function seedPostgres(url: string, dataDir: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir });
  try {
    await resetDatabase(database.db);
    const result = await seed(database.db, { storage: createLocalStore(dataDir) });
    if (!result.seeded) throw new Error("the fault-test database was not empty");
    return result;
  } finally {
    await database.close();
  }
}

/** Plain SQL on the cluster, with a client of its own. */
export async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export type Api = Script & { base: string };

export type Script = { child: ChildProcess; output: () => string; kill(signal?: NodeJS.Signals): Promise<void> };

/** A TypeScript entry point of the product (api/main.ts, api/worker.ts) as a child process, its last output kept. */
export function spawnScript(script: string, env: NodeJS.ProcessEnv): Script {
  const child = spawn(process.execPath, ["--import", "tsx", script], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    output: () => output,
    async kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Starts api/main.ts and waits for /health. */
export async function startApi(opts: { port: number; dataDir: string; databaseUrl?: string }): Promise<Api> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    API_PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    LOGIN_MAX_FAILURES: "1000",
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const api: Api = { base: `http://127.0.0.1:${opts.port}`, ...spawnScript("api/main.ts", env) };
  const { child, output } = api;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${api.base}/health`)).ok) return api;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await api.kill("SIGKILL");
  throw new Error(`the API did not start:\n${output()}`);
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/v1.3/oauth/token`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify({ client_id: "business-web-tool", client_secret: "business-web-tool-secret", grant_type: "password", username, password }),
  });
  if (!response.ok) throw new Error(`sign-in ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export type Answer = { status: number; json: Record<string, unknown> | null; error?: string; ms: number };

/** One API call that never throws: a network failure or timeout is status 0 with `error`. */
export async function call(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${base}/v1.3${url}`, {
      method,
      headers: { ...HEADERS, authorization: `Bearer ${token}`, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: the assertion on `json` reports it
    }
    return { status: response.status, json, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, json: null, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error), ms: Date.now() - started };
  }
}

/** A valid offer body (tests/api/offers/create.test.ts) starting tomorrow. */
export function offerBody(title: string, images: number[]) {
  const inHours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
  return {
    type: "timed",
    subtitle: title,
    title: "Two tacos on us",
    description: "Come by for tacos.",
    categories: ["food"],
    shared_spots: 10,
    repeat_type: null,
    starts_at: inHours(24),
    ends_at: inHours(27),
    images,
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `npm run worker` on the cluster with `env` added and waits for "worker ready"; the
 * worker goes into `started`, so the test can kill every one it started whatever happens.
 */
export async function startWorker(databaseUrl: string, dataDir: string, started: Script[], env: Record<string, string> = {}): Promise<Script> {
  const worker = spawnScript("api/worker.ts", {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JOBS_MAINTENANCE_SECONDS: "1",
    CLEANUP_INTERVAL_MINUTES: "0",
    RENDER_WORKERS: "1",
    LOG_LEVEL: "info",
    LOG_FORMAT: "json",
    ...env,
  });
  started.push(worker);
  for (let i = 0; i < 600 && worker.child.exitCode === null; i++) {
    if (worker.output().includes("worker ready")) return worker;
    await sleep(100);
  }
  await worker.kill("SIGKILL");
  throw new Error(`the worker did not start:\n${worker.output()}`);
}
