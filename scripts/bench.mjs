#!/usr/bin/env node
// `npm run bench`: throughput of signed-in pages against a bare route of the same server,
// and first-load JS/CSS bytes (gzip) per page. Starts its own servers on a temporary DATA_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-tool-bench-"));

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), DATA_DIR: dataDir, ACCESS_LOG: "off", LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "10000000" },
  stdio: ["ignore", "ignore", "inherit"],
});
process.on("exit", () => server.kill("SIGTERM"));

async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((c) => c.split(";")[0]);
}

async function signIn(username, password) {
  const page = await fetch(`${base}/login`);
  const jar = cookiesOf(page);
  const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)[1];
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.join("; ") },
    body: new URLSearchParams({ csrf, intent: "login", username, password, redirect: "" }),
  });
  return [...jar, ...cookiesOf(response)].join("; ");
}

function load(url, cookie) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function firstLoadBytes(pathname, cookie) {
  const html = await (await fetch(`${base}${pathname}`, { headers: { cookie } })).text();
  const scripts = [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]);
  const gz = async (list) => {
    let total = 0;
    for (const asset of new Set(list)) total += zlib.gzipSync(Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer())).length;
    return total;
  };
  return { js: await gz(scripts), css: await gz(styles), html: zlib.gzipSync(html).length };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  await waitUp();
  const cookie = await signIn("demo", "demo1234");
  process.stdout.write(`\nThroughput: ${connections} connections, ${seconds} s each\n`);
  const bare = await load(`${base}/healthz`, cookie);
  const rows = [["bare route /healthz", bare]];
  for (const pathname of ["/"]) rows.push([`signed-in ${pathname}`, await load(`${base}${pathname}`, cookie)]);
  for (const [name, r] of rows) {
    const non2xx = r.non2xx + r.errors;
    process.stdout.write(
      `  ${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ratio ${(r.requests.average / bare.requests.average).toFixed(2)}${non2xx ? `  (${non2xx} non-2xx/errors)` : ""}\n`,
    );
  }
  process.stdout.write("\nFirst-load bytes (gzip)\n");
  for (const pathname of ["/login", "/", "/token/"]) {
    const bytes = await firstLoadBytes(pathname, cookie);
    process.stdout.write(`  ${pathname.padEnd(24)} JS ${kb(bytes.js).padStart(9)}  CSS ${kb(bytes.css).padStart(8)}  HTML ${kb(bytes.html).padStart(8)}\n`);
  }
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
