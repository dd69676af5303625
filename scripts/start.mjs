#!/usr/bin/env node
// `npm start`: builds the web tool when its sources are newer than the build, starts the
// marketplace API (which migrates, and seeds an empty embedded database), then the web tool.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { logFormat } from "../common/log-format.js";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const env = { ...process.env };
env.PORT ??= "3000";
env.API_PORT ??= "3001";
env.HOST ??= "127.0.0.1";
env.DATA_DIR = path.resolve(env.DATA_DIR ?? "data");
env.NODE_ENV ??= "production";
// Two malloc arenas, not one per thread: the API's worker threads and libuv's pool each took an
// arena of their own and held some 70 MB more at rest (docs/figures.md).
env.MALLOC_ARENA_MAX ??= "2";
// Both programs write to this terminal, or to whatever this script's output goes to: decided
// here once, so that they agree even where a child's output is not the terminal itself.
env.LOG_FORMAT = logFormat(env);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const build = path.resolve(env.BUILD_DIR ? `${env.BUILD_DIR}/index.js` : "build/index.js");
  if (!fs.existsSync(build)) return true;
  const built = fs.statSync(build).mtimeMs;
  return newestMtime(path.join(root, "app")) > built || fs.statSync(path.join(root, "remix.config.js")).mtimeMs > built;
}

if (needsBuild()) {
  process.stdout.write("Building the web tool...\n");
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function run(name, args) {
  const child = spawn(process.execPath, args, { stdio: "inherit", env });
  children.push(child);
  child.on("exit", (code, signal) => {
    process.stderr.write(`${name} stopped (${signal ?? code}).\n`);
    for (const other of children) if (other !== child && other.exitCode === null) other.kill("SIGTERM");
    process.exit(code ?? 1);
  });
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}

/**
 * V8's heap flags for a program. Left to itself V8 lets a busy heap grow by hundreds of MB before
 * it collects (docs/figures.md: +585 MB after 10,000 requests, of which 55 MB live): a young
 * generation of SEMI_SPACE_MB per half, and an old generation of at most `defaultMb`, keep the
 * growth near what is live. WEB_HEAP_MB and API_HEAP_MB set the old generation (0: V8's own).
 * With 50 brands' pages drawn at once and nothing kept (CACHE=off), the web tool's 160 MB cost it
 * collections: WEB_HEAP_MB=0 is the setting for such a machine (docs/figures.md).
 */
function heapFlags(setting, defaultMb) {
  const mb = setting === undefined || setting === "" ? defaultMb : Number(setting);
  return [`--max-semi-space-size=${SEMI_SPACE_MB}`, ...(Number.isFinite(mb) && mb > 0 ? [`--max-old-space-size=${mb}`] : [])];
}
const SEMI_SPACE_MB = 2;

// The API's old generation is left to V8: its PDF workers share the flag and draw 400 pictures.
run("API", [...heapFlags(env.API_HEAP_MB, 0), "--import", "tsx", "api/main.ts"]);
if (!(await waitFor(`http://127.0.0.1:${env.API_PORT}/health`, 120_000))) {
  process.stderr.write("The API did not start within 120 s.\n");
  for (const child of children) child.kill("SIGTERM");
  process.exit(1);
}
run("Web tool", [...heapFlags(env.WEB_HEAP_MB, 160), "server.js"]);
await waitFor(`http://127.0.0.1:${env.PORT}/login`, 60_000);
const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
process.stdout.write(
  `\n  Brand web tool: ${url}\n  Marketplace API: http://127.0.0.1:${env.API_PORT}/v1.3\n` +
    `  Demo sign-in: demo / demo1234 (Demo Bistro), rival / rival1234 (Rival Studio)\n` +
    `  Demo Bistro's seats: demo-manager / demo1234 (manager), demo-door / demo1234 (door),\n` +
    `    demo-downtown / demo1234 (door of Demo Bistro Downtown alone),\n` +
    `    demo-downtown-manager / demo1234 (manager of Demo Bistro Downtown alone)\n\n`,
);
