#!/usr/bin/env node
// `npm test`: typecheck, lint (ESLint, Prettier), unit and API tests (vitest), then the e2e suite (Playwright with
// the system Chromium). `npm test -- <part>` runs one part: typecheck, lint, unit or e2e.
// First it makes sure the system programs those parts need are there (scripts/lib/system-programs.mjs): as root
// on Debian it installs the missing ones with apt-get, otherwise it stops at once and says what to install.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureSystemPrograms } from "./lib/system-programs.mjs";

const PARTS = ["typecheck", "lint", "unit", "e2e"];
const only = process.argv[2];
if (only && !PARTS.includes(only)) {
  process.stderr.write(`Unknown part "${only}": npm test runs all of ${PARTS.join(", ")}, or one of them (npm test -- e2e).\n`);
  process.exit(1);
}
const parts = only ? [only] : PARTS;

const missing = ensureSystemPrograms(parts);
if (missing) {
  process.stderr.write(`${missing}\n`);
  process.exit(1);
}

const results = [];

function run(name, command, args, env = {}) {
  process.stdout.write(`\n== ${name}: ${command} ${args.join(" ")}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  results.push({ name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return result.status === 0;
}

const npx = (bin) => path.join("node_modules", ".bin", bin);

if (parts.includes("typecheck")) {
  run("typecheck", npx("tsc"), ["--noEmit"]);
  // The door list's script and service worker are plain JavaScript, checked from their JSDoc.
  run("typecheck door.js", npx("tsc"), ["-p", "tsconfig.door.json"]);
  run("typecheck door-sw.js", npx("tsc"), ["-p", "tsconfig.door-sw.json"]);
}
if (parts.includes("lint")) {
  run("lint", npx("eslint"), ["."]);
  run("format", npx("prettier"), ["--check", "."]);
}
if (parts.includes("unit")) {
  // The JSON report lets the summary at the end name the tests that failed: the e2e suite's output comes after
  // vitest's own list of failures and would push it out of a log's tail.
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "brand-tool-vitest-")), "report.json");
  const ok = run("unit + API tests", npx("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  if (!ok) results.at(-1).failures = vitestFailures(report);
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
}
if (parts.includes("e2e")) {
  run("build", npx("remix"), ["build"]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-tool-e2e-"));
  run("e2e tests", npx("playwright"), ["test"], { E2E_DATA_DIR: dataDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The failed tests in a vitest JSON report, a line each: file › title: the message's first line, or the file alone. */
function vitestFailures(report) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(report, "utf8"));
  } catch {
    return ["(no report: see vitest's output above)"];
  }
  const lines = [];
  for (const file of json.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const test of failed) {
      const why = String(test.failureMessages?.[0] ?? "")
        .split("\n")[0]
        .slice(0, 200);
      lines.push(`${name} › ${test.fullName ?? test.title}${why ? `: ${why}` : ""}`);
    }
    if (!failed.length && file.status === "failed") lines.push(`${name}: ${String(file.message ?? "failed").split("\n")[0]}`);
  }
  return lines;
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const took = (seconds) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);
const line = (r) => [`${r.ok ? "ok  " : "FAIL"} ${r.name} (${took(r.seconds)})`, ...(r.failures ?? []).map((f) => `       ${f}`)].join("\n");
process.stdout.write(`\n${results.map(line).join("\n")}\n`);
process.stdout.write(`suites: ${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
