// Throughput of signed-in pages as a ratio to a bare route of the same server, in the same
// run: autocannon at N connections for S seconds, repeated R times (min / median / max).
import fs from "node:fs";
import autocannon from "autocannon";
import { productProcesses } from "./processes.mjs";

/** The bare route's own row: its ratio is 1 by definition. */
const BARE = "bare /healthz";

function load(url, cookie, connections, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** User + system CPU time of a process, in ms. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs, digits = 0) => `${Math.min(...xs).toFixed(digits)} / ${median(xs).toFixed(digits)} / ${Math.max(...xs).toFixed(digits)}`;

/** The slowest request a page may keep a brand waiting under load (p99, median of the runs). */
export const P99_LIMIT_MS = 1000;

/**
 * `pages`: `{ path, target }`, the target a ratio to the bare route. Returns `misses`, the routes
 * whose median ratio is under their target or whose p99 is over P99_LIMIT_MS, and `ratios`, each
 * route's median ratio (for the accepted figures).
 */
export async function runThroughput({ base, cookie, pages, connections, seconds, runs, write, rootPid, warmUp = 0 }) {
  // The API, the web tool and the embedded database (its server and every backend, which come
  // and go with the API's connections: summed, each from the CPU it had before the run).
  const procs = productProcesses(rootPid)
    .filter((p) => p.kind !== "database")
    .map((p) => ({ pid: p.pid, name: p.kind }));
  const databaseCpu = () =>
    new Map(
      productProcesses(rootPid)
        .filter((p) => p.kind === "database")
        .map((p) => [p.pid, cpuMs(p.pid)]),
    );
  /** Loads a route and notes each program's CPU time per request. */
  const measured = async (url) => {
    const before = procs.map((p) => cpuMs(p.pid));
    const databaseBefore = databaseCpu();
    const result = await load(url, cookie, connections, seconds);
    const requests = Math.max(1, result.requests.total);
    const cpu = Object.fromEntries(procs.map((p, i) => [p.name, (cpuMs(p.pid) - before[i]) / requests]));
    const databaseAfter = databaseCpu();
    if (databaseAfter.size) cpu.database = [...databaseAfter].reduce((sum, [pid, ms]) => sum + ms - (databaseBefore.get(pid) ?? 0), 0) / requests;
    return { result, cpu };
  };
  write(`\nThroughput: ${connections} connections, ${seconds} s per route, ${runs} run(s); min / median / max\n`);
  const name = (path) => (path.startsWith("/report/") ? "public /report/{id}" : `signed-in ${path}`);
  const rows = new Map([[BARE, { target: 1, list: [] }], ...pages.map((p) => [name(p.path), { target: p.target, list: [] }])]);
  // A quick run has one short run per route: each route is loaded first, untimed, so that the
  // one timed run measures warm code, as the later runs of a full bench do.
  if (warmUp > 0) for (const path of ["/healthz", ...pages.map((p) => p.path)]) await load(`${base}${path}`, cookie, connections, warmUp);
  for (let run = 0; run < runs; run++) {
    const bare = await measured(`${base}/healthz`);
    rows.get(BARE).list.push({ ...bare, ratio: 1 });
    for (const page of pages) {
      const { result, cpu } = await measured(`${base}${page.path}`);
      if (result.non2xx || result.errors) write(`  ! ${page.path}: ${result.non2xx} non-2xx, ${result.errors} errors in run ${run + 1}\n`);
      rows.get(name(page.path)).list.push({ result, cpu, ratio: result.requests.average / bare.result.requests.average });
    }
  }
  const misses = [];
  const medians = {};
  for (const [label, { target, list }] of rows) {
    const ratios = list.map((r) => r.ratio);
    const p99 = median(list.map((r) => r.result.latency.p99));
    if (label !== BARE) medians[label] = median(ratios);
    let flag = median(ratios) < target ? `  << under ${target}` : "";
    if (flag) misses.push(`throughput ratio of ${label} under its target ${target}`);
    if (p99 > P99_LIMIT_MS) {
      flag += `  << p99 over ${P99_LIMIT_MS} ms`;
      misses.push(`throughput: ${label} p99 ${p99.toFixed(0)} ms, over ${P99_LIMIT_MS} ms`);
    }
    // CPU time each program spends per request (median of the runs): where a page's cost is.
    const names = [...procs.map((p) => p.name), ...(list.some((r) => r.cpu?.database !== undefined) ? ["database"] : [])];
    const cpu = names.map((n) => `${n} ${median(list.map((r) => r.cpu?.[n] ?? 0)).toFixed(2)}`).join(" + ");
    write(
      `  ${label.padEnd(26)} req/s ${spread(list.map((r) => r.result.requests.average)).padEnd(20)} p50 ${spread(list.map((r) => r.result.latency.p50)).padEnd(14)} ms  p99 ${spread(list.map((r) => r.result.latency.p99)).padEnd(16)} ms  ratio ${spread(ratios, 2)}${cpu ? `  CPU ms/request ${cpu}` : ""}${flag}\n`,
    );
  }
  return { misses, ratios: medians };
}
