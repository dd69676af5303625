// Starts the product (API + web tool, scripts/start.mjs) on a temporary DATA_DIR, for the
// benchmarks, Lighthouse and the soak run, or the API alone (api/main.ts), for Schemathesis;
// stopped (and the DATA_DIR removed) on exit.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A TCP port free on loopback now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a product started for a run: limits no run reaches (every request of a
 * run comes from one address and one brand), and quiet logs.
 */
function runEnv(port, dataDir, extraEnv) {
  return {
    ...process.env,
    PORT: String(port),
    API_PORT: String(port + 1),
    DATA_DIR: dataDir,
    ACCESS_LOG: "off",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    SIGN_IN_HELP_PER_NAME_PER_HOUR: "100000",
    SIGN_IN_HELP_PER_ADDRESS_PER_HOUR: "100000",
    LOGIN_MAX_FAILURES: "1000",
    ...extraEnv,
  };
}

/** With DATABASE_URL in `env`, empties and seeds that database (main.ts seeds only the embedded one). */
function seedDatabaseUrlOf(env) {
  if (!env.DATABASE_URL) return;
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "api/seed/cli.ts", "--force"], { env, stdio: "inherit" });
  if (seeded.status !== 0) throw new Error("seeding DATABASE_URL failed");
}

/**
 * Runs `args` with node in `env` and resolves once `url` answers 2xx (`tries` × 200 ms at most).
 * `stop()` ends the child and returns a promise of its exit, after which the DATA_DIR is removed
 * unless it was `given`.
 */
async function launch(args, { env, dataDir, given, url, tries, stdio }) {
  const child = spawn(process.execPath, args, { env, stdio });
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const removeDataDir = () => {
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The folder goes once the child has exited: the embedded PostgreSQL writes into it until then.
  const stop = () => {
    if (running()) child.kill("SIGTERM");
    return exited.then(removeDataDir);
  };
  process.on("exit", () => {
    if (running()) child.kill("SIGTERM");
    removeDataDir();
  });
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return { pid: child.pid, stop };
    } catch {
      // starting
    }
    if (!running()) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  return null;
}

/**
 * Resolves once /healthz answers. `env` is added to the product's environment; `name` names the
 * temporary DATA_DIR; `tries` bounds the wait (200 ms each). With DATABASE_URL in the
 * environment and `seedDatabaseUrl`, that database is emptied and seeded first (main.ts seeds
 * only the embedded database). With `dataDir` the product starts on that folder as it is, and
 * `stop` leaves it for the caller. `stop()` returns a promise of the product's exit.
 */
export async function startProduct(port, { env: extraEnv = {}, name = "bench", tries = 900, seedDatabaseUrl = false, dataDir: given } = {}) {
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), `brand-tool-${name}-`));
  const env = runEnv(port, dataDir, extraEnv);
  if (seedDatabaseUrl) seedDatabaseUrlOf(env);
  const base = `http://127.0.0.1:${port}`;
  const started = await launch(["scripts/start.mjs"], { env, dataDir, given, url: `${base}/healthz`, tries, stdio: ["ignore", "ignore", "inherit"] });
  if (!started) throw new Error("the product did not start");
  return { base, apiBase: `http://127.0.0.1:${port + 1}/v1.3`, dataDir, ...started };
}

/**
 * The API alone on `port`, on a temporary DATA_DIR with the demo seed: resolves once /health
 * answers, with its base (`http://…/v1.3`). Its errors go to this process's stderr. Options as
 * startProduct's, less `dataDir`.
 */
export async function startApi(port, { env: extraEnv = {}, name = "api", tries = 900, seedDatabaseUrl = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `brand-tool-${name}-`));
  // With no web tool, PORT only names the links the API writes.
  const env = runEnv(port, dataDir, { NODE_ENV: "production", ...extraEnv, API_PORT: String(port) });
  if (seedDatabaseUrl) seedDatabaseUrlOf(env);
  const origin = `http://127.0.0.1:${port}`;
  const args = ["--import", "tsx", "api/main.ts"];
  const started = await launch(args, { env, dataDir, url: `${origin}/health`, tries, stdio: ["ignore", "ignore", "inherit"] });
  if (!started) throw new Error("the API did not start");
  return { origin, apiBase: `${origin}/v1.3`, dataDir, ...started };
}
