#!/usr/bin/env node
// `npm run schemathesis`: the API proved from outside by Schemathesis, a tool nobody here wrote
// (decision 0048). Starts the API alone on a free port with a temporary DATA_DIR and the demo
// seed, signs in as Demo Bistro, and has Schemathesis call every operation of the served
// document (GET /v1.3/openapi.json) with generated requests, valid and invalid, checking that
// none is answered 5xx and that every answer fits its declared schema. Exits with Schemathesis's
// status. Arguments after `--` go to `schemathesis run` (e.g. `-- --seed 1`, `-- -n 5`).
// Settings: SCHEMATHESIS_EXAMPLES (the most requests the fuzzing and stateful phases make of an
// operation, default 25; the coverage phase sends its own fixed set), PYTHON (the Python that makes
// the venv, default python3; 3.10 or newer), DATABASE_URL (optional; that database is emptied and
// seeded instead of the embedded one).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiGetter, apiToken } from "./bench/pages.mjs";
import { freePort, startApi } from "./lib/product.mjs";

// Pinned: a new release may add checks or change what they accept, and a run should change only
// with the API.
const VERSION = "4.25.0";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const cacheDir = path.join(root, "node_modules/.cache/schemathesis");
const venv = path.join(cacheDir, "venv");
const python = path.join(venv, "bin/python");
const examples = process.env.SCHEMATHESIS_EXAMPLES ?? "25";
const write = (s) => process.stdout.write(s);

