// Jobs benchmark, for `npm run bench` to call (`tsx api/scripts/bench-jobs.ts`): how long an
// offers list (GET /businesses/:id/deals/active, as the Offers page asks) and the bare route
// take on an API while four PDFs of the big report are in flight, with the PDF jobs worked
//   (a) inside that API (JOBS_IN_API, the default), and
//   (b) by a separate worker process (`npm run worker`, the API with JOBS_IN_API=false).
// Both on a PostgreSQL of their own (DATABASE_URL is not touched): a throwaway cluster started
// with pg_ctl as the fault tests do. Without PostgreSQL binaries, (a) runs on the embedded
// database and (b) is skipped with the reason.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { login, pgBin, seedPostgres, startCluster, type Cluster } from "../../tests/faults/support/helpers";
import { callsDuring, type Percentiles } from "../test-support/health-probe";

const HEADERS = { "x-client-type": "business", "content-type": "application/json" };
const PG_PORT = Number(process.env.BENCH_JOBS_PG_PORT ?? 5490);
const API_PORT = Number(process.env.BENCH_JOBS_API_PORT ?? 3590);
const write = (s: string) => process.stdout.write(s);

type Child = { child: ChildProcess; stop(): Promise<void> };

function launch(script: string, env: Record<string, string>, ready: (output: string) => boolean | Promise<boolean>): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", LOG_FORMAT: "json", RATE_LIMIT_PER_MINUTE: "100000000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return (async () => {
    for (let i = 0; i < 1200 && child.exitCode === null; i++) {
      if (await ready(output)) return { child, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    throw new Error(`${script} did not start:\n${output.slice(-4000)}`);
  })();
}

const listening = (base: string) => async () =>
  fetch(`${base}/health`).then(
    (r) => r.ok,
    () => false,
  );

async function signIn(base: string) {
  const auth = { ...HEADERS, authorization: `Bearer ${await login(base, "demo", "demo1234")}` };
  const me = (await (await fetch(`${base}/v1.3/users/me`, { headers: auth })).json()) as { data: { business_id: number } };
  return { auth, businessId: me.data.business_id };
}

/** The offers list and the bare route, idle and with four PDFs of the big report in flight. */
async function measure(base: string, bigReport: string) {
  const { auth, businessId } = await signIn(base);
  const list = `${base}/v1.3/businesses/${businessId}/deals/active?limit=20&attendees=rows`;
  const pdf = () =>
    fetch(`${base}/v1.3/pdf`, { method: "POST", headers: auth, body: JSON.stringify({ reportId: bigReport }) }).then(async (r) => {
      if (r.status !== 200) throw new Error(`PDF: ${r.status} ${await r.text()}`);
    });
  await pdf(); // warm: the render threads start, fonts load
  const idle = await callsDuring(list, auth, () => new Promise((resolve) => setTimeout(resolve, 2000)));
  const started = performance.now();
  const during = await callsDuring(list, auth, () => Promise.all([1, 2, 3, 4].map(pdf)));
  const pdfMs = performance.now() - started;
  const bare = await callsDuring(`${base}/health`, {}, () => Promise.all([1, 2, 3, 4].map(pdf)));
  return { idle, during, bare, pdfMs };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const row = (p: Percentiles) => `min ${ms(p.min)}, median ${ms(p.p50)}, p99 ${ms(p.p99)}, max ${ms(p.max)} (${p.n} calls)`;

function report(name: string, m: Awaited<ReturnType<typeof measure>>) {
  write(`  ${name}\n`);
  write(`    offers list, idle                         ${row(m.idle)}\n`);
  write(`    offers list, four big PDFs in flight      ${row(m.during)}  (p99 ×${(m.during.p99 / m.idle.p99).toFixed(1)} idle)\n`);
  write(`    /health, four big PDFs in flight          ${row(m.bare)}\n`);
  write(`    the four PDFs, all answered in            ${ms(m.pdfMs)}\n`);
}

write(`\nPDF jobs and other requests (${os.cpus().length} × CPU; RENDER_WORKERS default)\n`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-jobs-"));
/** As root, initdb runs as the postgres user (tests/faults/support/helpers.ts). */
function hasPostgresUser() {
  try {
    execFileSync("id", ["postgres"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const canPg = pgBin() !== null && (process.getuid?.() !== 0 || hasPostgresUser());
let cluster: Cluster | null = null;
const children: Child[] = [];
try {
  const base = `http://127.0.0.1:${API_PORT}`;
  if (!canPg) {
    write("  (b) skipped: no PostgreSQL binaries here (set PG_BIN to the dir holding pg_ctl); (a) runs on the embedded database\n");
    const api = await launch("api/main.ts", { API_PORT: String(API_PORT), DATA_DIR: dataDir }, listening(base));
    children.push(api);
    const { auth } = await signIn(base);
    const shared = (await (await fetch(`${base}/v1.3/report/shared`, { headers: auth })).json()) as { data: { id: string; title: string }[] };
    // The seed's big report (api/seed/results.ts), by its title.
    const big = shared.data.find((r) => r.title === "Ambassador Program: Year in Review")!;
    report("(a) jobs worked inside the API (embedded database)", await measure(base, big.id));
  } else {
    cluster = startCluster(PG_PORT);
    const seeded = await seedPostgres(cluster.url, dataDir);
    const big = seeded.results.big;
    const env = { API_PORT: String(API_PORT), DATA_DIR: dataDir, DATABASE_URL: cluster.url };

    const inApi = await launch("api/main.ts", env, listening(base));
    children.push(inApi);
    report("(a) jobs worked inside the API that received them", await measure(base, big));
    await inApi.stop();

    const worker = await launch("api/worker.ts", { ...env, LOG_LEVEL: "info" }, (output) => output.includes("worker ready"));
    children.push(worker);
    const apiOnly = await launch("api/main.ts", { ...env, JOBS_IN_API: "false" }, listening(base));
    children.push(apiOnly);
    report("(b) jobs worked by a separate worker process (JOBS_IN_API=false)", await measure(base, big));
  }
} finally {
  await Promise.all(children.map((c) => c.stop()));
  cluster?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
