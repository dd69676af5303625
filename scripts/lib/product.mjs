// Starts the product (API + web tool, scripts/start.mjs) on a temporary DATA_DIR, for the
// benchmarks, Lighthouse and the soak run; stopped (and the DATA_DIR removed) on exit.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Resolves once /healthz answers. `env` is added to the product's environment; `name` names the
 * temporary DATA_DIR; `tries` bounds the wait (200 ms each). With DATABASE_URL in the
 * environment and `seedDatabaseUrl`, that database is emptied and seeded first (main.ts seeds
 * only the embedded database). With `dataDir` the product starts on that folder as it is, and
 * `stop` leaves it for the caller. `stop()` returns a promise of the product's exit.
 */
export async function startProduct(port, { env: extraEnv = {}, name = "bench", tries = 900, seedDatabaseUrl = false, dataDir: given } = {}) {
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), `brand-tool-${name}-`));
  const env = {
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
  if (seedDatabaseUrl && env.DATABASE_URL) {
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "api/seed/cli.ts", "--force"], { env, stdio: "inherit" });
    if (seeded.status !== 0) throw new Error("seeding DATABASE_URL failed");
  }
  const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode === null ? exited : Promise.resolve();
  };
  process.on("exit", stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, apiBase: `http://127.0.0.1:${port + 1}/v1.3`, dataDir, pid: child.pid, stop };
    } catch {
      // starting
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error("the product did not start");
}