function installedVersion() {
  if (!fs.existsSync(python)) return null;
  const probe = spawnSync(python, ["-c", "import importlib.metadata as m; print(m.version('schemathesis'))"], { encoding: "utf8" });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

/** The venv with Schemathesis VERSION in it: made and installed when missing, else as it is. */
function ensureSchemathesis() {
  if (installedVersion() === VERSION) return true;
  if (!fs.existsSync(python)) {
    write(`Making a Python venv in ${path.relative(root, venv)}...\n`);
    const made = spawnSync(process.env.PYTHON ?? "python3", ["-m", "venv", venv], { stdio: "inherit" });
    if (made.status !== 0) {
      process.stderr.write("Could not make the venv: Schemathesis needs Python 3.10 or newer with its venv module (Debian: python3-venv).\n");
      return false;
    }
  }
  write(`Installing schemathesis==${VERSION} into it...\n`);
  const pip = [python, "-m", "pip", "install", "--disable-pip-version-check", "--quiet", `schemathesis==${VERSION}`];
  const installed = spawnSync(pip[0], pip.slice(1), { stdio: "inherit" });
  if (installed.status !== 0 || installedVersion() !== VERSION) {
    process.stderr.write(`Could not install schemathesis==${VERSION} with pip (it comes from PyPI, or from the index pip is set to use).\n`);
    return false;
  }
  return true;
}

// The lists of GET /businesses/{id}/deals/{type} (TABS of contract/offers.ts, which is TypeScript).
const TABS = ["active", "upcoming", "past"];

/**
 * What the path parameters name, as the API knows it: Demo Bistro's ids and the offers' tabs.
 * Drawn at random, an id is another brand's or no record's, and the route answers 404 before its
 * own logic and its answer's schema are reached: the run draws these instead part of the time
 * (Schemathesis's dictionaries).
 */
async function demoValues(get) {
  const { business_id: brand } = await get("/users/me");
  const offers = (await Promise.all(TABS.map((tab) => get(`/businesses/${brand}/deals/${tab}`)))).flat();
  const claims = offers.flatMap((offer) => [...(offer.attendees ?? []), ...(offer.awaitings ?? [])].map((claim) => claim.id));
  const reports = (await get("/report/shared")).map((report) => report.id);
  const periods = (await get(`/businesses/${brand}/ig-actions/periods`)).map((period) => period.period);
  const seats = (await get("/team")).seats.map((seat) => seat.id);
  return { brand, tabs: TABS, offers: offers.map((offer) => offer.id), claims: [...new Set(claims)], reports, periods, seats };
}

/**
 * Schemathesis's settings: the headers of every request, the token by its placeholder, and which
 * path parameters draw from the values demoValues found, how often (in the fuzzing phase; the coverage phase
 * sends its own edge values). The brand's own id is always given: any other is a 404 that the
 * ownership proof covers (tests/api/proof/ownership.test.ts), and it leads to every other id.
 */
function configToml(values) {
  // Strings, as a path gives them: an entry that breaks the parameter's schema is drawn only for
  // the requests meant to be refused.
  const list = (entries) => `[${entries.map((entry) => JSON.stringify(String(entry))).join(", ")}]`;
  const brand = { "path.id": String(values.brand) };
  // Regexes over the document's paths. Of the entries that match an operation only the first one's
  // parameters count, so the longer paths come first. POST /report/{id}/renew draws no real
  // report: it would take that report's link away from the rest of the run.
  const uses = [
    [String.raw`^/v1\.3/businesses/\{id\}/ig-actions/periods/\{period\}$`, { ...brand, "path.period": ["periods", 0.5] }],
    [String.raw`^/v1\.3/businesses/\{id\}/deals/\{type\}$`, { ...brand, "path.type": ["tabs", 0.5] }],
    [String.raw`^/v1\.3/businesses/\{id\}`, brand],
    [String.raw`^/v1\.3/deals/\{id\}/applicants/\{claimId\}$`, { "path.id": ["offers", 0.5], "path.claimId": ["claims", 0.5] }],
    [String.raw`^/v1\.3/deals/\{id\}`, { "path.id": ["offers", 0.5] }],
    [String.raw`^/v1\.3/claims/\{id\}`, { "path.id": ["claims", 0.5] }],
    [String.raw`^/v1\.3/report/\{id\}(/version)?$`, { "path.id": ["reports", 0.5] }],
    [String.raw`^/v1\.3/team/seats/\{id\}$`, { "path.id": ["seats", 0.5] }],
  ];
  const binding = (use) => (Array.isArray(use) ? `{ dictionary = "${use[0]}", probability = ${use[1]} }` : JSON.stringify(use));
  return [
    'headers = { "x-client-type" = "business", "authorization" = "Bearer ${SCHEMATHESIS_API_TOKEN}" }',
    ...Object.entries(values)
      .filter(([, entries]) => Array.isArray(entries))
      .flatMap(([name, entries]) => ["", `[dictionaries.${name}]`, `values = ${list(entries)}`]),
    ...uses.flatMap(([regex, parameters]) => [
      "",
      "[[operations]]",
      `include-path-regex = '${regex}'`,
      `parameters = { ${Object.entries(parameters)
        .map(([name, use]) => `"${name}" = ${binding(use)}`)
        .join(", ")} }`,
    ]),
    "",
  ].join("\n");
}

if (!ensureSchemathesis()) process.exit(1);

const port = await freePort();
// Every request comes from one address and one brand, many a second: the limits are raised past
// reach (startApi), or the limiter would answer 429 where the route's own answer is wanted. The
// access token outlives a slow run; the sweeps and the mails' timers stay out of its way.
const api = await startApi(port, {
  name: "schemathesis",
  seedDatabaseUrl: true,
  env: { ACCESS_TOKEN_TTL_SECONDS: "7200", REMINDERS_INTERVAL_MINUTES: "0", DIGEST_INTERVAL_MINUTES: "0", CLEANUP_INTERVAL_MINUTES: "0" },
});

let status = 1;
const configDir = fs.mkdtempSync(path.join(os.tmpdir(), "schemathesis-config-"));
try {
  // The token reaches Schemathesis in its environment, through its config file's placeholder: not
  // on a command line, which any process of the machine can read. Schemathesis's output masks the
  // Authorization header ([Filtered]) in the requests it prints.
  const token = await apiToken(api.apiBase);
  const config = path.join(configDir, "schemathesis.toml");
  fs.writeFileSync(config, configToml(await demoValues(apiGetter(api.apiBase, token))));
  // No operation is left out: none can end this run's session or take away what it stands on.
  // Signing out (POST /users/logout) needs the session's refresh token, and a login link's
  // exchange (POST /report/replaceToken) a one-time token: the run hands Schemathesis neither. A
  // seat's removal or new role refuses the signed-in seat, and the access token outlives the run.
  // What the run cancels, renews or deletes is the throwaway seed's, and a cancelled offer is
  // still read by the other operations.
  const args = [
    "--config-file",
    config,
    "run",
    `${api.apiBase}/openapi.json`,
    "--checks",
    "not_a_server_error,response_schema_conformance",
    "--max-examples",
    examples,
    "--request-timeout",
    "60",
    "--no-color",
    ...process.argv.slice(2),
  ];
  write(`Schemathesis ${VERSION} against ${api.apiBase}/openapi.json (${examples} examples per operation)\n`);
  const run = spawnSync(path.join(venv, "bin/schemathesis"), args, {
    stdio: "inherit",
    cwd: configDir,
    env: { ...process.env, SCHEMATHESIS_API_TOKEN: token },
  });
  status = run.status ?? 1;
} finally {
  fs.rmSync(configDir, { recursive: true, force: true });
  await api.stop();
}
process.exit(status);
