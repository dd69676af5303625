// The cluster's programs as real processes on loopback: Redis, HAProxy, the API, the worker and
// the web tool, each started with the environment the recipe gives it, and stopped (or killed)
// by the test. PostgreSQL comes from the fault tests' throwaway clusters (pg_ctl).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pgBin } from "../../faults/support/helpers";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Why the cluster test is skipped here, or null: it runs when asked for (CLUSTER=1). */
export function clusterUnavailable(): string | null {
  return process.env.CLUSTER ? null : "set CLUSTER=1 (npm run test:cluster does)";
}

/** Asked for, it fails (never skips) when an engine it needs is missing, naming the package. */
export function requireEngines() {
  const missing = ["redis-server", "haproxy"].filter((bin) => {
    try {
      execFileSync("sh", ["-c", `command -v ${bin}`], { stdio: "ignore" });
      return false;
    } catch {
      return true;
    }
  });
  if (!pgBin()) missing.push("postgresql (initdb, pg_ctl; or set PG_BIN)");
  if (missing.length) throw new Error(`The cluster test needs ${missing.join(", ")}: .ci/run installs them (apt-get install redis-server haproxy postgresql).`);
}

export type Program = {
  name: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves when the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** Starts `command` with `env`, keeping the end of its output for the test's messages. */
export function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Program {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-30_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    name,
    child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
}

/** Waits until `url` answers 200, or fails with the program's output. */
export async function until(program: Program, url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (program.child.exitCode !== null || program.child.signalCode !== null) break;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // starting
    }
    await sleep(100);
  }
  throw new Error(`${program.name} did not come up at ${url} (exit ${program.child.exitCode ?? program.child.signalCode}):\n${program.output()}`);
}

/** Waits until a TCP port accepts connections. */
export async function listening(program: Program, port: number, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (program.child.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`${program.name} is not listening on ${port}:\n${program.output()}`);
}

export async function startRedis(port: number) {
  const redis = run("redis", "redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  await listening(redis, port);
  return redis;
}

export async function startHaproxy(config: string, ports: number[]) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cluster-haproxy-")), "haproxy.cfg");
  fs.writeFileSync(file, config);
  execFileSync("haproxy", ["-c", "-q", "-f", file]);
  const haproxy = run("haproxy", "haproxy", ["-db", "-f", file]);
  for (const port of ports) await listening(haproxy, port);
  return haproxy;
}

const tsx = (file: string) => ["--import", "tsx", file];

export const startApi = (name: string, env: NodeJS.ProcessEnv) => run(name, process.execPath, tsx("api/main.ts"), env);
export const startWorker = (name: string, env: NodeJS.ProcessEnv) => run(name, process.execPath, tsx("api/worker.ts"), env);
export const startWeb = (name: string, env: NodeJS.ProcessEnv) => run(name, process.execPath, ["server.js"], env);

/**
 * An S3-compatible server (s3rver, a process of its own) holding the recipe's bucket. It knows
 * one key pair, S3RVER / S3RVER, and checks every request's signature with it.
 */
export async function startS3(port: number, bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-s3-"));
  const args = ["-d", directory, "-a", "127.0.0.1", "-p", String(port), "--silent", "--configure-bucket", bucket];
  const program = run("s3rver", process.execPath, [path.resolve("node_modules/s3rver/bin/s3rver.js"), ...args]);
  await listening(program, port);
  return { program, port, directory };
}
