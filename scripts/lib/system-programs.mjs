// The system programs the test suite runs, besides Node and node_modules: how each is found, the
// Debian package that provides it and the parts of `npm test` that need it. scripts/test.mjs
// checks those of the parts it runs before running any of them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `find` is the program as the tests run it: a command looked up on PATH, or a path (one with a
 * slash). `env` names the variable that overrides it, as the tests read it.
 */
export const SYSTEM_PROGRAMS = [
  // Playwright's browser (playwright.config.ts): the system Chromium, never a downloaded one.
  { program: "chromium", env: "CHROMIUM_PATH", find: "/usr/bin/chromium", pkg: "chromium", parts: ["e2e"] },
  // Reads every page as text, without JavaScript or CSS (tests/e2e/text-browser.spec.ts).
  { program: "lynx", find: "lynx", pkg: "lynx", parts: ["e2e"] },
  // Runs the W3C HTML checker, the vnu-jar package's vnu.jar (tests/e2e/html-valid.spec.ts).
  { program: "java", find: "java", pkg: "default-jre-headless", parts: ["e2e"] },
  // The shared request limits' Redis, one per test file (tests/api/support/redis-server.ts).
  { program: "redis-server", env: "REDIS_SERVER", find: "redis-server", pkg: "redis-server", parts: ["unit"] },
  // Lists and tests the ZIP downloads (tests/api/reports/reports.test.ts, storage.test.ts, tests/e2e/results.spec.ts).
  { program: "unzip", find: "unzip", pkg: "unzip", parts: ["unit", "e2e"] },
];

function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where the program is, as the tests will run it, or null. */
function locate({ env, find }) {
  const name = (env && process.env[env]) || find;
  if (name.includes("/")) return executable(name) ? name : null;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

function describe(entry) {
  const override = entry.env && process.env[entry.env];
  return override ? `${entry.program} (${entry.env}=${override})` : entry.program;
}

/**
 * Makes sure every program the given parts need is there. What is missing is installed with
 * apt-get (one update, one install) when this process is root and apt-get exists; otherwise, or
 * when that did not help, returns the one line to print: what is missing and how to install it.
 */
export function ensureSystemPrograms(parts) {
  const needed = SYSTEM_PROGRAMS.filter((entry) => entry.parts.some((part) => parts.includes(part)));
  let missing = needed.filter((entry) => !locate(entry));
  if (!missing.length) return null;
  const packages = () => [...new Set(missing.map((entry) => entry.pkg))];
  const isRoot = process.getuid?.() === 0;
  if (isRoot && executable("/usr/bin/apt-get")) {
    process.stdout.write(`Missing: ${missing.map(describe).join(", ")}. Installing ${packages().join(" ")} with apt-get...\n`);
    // Slim Debian images leave out the manual folders that the JRE's setup links into.
    if (packages().includes("default-jre-headless")) fs.mkdirSync("/usr/share/man/man1", { recursive: true });
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("/usr/bin/apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (update.status === 0) spawnSync("/usr/bin/apt-get", ["install", "-y", "-qq", ...packages()], { stdio: "inherit", env });
    missing = missing.filter((entry) => !locate(entry));
    if (!missing.length) return null;
  }
  const sudo = isRoot ? "" : "sudo ";
  return `Missing: ${missing.map(describe).join(", ")}. Install them with: ${sudo}apt-get update && ${sudo}apt-get install -y ${packages().join(" ")}`;
}
