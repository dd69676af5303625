// Starts the product (API + web tool, scripts/start.mjs) on a temporary DATA_DIR for a benchmark.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export async function startProduct(port, extraEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-tool-bench-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), DATA_DIR: dataDir, ACCESS_LOG: "off", LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "100000000", LOGIN_MAX_FAILURES: "1000", ...extraEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
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
