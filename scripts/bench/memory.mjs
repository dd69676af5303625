// Memory of the default install: what the API, the web tool and the embedded database hold at
// rest 30 s after start, and how much more after 10,000 requests. Proportional set size (PSS,
// /proc/<pid>/smaps_rollup), so the database's shared buffers count once, not once per process.
import fs from "node:fs";
import autocannon from "autocannon";
import { productProcesses } from "./processes.mjs";

export const MEMORY_TARGETS = { restMb: 400, growthMb: 100 };

const pssMb = (pid) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/^Pss:\s+(\d+)/m)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** PSS in MB of the product's programs under `rootPid`, by kind, and their total. */
export function productMemory(rootPid) {
  const byKind = {};
  for (const { pid, kind } of productProcesses(rootPid)) byKind[kind] = (byKind[kind] ?? 0) + pssMb(pid);
  return { byKind, total: Object.values(byKind).reduce((a, b) => a + b, 0) };
}

const show = ({ byKind, total }) =>
  `${total.toFixed(0)} MB (${Object.entries(byKind)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(", ")})`;

function load(url, cookie, amount) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, amount, headers: cookie ? { cookie } : {} }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** `startedAt`: when the product answered first (ms since the epoch). Returns the misses. */
export async function runMemory({ base, cookie, rootPid, startedAt, pages, write }) {
  write(`\nMemory (PSS of the API, the web tool and the embedded database)\n`);
  const wait = startedAt + 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const rest = productMemory(rootPid);
  write(`  at rest, 30 s after start: ${show(rest)}\n`);
  const each = Math.ceil(10_000 / pages.length);
  for (const path of pages) await load(`${base}${path}`, cookie, each);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const after = productMemory(rootPid);
  const growth = after.total - rest.total;
  write(`  after 10,000 requests (${pages.join(", ")}): ${show(after)}; growth ${growth.toFixed(0)} MB\n`);
  const misses = [];
  if (rest.total > MEMORY_TARGETS.restMb) misses.push(`memory at rest ${rest.total.toFixed(0)} MB, over ${MEMORY_TARGETS.restMb} MB`);
  if (growth > MEMORY_TARGETS.growthMb) misses.push(`memory grew ${growth.toFixed(0)} MB over 10,000 requests, over ${MEMORY_TARGETS.growthMb} MB`);
  return misses;
}
