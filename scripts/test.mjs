#!/usr/bin/env node
// `npm test`: typecheck, lint (ESLint, Prettier), unit and API tests (vitest), then the e2e suite (Playwright with
// the system Chromium). Installs Debian's chromium when it is missing and we may.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const results = [];

function run(name, command, args, env = {}) {
  process.stdout.write(`\n== ${name}: ${command} ${args.join(" ")}\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  results.push({ name, ok: result.status === 0 });
  return result.status === 0;
}

function ensureChromium() {
  if (fs.existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    process.stdout.write("Chromium is missing: installing Debian's chromium package...\n");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  }
  if (fs.existsSync(chromium)) return true;
  process.stderr.write(
    `Chromium was not found at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
      "or set CHROMIUM_PATH to a Chromium binary.\n",
  );
  return false;
}

const only = process.argv[2];
const npx = (bin) => path.join("node_modules", ".bin", bin);

if (!only || only === "typecheck") run("typecheck", npx("tsc"), ["--noEmit"]);
if (!only || only === "lint") {
  run("lint", npx("eslint"), ["."]);
  run("format", npx("prettier"), ["--check", "."]);
}
if (!only || only === "unit") run("unit + API tests", npx("vitest"), ["run"]);
if (!only || only === "e2e") {
  if (ensureChromium()) {
    run("build", npx("remix"), ["build"]);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-tool-e2e-"));
    run("e2e tests", npx("playwright"), ["test"], { E2E_DATA_DIR: dataDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" });
    fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    results.push({ name: "e2e tests", ok: false });
  }
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
process.stdout.write(`\n${results.map((r) => `${r.ok ? "ok  " : "FAIL"} ${r.name}`).join("\n")}\n`);
process.stdout.write(`suites: ${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
