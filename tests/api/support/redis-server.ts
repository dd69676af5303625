// A throwaway redis-server of a test file's own, on a free loopback port (4200–4299), keeping
// nothing on disk. Debian's redis-server package provides it (.ci/run installs it); when it is
// missing the test fails and says so, rather than skipping what it proves.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";

const BINARY = process.env.REDIS_SERVER ?? "redis-server";
const PORTS = { first: 4200, count: 100 };

export type TestRedis = {
  url: string;
  /** Empties every counter, between tests. */
  flush(): Promise<void>;
  /** Kills the server (SIGKILL: no goodbye to its clients). */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

function requireRedisServer() {
  const probe = spawnSync(BINARY, ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(`redis-server is not installed (${BINARY}): install it with "sudo apt-get install -y redis-server", or set REDIS_SERVER to its path.`);
  }
}

/** Resolves once the server accepts connections; rejects when it exits first (port taken). */
function launch(port: number): Promise<ChildProcess> {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", "/tmp", "--loglevel", "notice"];
  const child = spawn(BINARY, args, { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes("Ready to accept connections")) {
        child.off("exit", onExit);
        resolve(child);
      }
    };
    const onExit = () => reject(new Error(`redis-server on port ${port} exited: ${output.trim().split("\n").pop()}`));
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", onExit);
  });
}

function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

export async function startRedis(): Promise<TestRedis> {
  requireRedisServer();
  // Files running at once each take a port; a random start makes collisions rare, and a port
  // already taken makes redis-server exit, so the next one is tried.
  const offset = Math.floor(Math.random() * PORTS.count);
  let child: ChildProcess | undefined;
  let port = 0;
  for (let i = 0; i < PORTS.count && !child; i++) {
    port = PORTS.first + ((offset + i) % PORTS.count);
    child = await launch(port).catch(() => undefined);
  }
  if (!child) throw new Error(`redis-server found no free port in ${PORTS.first}–${PORTS.first + PORTS.count - 1}.`);
  let server = child;
  // Never outlive the test worker, even when it ends before its afterAll.
  process.once("exit", () => server.kill("SIGKILL"));
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async flush() {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      await client.flushall();
      client.disconnect();
    },
    kill: () => exited(server, "SIGKILL"),
    async restart() {
      server = await launch(port);
    },
    stop: () => exited(server, "SIGTERM"),
  };
}
