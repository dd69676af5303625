// How long `/health` (or another GET) takes over HTTP while some work runs, for the tests and the benchmark of
// the render pool. The calls come from a worker thread of their own, one after another, each
// timed from send to answer: a blocked event loop in the server shows as the time it was
// blocked, and does not also stop the clock that measures it.
import { Worker } from "node:worker_threads";

export type Percentiles = { n: number; min: number; p50: number; p99: number; max: number };

const CALLER = `
const { parentPort, workerData: { url, headers } } = require("node:worker_threads");
const times = [];
let stop = false;
parentPort.on("message", () => (stop = true));
(async () => {
  while (!stop) {
    const started = performance.now();
    await fetch(url, { headers }).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(times);
})();`;

/** `/health` at `base`, called every 10 ms while `work` runs: its latencies' percentiles. */
export const healthDuring = (base: string, work: () => Promise<unknown>) => callsDuring(`${base}/health`, {}, work);

/** A GET of `url` with `headers`, made every 10 ms while `work` runs: its latencies' percentiles. */
export async function callsDuring(url: string, headers: Record<string, string>, work: () => Promise<unknown>): Promise<Percentiles> {
  const caller = new Worker(CALLER, { eval: true, workerData: { url, headers } });
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await work();
    const times = await new Promise<number[]>((resolve) => {
      caller.once("message", resolve);
      caller.postMessage("stop");
    });
    return percentiles(times);
  } finally {
    await caller.terminate();
  }
}

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, min: sorted[0] ?? 0, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

export const describePercentiles = (p: Percentiles) => `p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, max ${p.max.toFixed(1)} ms (${p.n} calls)`;
