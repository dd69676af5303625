// Throughput of signed-in pages as a ratio to a bare route of the same server, in the same
// run: autocannon at N connections for S seconds, repeated R times (min / median / max).
import autocannon from "autocannon";

export const TARGET_RATIO = 0.5;

function load(url, cookie, connections, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs, digits = 0) => `${Math.min(...xs).toFixed(digits)} / ${median(xs).toFixed(digits)} / ${Math.max(...xs).toFixed(digits)}`;

/** Returns the routes whose median ratio is under the target. */
export async function runThroughput({ base, cookie, pages, connections, seconds, runs, write }) {
  write(`\nThroughput: ${connections} connections, ${seconds} s per route, ${runs} run(s); min / median / max\n`);
  const rows = new Map([["bare /healthz", []], ...pages.map((p) => [`signed-in ${p}`, []])]);
  for (let run = 0; run < runs; run++) {
    const bare = await load(`${base}/healthz`, cookie, connections, seconds);
    rows.get("bare /healthz").push({ result: bare, ratio: 1 });
    for (const page of pages) {
      const result = await load(`${base}${page}`, cookie, connections, seconds);
      if (result.non2xx || result.errors) write(`  ! ${page}: ${result.non2xx} non-2xx, ${result.errors} errors in run ${run + 1}\n`);
      rows.get(`signed-in ${page}`).push({ result, ratio: result.requests.average / bare.requests.average });
    }
  }
  const under = [];
  for (const [name, list] of rows) {
    const ratios = list.map((r) => r.ratio);
    const flag = median(ratios) < TARGET_RATIO ? `  << under ${TARGET_RATIO}` : "";
    if (flag) under.push(name);
    write(
      `  ${name.padEnd(26)} req/s ${spread(list.map((r) => r.result.requests.average)).padEnd(20)} p50 ${spread(list.map((r) => r.result.latency.p50)).padEnd(14)} ms  p99 ${spread(list.map((r) => r.result.latency.p99)).padEnd(16)} ms  ratio ${spread(ratios, 2)}${flag}\n`,
    );
  }
  return under;
}
